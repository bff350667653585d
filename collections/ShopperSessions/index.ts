import { systemCollection } from '../systemCollection'

/**
 * Signed-in devices of shoppers (issue 7): the cookie holds a random token,
 * the table only its SHA-256, so a copy of the database signs no one in.
 * Hidden and closed: only collections/Shoppers/sessions.ts touches it.
 */
export const ShopperSessions = systemCollection({
  slug: 'shopper-sessions',
  timestamps: true,
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'site', type: 'relationship', relationTo: 'tenants', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
})
