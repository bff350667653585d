import type { SiteSettings } from '@/domain/site-settings'

import type { PaymentProviderName } from './provider'
import { stripeConfigFromEnv } from './stripeConfig'

type Env = Record<string, string | undefined>

/** The one value PAYMENTS_PROVIDER takes: the local test provider (no money moves) for every site. */
export const TEST_PAYMENTS = 'test'

function testPaymentsForEverySite(env: Env): boolean {
  const value = env.PAYMENTS_PROVIDER?.trim() ?? ''
  if (value === '') return false
  if (value !== TEST_PAYMENTS) throw new Error(`PAYMENTS_PROVIDER must be "test" or unset (got "${value}"): Stripe is used when STRIPE_SECRET_KEY is set.`)
  return true
}

/**
 * Who takes a site's reservation deposits, or null when nobody does (then
 * Reserve Online is off on that site). The local test provider takes no
 * money, so a production server uses it only when told so plainly: the
 * environment (PAYMENTS_PROVIDER=test, every site) or the site itself
 * (`reserveOnline.testPayments`, set by a platform admin for a demo site).
 * Otherwise Stripe when STRIPE_SECRET_KEY is set; under `next dev` the test
 * provider stays the default, so development reserves offline.
 */
export function depositProviderName(settings: Pick<SiteSettings, 'reserveOnline'>, env: Env = process.env): PaymentProviderName | null {
  if (testPaymentsForEverySite(env) || settings.reserveOnline.testPayments) return 'local'
  if (stripeConfigFromEnv(env)) return 'stripe'
  return env.NODE_ENV === 'development' ? 'local' : null
}
