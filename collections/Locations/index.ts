import type { CollectionConfig } from 'payload'

import { signedInStaff } from '@/access/roles'
import { streetAddressFields } from '@/fields/address'
import { siteSlugField, uniqueSlugPerSite } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'
import { importReviews } from '@/reviews/importReviews'

import { specialHoursField, weeklyHoursField } from './hoursFields'

/** A sales, service or parts location of a dealership, with its address, contact details and hours. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  labels: { singular: 'Location', plural: 'Locations' },
  graphQL: { singularName: 'Location', pluralName: 'Locations' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'locationType', 'dealership', 'visible'], group: 'Dealer network' },
  // Public pages read through the Local API with an explicit site filter; REST and GraphQL are for staff only.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  indexes: uniqueSlugPerSite,
  endpoints: [{ path: '/:id/import-reviews', method: 'post', handler: importReviews }],
  hooks: (({ afterChange, afterDelete }) => ({ afterChange: [afterChange], afterDelete: [afterDelete] }))(revalidateSiteData('locations')),
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'e.g. Swan River Toyota Midland - Service. The contact page address drops " - Sales", " - Service" and " - Parts".' } },
    siteSlugField('Address of the location page: /locations/{slug}.'),
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, admin: { position: 'sidebar' } },
    { name: 'externalId', type: 'number', admin: { description: 'Location id in the stock feed (location_id).', position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        {
          name: 'locationType',
          type: 'select',
          defaultValue: 'sales',
          options: ['sales', 'service', 'parts'],
          admin: { description: 'Locations list sales first, then service, then parts.' },
        },
        { name: 'locationSubtype', type: 'text', hasMany: true, admin: { description: 'e.g. buying' } },
      ],
    },
    { name: 'manufacturers', type: 'text', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'primary', type: 'checkbox', defaultValue: false, admin: { description: 'The main location of its type.' } },
        { name: 'visible', type: 'checkbox', defaultValue: true, admin: { description: 'Listed on the public site.' } },
        { name: 'show', type: 'checkbox', defaultValue: true, admin: { description: 'Shows action buttons, licence numbers and enquiry buttons on its card.' } },
        { name: 'enquireNowOnWeekends', type: 'checkbox', defaultValue: false, admin: { description: 'Shows an Enquire Now link instead of Saturday and Sunday hours.' } },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        ...streetAddressFields(),
        { type: 'row', fields: [{ name: 'lat', type: 'number' }, { name: 'long', type: 'number' }] },
        { type: 'row', fields: [{ name: 'placeUrl', type: 'text' }, { name: 'placeId', type: 'text' }] },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'landlinePhone', type: 'text' }, { name: 'email', type: 'email' }] },
        { type: 'row', fields: [{ name: 'youtubeUrl', type: 'text' }, { name: 'linkedinUrl', type: 'text' }] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealerLicenceNumber', type: 'text', admin: { description: 'Motor dealer licence number.' } },
        { name: 'motorVehicleRepairer', type: 'text', admin: { description: 'Motor vehicle repairer licence number.' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { type: 'row', fields: [{ name: 'averageRating', type: 'number', min: 0, max: 5 }, { name: 'reviewCount', type: 'number', min: 0 }] },
    { name: 'importReviews', type: 'ui', admin: { components: { Field: '@/components/admin/ImportReviewsButton#ImportReviewsButton' } } },
    weeklyHoursField,
    specialHoursField,
    {
      name: 'team',
      type: 'array',
      labels: { singular: 'Team member', plural: 'Team members' },
      admin: { description: 'People shown on this location\u2019s team page, /teams/{slug}, in this order.', initCollapsed: true },
      fields: [
        { type: 'row', fields: [{ name: 'name', type: 'text', required: true }, { name: 'role', type: 'text', required: true }] },
        { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'email', type: 'email' }] },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
