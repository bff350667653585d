import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { shopperDeletionRefusal } from '@/domain/shoppers'

/**
 * Before a shopper is deleted (by a platform admin): refused while one of
 * their reservations is unsettled (shopperDeletionRefusal), else their
 * watchlist, sessions and sign-in codes go with them, in the same
 * transaction. Reservations stay, unlinked by the database (ON DELETE SET NULL).
 */
export const deleteShopperData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { payload } = req
  const shopper = await payload.findByID({ collection: 'shoppers', id, depth: 0, overrideAccess: true, req })
  const { docs } = await payload.find({ collection: 'reservations', where: { shopper: { equals: id } }, depth: 0, pagination: false, overrideAccess: true, req, select: { status: true } })
  const refusal = shopperDeletionRefusal(docs.map((reservation) => reservation.status))
  if (refusal) throw new APIError(refusal, 409, [{ message: refusal }], true)
  const siteId = typeof shopper.tenant === 'object' ? shopper.tenant?.id : shopper.tenant
  await payload.db.deleteMany({ collection: 'watchlist-entries', where: { shopper: { equals: id } }, req })
  await payload.db.deleteMany({ collection: 'shopper-sessions', where: { shopper: { equals: id } }, req })
  if (siteId) await payload.db.deleteMany({ collection: 'shopper-sign-in-codes', where: { and: [{ site: { equals: siteId } }, { email: { equals: shopper.email } }] }, req })
}
