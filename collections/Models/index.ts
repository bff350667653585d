import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { bodyTypeLabel } from '@/domain/stockLabels'
import { BODY_TYPES } from '@/domain/stockVocabulary'
import { linkAddressField } from '@/fields/linkAddress'
import { siteSlugField, uniqueSlugPerSite } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'

import { MODEL_CATEGORY_OPTIONS } from './categories'

const { afterChange, afterDelete } = revalidateSiteData('models')

/** A new-vehicle model the dealer sells, shown in the models list, menu and detail pages. */
export const Models: CollectionConfig = {
  slug: 'models',
  labels: { singular: 'Model', plural: 'Models' },
  graphQL: { singularName: 'VehicleModel', pluralName: 'VehicleModels' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'categories', 'status', 'updatedAt'], group: 'Content' },
  // Public pages read through the Local API with an explicit site filter; REST and GraphQL are for staff only.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  indexes: uniqueSlugPerSite,
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'As the manufacturer writes it, e.g. RAV4, LandCruiser 300, GR86. The models menu lists the best-known models first.' } },
    { ...siteSlugField('Short name in the address, filled from the name, e.g. rav4.'), admin: { position: 'sidebar', description: 'Short name in the address, filled from the name, e.g. rav4.', components: { Field: '@/components/admin/SlugFromName#SlugFromName' } } },
    { name: 'manufacturer', type: 'text', required: true, admin: { description: 'The make, as shoppers know it, e.g. Toyota, Hyundai.' } },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'categories',
          type: 'select',
          hasMany: true,
          options: MODEL_CATEGORY_OPTIONS,
          admin: { description: 'The menu tabs this model appears under (All Vehicles always includes it).' },
        },
        { name: 'body', type: 'select', options: BODY_TYPES.map((body) => ({ label: bodyTypeLabel(body), value: body })) },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          options: [
            { label: 'Upcoming (coming soon)', value: 'coming_soon' },
            { label: 'All-New', value: 'new' },
          ],
          admin: { description: 'Shows an "Upcoming" or "All-New" label. Empty: no label.' },
        },
        { name: 'fuel', type: 'text' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown as a 280 × 171 tile; set the focal point on the image.' } },
    linkAddressField({ name: 'overrideUrl', admin: { description: 'A different address for "Explore", e.g. a manufacturer page.' } }),
    {
      name: 'accessories',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'partNumber', type: 'text' },
            { name: 'price', type: 'number', min: 0, admin: { description: 'Fitted price in dollars.' } },
          ],
        },
      ],
    },
  ],
}
