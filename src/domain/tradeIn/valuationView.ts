/**
 * What the shopper reads when there is no online estimate. Over the age or
 * km limit, the FAQ's own answer, so the page and the
 * FAQ say the same; otherwise (too few comparable cars, or a car we could not
 * identify) that a person will value it. Either way the lead was sent.
 */

import { vehicleVocabulary, type Vocabulary } from '../vocabulary'
import { tradeInFaq } from './faq'
import type { Valuation } from './valuationProvider'

type NoEstimateReason = Extract<Valuation['estimate'], { kind: 'no-online-estimate' }>['reason']

/** "We could not estimate this car online…", in the site's words. */
export const appraisalMessage = ({ one }: Pick<Vocabulary, 'one'>) => `We could not estimate this ${one} online. Thank you: we have your details, and one of our team will contact you to arrange an appraisal.`

export function noEstimateMessage(reason: NoEstimateReason | null, words: Vocabulary = vehicleVocabulary('car')): string {
  if (reason === 'over-age' || reason === 'over-kms') return `${tradeInFaq(words)[0]!.answer} Thank you: we have your details.`
  return appraisalMessage(words)
}
