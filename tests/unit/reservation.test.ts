import { describe, expect, it } from 'vitest'

import { afterStaffAction, depositCents, PENDING_RESERVATION_MINUTES, holdEndsAt, holdsTheCar, liveHolds, RESERVATION_LOST_MESSAGE, reservationNotice, reservationRefusal, reserveOnlineAvailable, reserveRequestSchema, settingsAsOffered, staffActionsFor, type ShopperReservation } from '@/domain/reservation'
import { DEFAULT_SITE_SETTINGS, resolveSiteSettings, siteSettingsSchema } from '@/domain/site-settings'
import { depositProviderName } from '@/payments/providerChoice'
import { reflectHoldInAlgolia } from '@/reservations/algoliaHold'
import { withHold } from '@/search/heldCars'

const now = new Date('2026-11-24T00:00:00Z')
const hours = (n: number) => n * 3_600_000

describe('a reservation’s life (issue 7)', () => {
  it('holds a car for 48 hours while held or confirmed', () => {
    expect(holdEndsAt(now).getTime() - now.getTime()).toBe(hours(48))
    expect(['held', 'confirmed'].every((status) => holdsTheCar(status as never))).toBe(true)
    expect(['pending', 'cancelled', 'expired', 'refunded', 'failed'].some((status) => holdsTheCar(status as never))).toBe(false)
  })

  it('staff confirm or extend a hold, and cancel anything paid and not yet refunded', () => {
    expect(staffActionsFor('held')).toEqual(['confirm', 'cancel', 'extend'])
    expect(staffActionsFor('confirmed')).toEqual(['cancel'])
    expect(staffActionsFor('expired')).toEqual(['cancel'])
    for (const status of ['pending', 'cancelled', 'refunded', 'failed'] as const) expect(staffActionsFor(status)).toEqual([])
  })

  it('an extension adds 48 hours to the current end, or to now when the hold already ended', () => {
    const end = new Date(now.getTime() + hours(10))
    expect(afterStaffAction('extend', { heldUntil: end }, now)).toEqual({ status: 'held', heldUntil: new Date(end.getTime() + hours(48)) })
    expect(afterStaffAction('extend', { heldUntil: new Date(now.getTime() - hours(1)) }, now).heldUntil).toEqual(new Date(now.getTime() + hours(48)))
    expect(afterStaffAction('confirm', { heldUntil: end }, now)).toEqual({ status: 'confirmed', heldUntil: end })
    expect(afterStaffAction('cancel', { heldUntil: end }, now).status).toBe('cancelled')
  })

  it('tells the shopper who lost the car that the deposit is refunded', () => {
    expect(reservationNotice('refunded', null)).toEqual({ tone: 'warning', text: RESERVATION_LOST_MESSAGE })
    expect(reservationNotice('held', 'Thursday').text).toContain('reserved for you until Thursday')
  })

  it('takes deposits in cents', () => {
    expect(depositCents(200)).toBe(20_000)
    expect(depositCents(199.99)).toBe(19_999)
  })

  it('the reserve form needs a name, an email and an Australian phone', () => {
    expect(reserveRequestSchema.parse({ car_id: ' C1 ', name: 'Sam', email: 'sam@example.com.au', phone_number: '0412 345 678' })).toEqual({ car_id: 'C1', name: 'Sam', email: 'sam@example.com.au', phone_number: '+61412345678' })
    expect(reserveRequestSchema.safeParse({ car_id: 'C1', name: 'Sam', email: 'sam@', phone_number: '0412 345 678' }).success).toBe(false)
    expect(reserveRequestSchema.safeParse({ car_id: '', name: 'Sam', email: 'sam@example.com.au', phone_number: '0412 345 678' }).success).toBe(false)
  })

  it('a held car is listed as reserved whatever its feed says; an unheld one as its feed says', () => {
    expect(withHold({ id: 'C1', reserved: false }, true)).toEqual({ id: 'C1', reserved: true })
    expect(withHold({ id: 'C1', reserved: true }, false)).toEqual({ id: 'C1', reserved: true })
    expect(withHold({ id: 'C1' }, false)).toEqual({ id: 'C1' })
  })
})

describe('a hold on Algolia sites', () => {
  it('writes the car’s reserved flag to its record at once, and nothing when Algolia is not configured', async () => {
    const updates: unknown[] = []
    const client = { partialUpdateObjects: async (options: unknown) => (updates.push(options), []) }
    const saved = { ...process.env }
    try {
      delete process.env.ALGOLIA_APP_ID
      delete process.env.ALGOLIA_ADMIN_KEY
      await reflectHoldInAlgolia(7, 'C1', true, client)
      expect(updates).toEqual([])
      Object.assign(process.env, { ALGOLIA_APP_ID: 'ABCD1234EF', ALGOLIA_ADMIN_KEY: 'adminkey0123456789', ALGOLIA_INDEX_PREFIX: 'forecourt_' })
      await reflectHoldInAlgolia(7, 'C1', true, client)
      expect(updates).toEqual([{ indexName: 'forecourt_site_7_vehicles', objects: [{ objectID: 'C1', reserved: true }], createIfNotExists: false }])
    } finally {
      process.env = saved
    }
  })
})

describe('Reserve Online needs a payment provider that takes the site’s deposits (issue 22)', () => {
  const on = { reserveOnline: { ...DEFAULT_SITE_SETTINGS.reserveOnline, enabled: true } }
  const demo = { reserveOnline: { ...on.reserveOnline, testPayments: true } }
  const production = { NODE_ENV: 'production' }

  it('a production server takes test payments only when the environment or the site says so plainly', () => {
    expect(depositProviderName(on, production)).toBeNull()
    expect(depositProviderName(on, { ...production, PAYMENTS_PROVIDER: 'test' })).toBe('local')
    expect(depositProviderName(demo, production)).toBe('local')
    expect(depositProviderName(on, { ...production, PAYMENTS_PROVIDER: ' ' })).toBeNull()
  })

  it('Stripe keys make Stripe the provider; the test switch still wins where it is set', () => {
    const stripe = { ...production, STRIPE_SECRET_KEY: 'sk_test_abc' }
    expect(depositProviderName(on, stripe)).toBe('stripe')
    expect(depositProviderName(on, { ...stripe, PAYMENTS_PROVIDER: 'test' })).toBe('local')
    expect(depositProviderName(demo, stripe)).toBe('local')
  })

  it('under next dev the test provider stays the default; a mistyped switch is refused by name', () => {
    expect(depositProviderName(on, { NODE_ENV: 'development' })).toBe('local')
    expect(depositProviderName(on, { NODE_ENV: 'test' })).toBeNull()
    expect(() => depositProviderName(on, { ...production, PAYMENTS_PROVIDER: 'stripe' })).toThrow('PAYMENTS_PROVIDER must be "test" or unset')
  })

  it('without a provider the site’s pages and the endpoint read Reserve Online as off', () => {
    expect(reserveOnlineAvailable(on, false)).toBe(false)
    expect(reserveOnlineAvailable(on, true)).toBe(true)
    expect(reserveOnlineAvailable(DEFAULT_SITE_SETTINGS, true)).toBe(false)
    expect(settingsAsOffered(on, false).reserveOnline.enabled).toBe(false)
    expect(settingsAsOffered(on, true)).toBe(on)
  })

  it('the switch and the cap are site settings: test payments off and one hold per shopper unless the site says otherwise', () => {
    expect(DEFAULT_SITE_SETTINGS.reserveOnline).toMatchObject({ testPayments: false, holdsPerShopper: 1 })
    expect(resolveSiteSettings({ reserveOnline: { holdsPerShopper: 3 } }).reserveOnline).toMatchObject({ holdsPerShopper: 3, enabled: false })
    expect(siteSettingsSchema.safeParse({ reserveOnline: { holdsPerShopper: 0 } }).success).toBe(false)
    expect(siteSettingsSchema.safeParse({ reserveOnline: { testPayments: 'yes' } }).success).toBe(false)
  })
})

describe('one live hold per shopper per site unless the site allows more (issue 22)', () => {
  const minutes = (n: number) => n * 60_000
  const settings = (holdsPerShopper: number) => ({ reserveOnline: { ...DEFAULT_SITE_SETTINGS.reserveOnline, enabled: true, holdsPerShopper } })
  const when = (moment: Date) => moment.toISOString()
  const held = (carId: string, endsIn: number): ShopperReservation => ({ carId, carTitle: `2021 Car ${carId}`, status: 'held', heldUntil: new Date(now.getTime() + endsIn), startedAt: new Date(now.getTime() - hours(1)) })
  const pending = (carId: string, startedAgo: number): ShopperReservation => ({ carId, carTitle: `2021 Car ${carId}`, status: 'pending', heldUntil: null, startedAt: new Date(now.getTime() - startedAgo) })

  it('a live hold is a paid hold not yet ended, or a reservation whose payment is still open, started within the payment window', () => {
    const mine = [held('a', hours(2)), held('b', -1), pending('c', minutes(5)), pending('d', minutes(PENDING_RESERVATION_MINUTES) + 1), { ...held('e', hours(2)), status: 'expired' as const }]
    expect(liveHolds(mine, now).map((hold) => [hold.carId, hold.paid, hold.until.toISOString()])).toEqual([
      ['a', true, new Date(now.getTime() + hours(2)).toISOString()],
      ['c', false, new Date(now.getTime() - minutes(5) + minutes(PENDING_RESERVATION_MINUTES)).toISOString()],
    ])
  })

  it('refuses a second car while one is held, naming it and when it ends; a site that allows two takes a second', () => {
    const holds = liveHolds([held('a', hours(2))], now)
    expect(reservationRefusal([], settings(1), 'b', when)).toBeNull()
    const refusal = reservationRefusal(holds, settings(1), 'b', when)
    const ends = new Date(now.getTime() + hours(2)).toISOString()
    expect(refusal).toBe(`You already hold the 2021 Car a on this site until ${ends}, and shoppers may hold one car at a time. Ask us to release it, or reserve again after ${ends}.`)
    expect(reservationRefusal(holds, settings(2), 'b', when)).toBeNull()
    expect(reservationRefusal(liveHolds([held('a', hours(2)), held('c', hours(1))], now), settings(2), 'b', when)).toContain('shoppers may hold 2 cars at a time')
  })

  it('an open payment for another car counts; starting again on the same car does not, and neither does an ended hold', () => {
    expect(reservationRefusal(liveHolds([pending('a', minutes(10))], now), settings(1), 'b', when)).toBe(
      `You have started reserving the 2021 Car a and its payment is still open, and shoppers may hold one car at a time. Finish that payment, or try again after ${new Date(now.getTime() + minutes(PENDING_RESERVATION_MINUTES - 10)).toISOString()}.`,
    )
    expect(reservationRefusal(liveHolds([pending('a', minutes(10))], now), settings(1), 'a', when)).toBeNull()
    // Cars are counted, not attempts: two starts on car a are one car.
    expect(reservationRefusal(liveHolds([pending('a', minutes(10)), pending('a', minutes(5))], now), settings(2), 'b', when)).toBeNull()
    // A car held and started again is held, until its hold ends.
    expect(reservationRefusal(liveHolds([pending('a', minutes(10)), held('a', hours(2))], now), settings(1), 'b', when)).toMatch(/^You already hold the 2021 Car a on this site until /)
    expect(reservationRefusal(liveHolds([held('a', -1)], now), settings(1), 'b', when)).toBeNull()
  })
})
