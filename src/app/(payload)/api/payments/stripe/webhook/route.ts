
import { stripeConfigFromEnv } from '@/payments/stripeConfig'
import { stripeWebhookEvent } from '@/payments/stripeProvider'
import { isBodyRefusal, readBodyText } from '@/server/requestBody'
import { completeReservationPayment, failReservationPayment } from '@/reservations/completeReservation'
import { sitePayload } from '@/sites/sitePayload'

export const dynamic = 'force-dynamic'

/** Stripe's events are a few kilobytes; far larger bodies are not Stripe's and are not read. */
const STRIPE_EVENT_MAX_BYTES = 1024 * 1024

function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * POST /api/payments/stripe/webhook: Stripe tells us a Checkout Session was
 * paid or expired, so a reservation is settled even when the shopper never
 * comes back to the return URL. Other events are acknowledged and ignored.
 * When settling throws, the 500 makes Stripe send the event again later.
 */
export async function POST(request: Request) {
  let stripe: ReturnType<typeof stripeConfigFromEnv>
  try {
    stripe = stripeConfigFromEnv()
  } catch (error) {
    return answer({ message: error instanceof Error ? error.message : 'Stripe is misconfigured.' }, 503)
  }
  if (!stripe?.webhookSecret) {
    return answer({ message: 'Stripe webhooks are not configured here: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.' }, 503)
  }
  // The signature covers the exact bytes Stripe sent, so the body is read as text, never parsed and re-serialised.
  const rawBody = await readBodyText(request, STRIPE_EVENT_MAX_BYTES)
  if (isBodyRefusal(rawBody)) return answer({ message: rawBody.message }, rawBody.status)
  let event: ReturnType<typeof stripeWebhookEvent>
  try {
    event = stripeWebhookEvent(rawBody, request.headers.get('stripe-signature'), stripe.webhookSecret)
  } catch (error) {
    return answer({ message: error instanceof Error ? error.message : 'The Stripe signature could not be checked.' }, 400)
  }
  if (event.paymentId) {
    const payload = await sitePayload()
    if (event.type === 'checkout.session.expired') await failReservationPayment(payload, event.paymentId)
    else await completeReservationPayment(payload, event.paymentId)
  }
  return answer({ received: true }, 200)
}
