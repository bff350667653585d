/**
 * What the shopper reads when there is no online estimate. Over the age or
 * km limit, the FAQ's own answer, so the page and the
 * FAQ say the same; otherwise (too few comparable cars, or a car we could not
 * identify) that a person will value it. Either way the lead was sent.
 */

import { TRADE_IN_FAQ } from './faq'
import type { Valuation } from './valuationProvider'

type NoEstimateReason = Extract<Valuation['estimate'], { kind: 'no-online-estimate' }>['reason']

export const APPRAISAL_MESSAGE = 'We could not estimate this car online. Thank you: we have your details, and one of our team will contact you to arrange an appraisal.'

export function noEstimateMessage(reason: NoEstimateReason | null): string {
  if (reason === 'over-age' || reason === 'over-kms') return `${TRADE_IN_FAQ[0]!.answer} Thank you: we have your details.`
  return APPRAISAL_MESSAGE
}
