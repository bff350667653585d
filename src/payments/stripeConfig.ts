import { z } from 'zod'

/** Stripe's settings, read from the environment (see stripeConfigFromEnv). */
export type StripeConfig = {
  secretKey: string
  /** Signs the webhooks Stripe sends; null when unset, and then the webhook endpoint refuses every call. */
  webhookSecret: string | null
}

/** .env files often carry `NAME=` for "not used here": blank counts as unset. */
const unsetIfBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

// The messages never repeat the value: it is a secret.
const envSchema = z.object({
  STRIPE_SECRET_KEY: z.preprocess(
    unsetIfBlank,
    z
      .string()
      .trim()
      .regex(/^sk_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must be a secret key starting with sk_test_ or sk_live_ (not the publishable pk_ key), from the Stripe Dashboard under Developers > API keys')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    unsetIfBlank,
    z.string().trim().regex(/^whsec_\S+$/, "STRIPE_WEBHOOK_SECRET must be a webhook endpoint's signing secret, starting with whsec_").optional(),
  ),
})

/**
 * Stripe's configuration from the environment, or null when STRIPE_SECRET_KEY
 * is unset (then deposits use the local provider). A malformed value throws
 * instead of falling back, so a pasted wrong key is noticed at once.
 */
export function stripeConfigFromEnv(env: Record<string, string | undefined> = process.env): StripeConfig | null {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    throw new Error(`Stripe is misconfigured: ${result.error.issues.map((issue) => issue.message).join('; ')}.`)
  }
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = result.data
  if (secretKey === undefined) return null
  return { secretKey, webhookSecret: webhookSecret ?? null }
}
