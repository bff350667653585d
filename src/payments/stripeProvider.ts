import StripeSdk from 'stripe'

import { DEPOSIT_CURRENCY } from '@/domain/reservation'

import type { DepositRequest, PaymentProvider, PaymentState, StartedPayment } from './provider'

export type StripeProviderOptions = {
  secretKey: string
  /** Only for tests, which point the SDK at a local fake of Stripe's API. */
  apiHost?: string
  apiPort?: number
  apiProtocol?: 'http' | 'https'
}

/** Stripe caps metadata values at 500 characters and rejects the whole request above that. */
const METADATA_VALUE_LIMIT = 500

/** Stripe echoes keys in some messages ("Invalid API Key provided: sk_test_…"); logs and pages must never show one. */
const withoutKeys = (text: string) => text.replace(/\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g, '[redacted key]')

/**
 * The SDK's errors carry the raw response, which may echo the key; callers get
 * one readable sentence instead, and no `cause`, so logging it shows no secret.
 */
function readableError(action: string, error: unknown): Error {
  if (error instanceof StripeSdk.errors.StripeError) {
    const details = [error.statusCode && `HTTP ${error.statusCode}`, error.code ?? error.type].filter(Boolean).join(', ')
    return new Error(withoutKeys(`Stripe could not ${action}: ${error.message} (${details})`))
  }
  return new Error(withoutKeys(`Stripe could not ${action}: ${error instanceof Error ? error.message : String(error)}`))
}

async function askStripe<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw readableError(action, error)
  }
}

/**
 * Stripe's answers to a repeated refund it cannot simply replay: the idempotency
 * key has expired (Stripe keeps keys about 24 hours), or the repeat gave another
 * reason text, which Stripe treats as a reused key with other parameters.
 */
function refundedBefore(error: unknown): boolean {
  return (
    error instanceof StripeSdk.errors.StripeIdempotencyError ||
    (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')
  )
}

function stateOf(session: StripeSdk.Checkout.Session): PaymentState {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid'
  if (session.status === 'expired') return 'failed'
  return 'open'
}

/** Deposits through Stripe Checkout: the payment id is the Checkout Session's id. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new StripeSdk(options.secretKey, {
    host: options.apiHost,
    port: options.apiPort,
    protocol: options.apiProtocol,
  })

  const retrieveSession = (paymentId: string) =>
    askStripe(`read Checkout Session ${paymentId}`, () => stripe.checkout.sessions.retrieve(paymentId))

  return {
    name: 'stripe',

    async startPayment(request: DepositRequest): Promise<StartedPayment> {
      const metadata = { reservation_id: request.reservationId }
      const session = await askStripe(`start the deposit for reservation ${request.reservationId}`, () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: DEPOSIT_CURRENCY, unit_amount: request.amountCents, product_data: { name: request.description } },
            },
          ],
          metadata,
          // The PaymentIntent is what refunds and the Dashboard's payments list show: it carries the reservation too.
          payment_intent_data: { metadata },
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          customer_email: request.customerEmail,
        }),
      )
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a payment page URL.`)
      return { paymentId: session.id, redirectUrl: session.url }
    },

    async paymentState(paymentId: string): Promise<PaymentState> {
      return stateOf(await retrieveSession(paymentId))
    },

    async refund(paymentId: string, reason: string): Promise<string> {
      const session = await retrieveSession(paymentId)
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
      if (!paymentIntent) throw new Error(`Checkout Session ${paymentId} has no payment to refund: it was never paid.`)
      const action = `refund Checkout Session ${paymentId}`
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { reason: reason.slice(0, METADATA_VALUE_LIMIT) } },
          // One key per payment: a retried or repeated refund returns the first refund instead of a second one.
          { idempotencyKey: `forecourt-refund-${paymentId}` },
        )
        return refund.id
      } catch (error) {
        if (!refundedBefore(error)) throw readableError(action, error)
      }
      const earlier = await askStripe(action, () => stripe.refunds.list({ payment_intent: paymentIntent, limit: 10 }))
      const kept = earlier.data.find((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      if (!kept) throw new Error(`Stripe could not ${action}: Stripe refused it as a repeat refund, but lists no refund for this payment.`)
      return kept.id
    },
  }
}

/**
 * Checks a webhook's Stripe-Signature header against the raw body and the
 * endpoint's signing secret, and returns what the event is about. For the
 * Checkout Session events the reservations care about, paymentId is the
 * session's id; for any other event it is null.
 */
export function stripeWebhookEvent(rawBody: string, signature: string | null, webhookSecret: string): { type: string; paymentId: string | null } {
  if (!signature) throw new Error('The request has no Stripe-Signature header: it did not come from Stripe.')
  let event: StripeSdk.Event
  try {
    event = StripeSdk.webhooks.constructEvent(rawBody, signature, webhookSecret)
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    throw new Error(withoutKeys(`The Stripe-Signature header does not match this body and STRIPE_WEBHOOK_SECRET: ${why}`), { cause: error })
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired':
      return { type: event.type, paymentId: event.data.object.id }
    default:
      return { type: event.type, paymentId: null }
  }
}
