import type { Payload } from 'payload'

import type { SiteSettings } from '@/domain/site-settings'
import { poolOf } from '@/server/payloadPool'

import { localProvider } from './localProvider'
import type { PaymentProvider, PaymentProviderName } from './provider'
import { depositProviderName } from './providerChoice'
import { stripeConfigFromEnv } from './stripeConfig'
import { stripeProvider } from './stripeProvider'

/** The provider that takes this site's deposits (depositProviderName), or null when Reserve Online is off for want of one. */
export function paymentProvider(payload: Payload, settings: Pick<SiteSettings, 'reserveOnline'>): PaymentProvider | null {
  const name = depositProviderName(settings)
  return name ? providerNamed(payload, name) : null
}

/** The provider a reservation was paid with, even if the configuration changed since: its refund must go back the same way. */
export function providerNamed(payload: Payload, name: PaymentProviderName): PaymentProvider {
  if (name === 'local') return localProvider(poolOf(payload))
  const stripe = stripeConfigFromEnv()
  if (!stripe) throw new Error('This reservation was paid through Stripe, but STRIPE_SECRET_KEY is not set: set it to refund or check the payment.')
  return stripeProvider({ secretKey: stripe.secretKey })
}
