import { fieldErrors } from '@/domain/leads/formErrors'
import { miscellaneousRequest } from '@/domain/tradeIn/leadUpdates'
import { addToTradeInLead } from '@/tradeIn/leadColumns'
import { offerIsOurs } from '@/tradeIn/offerSignature'
import { answer, readTradeInCall, refusedOffer } from '@/tradeIn/siteRequest'

export const dynamic = 'force-dynamic'

/**
 * POST /api/miscellaneous on a dealer host: the
 * valuation result plus column_name=valuation, kept with the trade-in lead on
 * sites whose settings ask for it (saveTradeInValuations); other sites refuse
 * with 403. Bad input is refused whole and stores nothing.
 */
export async function POST(request: Request) {
  const read = await readTradeInCall(request)
  if (read instanceof Response) return read
  if (!read.settings.saveTradeInValuations) return answer({ error: 'This site does not keep trade-in valuations.' }, 403)
  const checked = miscellaneousRequest.safeParse(read.body)
  if (!checked.success) return answer({ error: 'Send {"lead_id", "column_name": "valuation", "valuation": {…the valuation answered}}.', fields: fieldErrors(checked.error) }, 400)
  const { lead_id, column_name, valuation } = checked.data
  const { offer_price, offer_signature } = valuation
  if (offer_price !== null && !(offer_signature && offerIsOurs(read.site.id, valuation.id, offer_price, offer_signature))) return refusedOffer()
  const saved = await addToTradeInLead(read.pool, read.site.id, lead_id, { [column_name]: { ...valuation, saved_at: new Date().toISOString() } })
  if (!saved) return answer({ error: 'This site has no trade-in lead with that lead_id.', fields: { lead_id: 'No trade-in lead of this site has this id.' } }, 404)
  return answer({ saved: true }, 200)
}
