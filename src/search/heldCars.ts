import { CAR_HOLDING_STATUSES } from '@/domain/reservation'

/**
 * A reserved car shows as reserved wherever stock is listed (issue 7), whatever
 * its feed says: the feed is the dealer's system, which learns of an online
 * reservation only later. So the search indexes read a vehicle together with
 * whether a reservation holds it, from one SQL expression.
 */

const holding = CAR_HOLDING_STATUSES.map((status) => `'${status}'`).join(', ')

/** True when a reservation holds the vehicle row aliased `vehicle` (a stock_vehicles row). */
export function carIsHeldSql(vehicle: string): string {
  return `EXISTS (SELECT 1 FROM reservations held WHERE held.tenant_id = ${vehicle}.site_id AND held.car_id = ${vehicle}.id AND held.status IN (${holding}))`
}

/** The stock record as listed: reserved when a reservation holds it. */
export function withHold<Listed extends object>(record: Listed, held: boolean): Listed {
  return held ? { ...record, reserved: true } : record
}
