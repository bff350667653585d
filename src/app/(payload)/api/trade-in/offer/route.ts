import { fieldErrors } from '@/domain/leads/formErrors'
import { offerAcceptanceRequest } from '@/domain/tradeIn/leadUpdates'
import { addToTradeInLead } from '@/tradeIn/leadColumns'
import { offerIsOurs } from '@/tradeIn/offerSignature'
import { answer, readTradeInCall, refusedOffer } from '@/tradeIn/siteRequest'

export const dynamic = 'force-dynamic'

/**
 * POST /api/trade-in/offer on a dealer host: the trade-in form's last step
 * (offer acceptance, which sends lead_id, form_completed and
 * offer_accepted). Recorded on the trade-in lead the first step stored, with
 * the valuation and the price the shopper saw and the time they answered.
 */
export async function POST(request: Request) {
  const read = await readTradeInCall(request)
  if (read instanceof Response) return read
  const checked = offerAcceptanceRequest.safeParse(read.body)
  if (!checked.success) return answer({ error: 'Send {"lead_id", "valuation_id", "offer_price", "offer_signature", "form_completed": true, "offer_accepted"}.', fields: fieldErrors(checked.error) }, 400)
  const { lead_id, valuation_id, offer_price, offer_signature, form_completed, offer_accepted } = checked.data
  if (!offerIsOurs(read.site.id, valuation_id, offer_price, offer_signature)) return refusedOffer()
  const saved = await addToTradeInLead(read.pool, read.site.id, lead_id, { form_completed, offer_accepted, offer_price, valuation_id, offer_answered_at: new Date().toISOString() })
  if (!saved) return answer({ error: 'This site has no trade-in lead with that lead_id.', fields: { lead_id: 'No trade-in lead of this site has this id.' } }, 404)
  return answer({ lead_id, offer_accepted }, 200)
}
