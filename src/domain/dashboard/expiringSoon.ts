/** Offers and promo cards the dashboard warns about: still shown now, hidden within the coming days. */

/** The dashboard's warning window for offers and promo cards about to end (ours; the spec names none). */
export const EXPIRY_WARNING_DAYS = 7

const DAY_MS = 24 * 60 * 60_000

/**
 * True when `expiry` (the moment the item stops showing, exclusive) lies
 * after `now` and no more than `days` days ahead. No expiry never expires;
 * an unreadable date is not "soon" (the item's own page shows the problem).
 */
export function expiresWithin(expiry: string | Date | null | undefined, now: Date, days: number = EXPIRY_WARNING_DAYS): boolean {
  if (expiry == null || expiry === '') return false
  const at = new Date(expiry).getTime()
  if (Number.isNaN(at)) return false
  return at > now.getTime() && at <= now.getTime() + days * DAY_MS
}

/** The window's bounds as a query needs them: after `from`, up to and including `to`. */
export function expiryWindow(now: Date, days: number = EXPIRY_WARNING_DAYS): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + days * DAY_MS) }
}
