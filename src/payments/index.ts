import type { Payload } from 'payload'

import { poolOf } from '@/shoppers/database'

import { localProvider } from './localProvider'
import type { PaymentProvider, PaymentProviderName } from './provider'
import { stripeConfigFromEnv } from './stripeConfig'
import { stripeProvider } from './stripeProvider'

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the local test provider (docs/shoppers.md, "Reserve online"). */
export function paymentProvider(payload: Payload): PaymentProvider {
  const stripe = stripeConfigFromEnv()
  return stripe ? stripeProvider({ secretKey: stripe.secretKey }) : localProvider(poolOf(payload))
}

/** The provider a reservation was paid with, even if the configuration changed since: its refund must go back the same way. */
export function providerNamed(payload: Payload, name: PaymentProviderName): PaymentProvider {
  if (name === 'local') return localProvider(poolOf(payload))
  const stripe = stripeConfigFromEnv()
  if (!stripe) throw new Error('This reservation was paid through Stripe, but STRIPE_SECRET_KEY is not set: set it to refund or check the payment.')
  return stripeProvider({ secretKey: stripe.secretKey })
}
