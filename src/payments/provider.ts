/**
 * Taking a reservation deposit (issue 7): one interface, two providers.
 *
 * - `stripe`: Stripe Checkout, used when STRIPE_SECRET_KEY is set (test mode
 *   with test keys).
 * - `local`: the embedded default, a test provider whose payments live in
 *   PostgreSQL (table local_payments) and are approved on a page of the site
 *   itself; no money moves, so the whole flow runs offline.
 *
 * A payment is identified by the provider's own id (a Checkout Session id,
 * or a local payment id); the reservation keeps it.
 */

export type PaymentProviderName = 'local' | 'stripe'

export type DepositRequest = {
  /** Our reservation's id, kept by the provider as metadata. */
  reservationId: string
  /** The deposit in cents (AUD). */
  amountCents: number
  /** What the shopper's statement and the provider's page show, e.g. "Deposit to reserve 2021 Toyota Corolla Ascent". */
  description: string
  /** Absolute URL the shopper returns to after paying; the server then asks the provider whether the payment went through. */
  returnUrl: string
  /** Absolute URL the shopper returns to on cancel. */
  cancelUrl: string
  customerEmail?: string
}

export type StartedPayment = {
  /** The provider's id of this payment. */
  paymentId: string
  /** Where to send the shopper to pay. */
  redirectUrl: string
}

/** open: not paid yet; paid: the money is taken; failed: it will never be paid (expired or declined). */
export type PaymentState = 'open' | 'paid' | 'failed'

export interface PaymentProvider {
  readonly name: PaymentProviderName
  startPayment(request: DepositRequest): Promise<StartedPayment>
  paymentState(paymentId: string): Promise<PaymentState>
  /** Refunds the whole payment and returns the refund's id. Refunding the same payment twice refunds it once. */
  refund(paymentId: string, reason: string): Promise<string>
}
