import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { httpsOnly, linkAddressField } from '@/fields/linkAddress'
import { siteSlugField, uniqueSlugPerSite } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'

/** A dealership (franchise or business) of a dealer site; its locations belong to it. */
export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  labels: { singular: 'Dealership', plural: 'Dealerships' },
  graphQL: { singularName: 'Dealership', pluralName: 'Dealerships' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturers', 'updatedAt'], group: 'Dealer network' },
  // Public pages read through the Local API with an explicit site filter; REST and GraphQL are for staff only.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  indexes: uniqueSlugPerSite,
  hooks: (({ afterChange, afterDelete }) => ({ afterChange: [afterChange], afterDelete: [afterDelete] }))(revalidateSiteData('dealerships')),
  fields: [
    { name: 'name', type: 'text', required: true },
    siteSlugField('Used in links such as search by dealership.'),
    { name: 'manufacturers', type: 'text', hasMany: true, admin: { description: 'Makes this dealership sells new, e.g. Toyota.', components: { Cell: '@/components/admin/TextListCell#TextListCell' } } },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'email', type: 'email' }] },
        { type: 'row', fields: [linkAddressField({ name: 'facebookUrl' }, httpsOnly), linkAddressField({ name: 'instagramUrl' }, httpsOnly)] },
        { name: 'complaintsContact', type: 'text', admin: { description: 'Who handles complaints, shown on the complaint handling page.' } },
      ],
    },
    // A collapsible, not a group: the field keeps its name (and column).
    {
      type: 'collapsible',
      label: 'Integration',
      admin: { initCollapsed: true, description: 'Ids from the dealer\u2019s systems.' },
      fields: [{ name: 'externalId', type: 'number', admin: { description: 'Dealership id in the stock feed (dealership_id).' } }],
    },
    {
      name: 'reviewProfiles',
      type: 'array',
      admin: { description: 'Where customers can leave a review, e.g. Google.' },
      fields: [
        { type: 'row', fields: [{ name: 'name', type: 'text', required: true }, linkAddressField({ name: 'reviewUrl', required: true }, httpsOnly)] },
      ],
    },
  ],
}
