import { fieldErrors, formErrorDisplay } from '@/domain/leads/formErrors'
import { offerPrice } from '@/domain/tradeIn/offerPrice'
import { latestModelYear, providerRequest, valuationRequestSchema } from '@/domain/tradeIn/valuationRequest'
import { offerSignature } from '@/tradeIn/offerSignature'
import { answer, readTradeInCall } from '@/tradeIn/siteRequest'
import { siteValuationProvider } from '@/tradeIn/valuations'

export const dynamic = 'force-dynamic'

/**
 * POST /api/trade-in/valuation on a dealer host: the
 * car by plate and state or by year, make, model and variant, its kms and
 * condition answers; answers the provider's valuation with the offer price,
 * or a 4xx with a message per field. Every site values trade-ins (the trade-in
 * page is not gated).
 */
export async function POST(request: Request) {
  const read = await readTradeInCall(request)
  if (read instanceof Response) return read
  const { site, pool, body } = read
  const checked = valuationRequestSchema(latestModelYear(new Date(), site.timeZone)).safeParse(body)
  if (!checked.success) {
    const fields = fieldErrors(checked.error)
    const display = formErrorDisplay(Object.values(fields))
    return answer({ error: display.kind === 'alert' ? display.message : display.kind === 'list' ? `${display.heading} ${display.messages.join(' ')}` : 'Please check the form.', fields }, 400)
  }
  const valuation = await siteValuationProvider(pool, site.timeZone).value(providerRequest(checked.data))
  const offer = offerPrice(valuation.estimate)
  // Signed, so the offer the shopper accepts (or the valuation a site keeps) is the one we made.
  return answer({ valuation: { ...valuation, offer_price: offer, offer_signature: offer === null ? null : offerSignature(site.id, valuation.id, offer) } }, 200)
}
