import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import StripeSdk from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { DepositRequest } from '@/payments/provider'
import { stripeConfigFromEnv } from '@/payments/stripeConfig'
import { stripeProvider, stripeWebhookEvent } from '@/payments/stripeProvider'

const SECRET_KEY = 'sk_test_51FakeKeyForTheLocalFakeOfStripe'
const WEBHOOK_SECRET = 'whsec_fake_signing_secret'

type Recorded = { method: string; path: string; idempotencyKey: string | undefined; authorization: string | undefined; form: Record<string, string> }
type Session = { id: string; object: 'checkout.session'; url: string | null; status: string; payment_status: string; payment_intent: string | null }
type Refund = { id: string; object: 'refund'; payment_intent: string; status: string; metadata: Record<string, string> }

/**
 * A fake of the few Stripe API endpoints the provider calls. Like Stripe, it
 * replays a refund for a known Idempotency-Key, refuses a known key with
 * other parameters, and refuses to refund a payment twice.
 */
const fake = {
  requests: [] as Recorded[],
  sessions: new Map<string, Session>(),
  refunds: [] as Refund[],
  refundsByKey: new Map<string, { form: string; refund: Refund }>(),
  failNext: null as { status: number; error: Record<string, string> } | null,
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code && { code }) } })

function createRefund(request: Recorded, rawForm: string): [number, unknown] {
  const known = request.idempotencyKey === undefined ? undefined : fake.refundsByKey.get(request.idempotencyKey)
  if (known && known.form !== rawForm) {
    return [400, stripeError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.')]
  }
  if (known) return [200, known.refund]
  const paymentIntent = request.form.payment_intent ?? ''
  if (fake.refunds.some((refund) => refund.payment_intent === paymentIntent)) {
    return [400, stripeError('invalid_request_error', `Charge for ${paymentIntent} has already been refunded.`, 'charge_already_refunded')]
  }
  const refund: Refund = {
    id: `re_${fake.refunds.length + 1}`,
    object: 'refund',
    payment_intent: paymentIntent,
    status: 'succeeded',
    metadata: { reason: request.form['metadata[reason]'] ?? '' },
  }
  fake.refunds.push(refund)
  if (request.idempotencyKey !== undefined) fake.refundsByKey.set(request.idempotencyKey, { form: rawForm, refund })
  return [200, refund]
}

function answerStripe(request: Recorded, rawForm: string): [number, unknown] {
  if (fake.failNext) {
    const { status, error } = fake.failNext
    fake.failNext = null
    return [status, { error }]
  }
  const [path = '', query] = request.path.split('?')
  if (request.method === 'POST' && path === '/v1/checkout/sessions') {
    const id = `cs_test_${fake.sessions.size + 1}`
    const session: Session = { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', payment_status: 'unpaid', payment_intent: null }
    fake.sessions.set(id, session)
    return [200, session]
  }
  const sessionId = request.method === 'GET' && path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1]
  if (sessionId) {
    const session = fake.sessions.get(sessionId)
    return session ? [200, session] : [404, stripeError('invalid_request_error', `No such checkout.session: '${sessionId}'`, 'resource_missing')]
  }
  if (request.method === 'POST' && path === '/v1/refunds') return createRefund(request, rawForm)
  if (request.method === 'GET' && path === '/v1/refunds') {
    const paymentIntent = new URLSearchParams(query).get('payment_intent')
    return [200, { object: 'list', url: '/v1/refunds', has_more: false, data: fake.refunds.filter((refund) => refund.payment_intent === paymentIntent) }]
  }
  return [404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method}: ${path})`)]
}

async function handle(incoming: IncomingMessage, response: ServerResponse) {
  let rawForm = ''
  for await (const chunk of incoming) rawForm += chunk
  const header = (name: string) => {
    const value = incoming.headers[name]
    return Array.isArray(value) ? value[0] : value
  }
  const recorded: Recorded = {
    method: incoming.method ?? '',
    path: incoming.url ?? '',
    idempotencyKey: header('idempotency-key'),
    authorization: header('authorization'),
    form: Object.fromEntries(new URLSearchParams(rawForm)),
  }
  fake.requests.push(recorded)
  const [status, body] = answerStripe(recorded, rawForm)
  reply(response, status, body)
}

let server: Server
let provider: ReturnType<typeof stripeProvider>

beforeAll(async () => {
  server = createServer((incoming, response) => void handle(incoming, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  provider = stripeProvider({ secretKey: SECRET_KEY, apiHost: '127.0.0.1', apiPort: port, apiProtocol: 'http' })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  fake.requests = []
  fake.sessions.clear()
  fake.refunds = []
  fake.refundsByKey.clear()
  fake.failNext = null
})

function addSession(id: string, fields: Partial<Session>) {
  fake.sessions.set(id, { id, object: 'checkout.session', url: null, status: 'open', payment_status: 'unpaid', payment_intent: null, ...fields })
}

const deposit: DepositRequest = {
  reservationId: 'res_42',
  amountCents: 50_000,
  description: 'Deposit to reserve 2021 Toyota Corolla Ascent',
  returnUrl: 'https://dealer.example/reservations/res_42/return',
  cancelUrl: 'https://dealer.example/cars/corolla',
  customerEmail: 'shopper@example.com',
}

describe('Stripe provider: starting a deposit', () => {
  it('creates a Checkout Session for the deposit in AUD and sends the shopper to its page', async () => {
    const started = await provider.startPayment(deposit)

    expect(started).toEqual({ paymentId: 'cs_test_1', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    const [create] = fake.requests
    expect(create).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}` })
    expect(create?.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '50000',
      'line_items[0][price_data][product_data][name]': 'Deposit to reserve 2021 Toyota Corolla Ascent',
      'metadata[reservation_id]': 'res_42',
      'payment_intent_data[metadata][reservation_id]': 'res_42',
      success_url: 'https://dealer.example/reservations/res_42/return',
      cancel_url: 'https://dealer.example/cars/corolla',
      customer_email: 'shopper@example.com',
    })
  })

  it('leaves the email to the shopper when none is given', async () => {
    await provider.startPayment({ ...deposit, customerEmail: undefined })

    expect(fake.requests[0]?.form).not.toHaveProperty('customer_email')
  })
})

describe('Stripe provider: payment state', () => {
  it.each([
    ['paid', { status: 'complete', payment_status: 'paid' }],
    ['paid', { status: 'complete', payment_status: 'no_payment_required' }],
    ['open', { status: 'open', payment_status: 'unpaid' }],
    // An async method (e.g. BECS direct debit) was submitted but has not cleared yet.
    ['open', { status: 'complete', payment_status: 'unpaid' }],
    ['failed', { status: 'expired', payment_status: 'unpaid' }],
  ] as const)('is %s for a session with %o', async (state, fields) => {
    addSession('cs_test_state', fields)

    expect(await provider.paymentState('cs_test_state')).toBe(state)
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/checkout/sessions/cs_test_state'])
  })
})

describe('Stripe provider: refunds', () => {
  beforeEach(() => addSession('cs_test_paid', { status: 'complete', payment_status: 'paid', payment_intent: 'pi_123' }))

  const refundRequests = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds')

  it('refunds the whole payment of the session, with the reason as metadata', async () => {
    expect(await provider.refund('cs_test_paid', 'Car sold before the deposit cleared')).toBe('re_1')

    const [refund] = refundRequests()
    expect(refund?.form).toEqual({ payment_intent: 'pi_123', 'metadata[reason]': 'Car sold before the deposit cleared' })
    expect(refund?.idempotencyKey).toContain('cs_test_paid')
  })

  it('refunds once when asked twice: both calls send the same idempotency key and get the same refund', async () => {
    const first = await provider.refund('cs_test_paid', 'Shopper cancelled')
    const second = await provider.refund('cs_test_paid', 'Shopper cancelled')

    expect(second).toBe(first)
    expect(fake.refunds).toHaveLength(1)
    const keys = refundRequests().map((request) => request.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('returns the earlier refund when the second call gives another reason (Stripe refuses the reused key)', async () => {
    const first = await provider.refund('cs_test_paid', 'Shopper cancelled')

    expect(await provider.refund('cs_test_paid', 'Dealer cancelled')).toBe(first)
    expect(fake.refunds).toHaveLength(1)
  })

  it('returns the earlier refund once Stripe has forgotten the idempotency key', async () => {
    const first = await provider.refund('cs_test_paid', 'Shopper cancelled')
    fake.refundsByKey.clear()

    expect(await provider.refund('cs_test_paid', 'Shopper cancelled')).toBe(first)
    expect(fake.refunds).toHaveLength(1)
  })

  it('refuses to refund a session that was never paid', async () => {
    addSession('cs_test_unpaid', {})

    await expect(provider.refund('cs_test_unpaid', 'Shopper cancelled')).rejects.toThrow('Checkout Session cs_test_unpaid has no payment to refund: it was never paid.')
    expect(refundRequests()).toEqual([])
  })
})

describe('Stripe provider: errors', () => {
  it('turns an API error into a readable Error', async () => {
    fake.failNext = { status: 402, error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }

    const error = await provider.startPayment(deposit).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(StripeSdk.errors.StripeError)
    expect((error as Error).message).toBe('Stripe could not start the deposit for reservation res_42: Your card was declined. (HTTP 402, card_declined)')
  })

  it('names the missing session', async () => {
    await expect(provider.paymentState('cs_test_nope')).rejects.toThrow(
      "Stripe could not read Checkout Session cs_test_nope: No such checkout.session: 'cs_test_nope' (HTTP 404, resource_missing)",
    )
  })

  it('never shows the secret key, even when Stripe echoes it', async () => {
    fake.failNext = { status: 401, error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` } }

    const error = (await provider.paymentState('cs_test_1').catch((caught: unknown) => caught)) as Error

    expect(error.message).toContain('Invalid API Key provided: [redacted key]')
    expect(error.message).not.toContain(SECRET_KEY)
    expect(error.message).not.toContain('sk_test_')
  })
})

describe('Stripe webhook events', () => {
  const eventBody = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } })
  const signed = (body: string) => StripeSdk.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })

  it.each(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired'])(
    'accepts a signed %s event and names its Checkout Session',
    (type) => {
      const body = eventBody(type, { id: 'cs_test_9', object: 'checkout.session' })

      expect(stripeWebhookEvent(body, signed(body), WEBHOOK_SECRET)).toEqual({ type, paymentId: 'cs_test_9' })
    },
  )

  it('names no payment for other events', () => {
    const body = eventBody('payment_intent.succeeded', { id: 'pi_123', object: 'payment_intent' })

    expect(stripeWebhookEvent(body, signed(body), WEBHOOK_SECRET)).toEqual({ type: 'payment_intent.succeeded', paymentId: null })
  })

  it('rejects a body changed after signing', () => {
    const body = eventBody('checkout.session.completed', { id: 'cs_test_9', object: 'checkout.session' })
    const tampered = body.replace('cs_test_9', 'cs_test_8')

    expect(() => stripeWebhookEvent(tampered, signed(body), WEBHOOK_SECRET)).toThrow(/^The Stripe-Signature header does not match this body and STRIPE_WEBHOOK_SECRET/)
  })

  it('rejects a body signed with another secret, and a missing header', () => {
    const body = eventBody('checkout.session.completed', { id: 'cs_test_9', object: 'checkout.session' })
    const otherHeader = StripeSdk.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' })

    expect(() => stripeWebhookEvent(body, otherHeader, WEBHOOK_SECRET)).toThrow(/does not match/)
    expect(() => stripeWebhookEvent(body, null, WEBHOOK_SECRET)).toThrow('The request has no Stripe-Signature header')
  })
})

describe('Stripe configuration', () => {
  it('is null when STRIPE_SECRET_KEY is unset or blank: deposits use the local provider', () => {
    expect(stripeConfigFromEnv({})).toBeNull()
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: '  ', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toBeNull()
  })

  it('reads the secret key and the webhook secret, which may be missing', () => {
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).toEqual({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
    expect(stripeConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: '' })).toEqual({ secretKey: 'sk_live_abc123', webhookSecret: null })
  })

  it('throws a readable message for a malformed key, without repeating it', () => {
    const publishable = 'pk_test_51PublishableNotSecret'
    let message = ''
    try {
      stripeConfigFromEnv({ STRIPE_SECRET_KEY: publishable })
    } catch (error) {
      message = (error as Error).message
    }

    expect(message).toMatch(/^Stripe is misconfigured: STRIPE_SECRET_KEY must be a secret key starting with sk_test_ or sk_live_/)
    expect(message).not.toContain(publishable)
  })

  it('throws a readable message for a webhook secret that is not a signing secret', () => {
    expect(() => stripeConfigFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: 'we_1234' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be a webhook endpoint's signing secret, starting with whsec_/,
    )
  })
})
