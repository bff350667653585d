
import { SHOPPER_BODY_MAX_BYTES } from '@/domain/requestLimits'
import { decodedUrlPart } from '@/domain/requestText'
import { sameSiteUrlPath } from '@/domain/sameSitePath'
import { findLocalPayment, settleLocalPayment } from '@/payments/localProvider'
import { resolveSiteSettings } from '@/domain/site-settings'
import { depositProviderName } from '@/payments/providerChoice'
import { failReservationPayment } from '@/reservations/completeReservation'
import { poolOf } from '@/server/payloadPool'
import { jsonAnswer, seeOther } from '@/shoppers/siteRequest'
import { readSiteCall } from '@/sites/siteCall'

export const dynamic = 'force-dynamic'

/**
 * POST /api/test-payment/{paymentId} on a dealer host: the local test
 * provider's "card processor" (issue 7). outcome=pay takes the payment and
 * returns the shopper to the reserve flow; outcome=decline fails it. Only the
 * local provider's payments exist here, and only a site whose deposits the
 * test provider takes (depositProviderName) settles one: a test payment left
 * from before Stripe keys were set, or the switch turned off, must not hold a car for free.
 */
export async function POST(request: Request, { params }: { params: Promise<{ paymentId: string }> }) {
  const paymentId = decodedUrlPart((await params).paymentId)
  if (paymentId === null) return jsonAnswer({ message: 'This is not a test payment address: check the link.' }, 400)
  const read = await readSiteCall(request, { refuse: (message, status) => jsonAnswer({ message }, status), body: { maxBytes: SHOPPER_BODY_MAX_BYTES, forms: true } })
  if (read instanceof Response) return read
  const { payload, site } = read
  const pool = poolOf(payload)
  if (depositProviderName(resolveSiteSettings(site.settings as never)) !== 'local') return jsonAnswer({ message: 'This site takes no test payments: test payments are off.' }, 404)
  if (!(await findLocalPayment(pool, paymentId, site.id))) return jsonAnswer({ message: 'There is no such test payment.' }, 404)
  const outcome = (read.body as { outcome?: unknown } | null)?.outcome
  if (outcome !== 'pay' && outcome !== 'decline') return jsonAnswer({ message: 'Send outcome=pay or outcome=decline.' }, 400)
  const payment = await settleLocalPayment(pool, paymentId, site.id, outcome === 'pay' ? 'paid' : 'failed')
  if (!payment) return jsonAnswer({ message: 'There is no such test payment.' }, 404)
  if (payment.status === 'failed') {
    await failReservationPayment(payload, paymentId)
    return seeOther(sameSiteUrlPath(payment.cancelUrl, request.headers.get('host')))
  }
  return seeOther(sameSiteUrlPath(payment.returnUrl, request.headers.get('host')))
}
