import { systemCollection } from '../systemCollection'

/**
 * One-time sign-in codes (issue 7). Only the keyed hash of a code is kept;
 * src/shoppers/signInCodes.ts writes and checks them with overrideAccess. No
 * one reads them, so the collection is hidden and closed to every user.
 */
export const ShopperSignInCodes = systemCollection({
  slug: 'shopper-sign-in-codes',
  timestamps: true,
  indexes: [{ fields: ['site', 'email'] }, { fields: ['site', 'requestedFrom'] }],
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'tenants', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'phone', type: 'text', admin: { description: 'The number typed with the request, saved to the account once the code is right.' } },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    { name: 'requestedFrom', type: 'text', admin: { description: 'A keyed hash of the address the code was asked for from: the hourly limits count per address, never the address itself.' } },
  ],
})
