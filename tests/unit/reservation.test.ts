import { describe, expect, it } from 'vitest'

import { RESERVATION_LOST_MESSAGE } from '@/domain/constants'
import { afterStaffAction, depositCents, holdEndsAt, holdsTheCar, reservationNotice, reserveRequestSchema, staffActionsFor } from '@/domain/reservation'
import { reflectHoldInAlgolia } from '@/reservations/algoliaHold'
import { withHold } from '@/reservations/heldCars'

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
