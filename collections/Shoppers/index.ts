import type { CollectionConfig } from 'payload'

import { platformAdminOnly, signedInStaff } from '@/access/roles'

import { deleteShopperData } from './hooks/deleteShopperData'
import { shopperSessionStrategy } from './sessionStrategy'

/**
 * Shoppers of one dealer site (issue 7), apart from staff users: they sign in
 * on the site's own host with a one-time code (no password at all, so
 * Payload's local strategy is off) and stay signed in through the session
 * cookie that strategy reads. The same email on two sites is two shoppers,
 * hence the address is unique per site, not globally.
 *
 * Staff see their own sites' shoppers (the multi-tenant plugin narrows
 * reading); shoppers never reach Payload's API, which lives on the platform
 * host only, and change their details through the site's own endpoints.
 * Deleting a shopper deletes their watchlist, sessions and sign-in codes
 * (deleteShopperData).
 */
export const Shoppers: CollectionConfig = {
  slug: 'shoppers',
  labels: { singular: 'Shopper', plural: 'Shoppers' },
  graphQL: { singularName: 'Shopper', pluralName: 'Shoppers' },
  auth: { disableLocalStrategy: true, strategies: [shopperSessionStrategy] },
  admin: { group: 'Customers', useAsTitle: 'email', defaultColumns: ['email', 'phone', 'lastSignedInAt', 'createdAt'] },
  access: { read: signedInStaff, create: () => false, update: platformAdminOnly, delete: platformAdminOnly, admin: () => false },
  hooks: { beforeDelete: [deleteShopperData] },
  indexes: [{ fields: ['tenant', 'email'], unique: true }],
  timestamps: true,
  fields: [
    { name: 'email', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'Where sign-in codes go; lower case.' } },
    { name: 'phone', type: 'text', admin: { description: 'E.164 (+61…): the watchlist needs it.' } },
    { name: 'lastSignedInAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
