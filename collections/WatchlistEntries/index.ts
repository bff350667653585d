import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'

/**
 * Cars shoppers saved to their watchlist on server-watchlist sites (issue 7).
 * Written only by POST /api/watchlist/save-car and remove-car on the site's
 * own host (src/shoppers/watchlist.ts); a car is saved once per shopper.
 * Staff of the site may read them (who is watching which car), never edit
 * them. The price the car had when saved is kept, so the watchlist can
 * tell the shopper its price dropped since.
 */
export const WatchlistEntries: CollectionConfig = {
  slug: 'watchlist-entries',
  labels: { singular: 'Saved car', plural: 'Saved cars' },
  graphQL: { singularName: 'WatchlistEntry', pluralName: 'WatchlistEntries' },
  admin: { group: 'Customers', useAsTitle: 'carId', defaultColumns: ['carId', 'shopper', 'savedPrice', 'createdAt'] },
  access: { read: signedInStaff, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['shopper', 'carId'], unique: true }],
  timestamps: true,
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, admin: { readOnly: true } },
    { name: 'carId', label: 'Car id', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'savedPrice', label: 'Price when saved', type: 'number', admin: { readOnly: true, description: 'Empty when the car had no price then.' } },
  ],
}
