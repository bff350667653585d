import type { CollectionAfterReadHook, CollectionConfig } from 'payload'

import { readableOptions } from '@/domain/optionLabels'
import { signedInStaff } from '@/access/roles'
import { ratingFromReviews } from '@/domain/reviews'
import { streetAddressFields } from '@/fields/address'
import { httpsOnly, linkAddressField } from '@/fields/linkAddress'
import { siteSlugField, uniqueSlugPerSite } from '@/fields/siteSlug'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'

import { specialHoursField, weeklyHoursField } from './hoursFields'

/**
 * On a location's own admin page (one document, a signed-in staff member): the
 * rating of its reviews, which the public site shows instead of the stored
 * figures whenever there are any (src/sites/data/locations.ts).
 */
const ratingOfReviews: CollectionAfterReadHook = async ({ doc, findMany, req }) => {
  if (findMany || !req.user || !doc?.id) return doc
  // The site filter is stated even though a review can only point at its own site's location.
  const site = typeof doc.tenant === 'object' && doc.tenant !== null ? doc.tenant.id : doc.tenant
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: site == null ? { location: { equals: doc.id } } : { and: [{ location: { equals: doc.id } }, { tenant: { equals: site } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { rating: true },
    req,
    overrideAccess: true,
  })
  const rating = ratingFromReviews(docs.map((review) => review.rating))
  return { ...doc, reviewsAverageRating: rating?.averageRating ?? null, reviewsCount: rating?.reviewCount ?? null }
}

const hasReviews = (data: { reviewsCount?: number | null }) => Boolean(data?.reviewsCount)

/** A sales, service or parts location of a dealership, with its address, contact details and hours. */
export const Locations: CollectionConfig = {
  slug: 'locations',
  labels: { singular: 'Location', plural: 'Locations' },
  graphQL: { singularName: 'Location', pluralName: 'Locations' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'locationType', 'dealership', 'visible'], group: 'Dealer network' },
  // Public pages read through the Local API with an explicit site filter; REST and GraphQL are for staff only.
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff },
  indexes: uniqueSlugPerSite,
  hooks: (({ afterChange, afterDelete }) => ({ afterChange: [afterChange], afterDelete: [afterDelete], afterRead: [ratingOfReviews] }))(revalidateSiteData('locations')),
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'e.g. Swan River Toyota Midland - Service. The contact page address drops " - Sales", " - Service" and " - Parts".' } },
    siteSlugField('Address of the location page: /locations/{slug}.'),
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        {
          name: 'locationType',
          type: 'select',
          defaultValue: 'sales',
          options: readableOptions(['sales', 'service', 'parts']),
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
        // A collapsible, not a group: the fields keep their names (and columns).
        {
          type: 'collapsible',
          label: 'Integration: map position and place',
          admin: { initCollapsed: true, description: 'Coordinates and Google place, from the dealer\u2019s systems.' },
          fields: [
            { type: 'row', fields: [{ name: 'lat', type: 'number' }, { name: 'long', type: 'number' }] },
            { type: 'row', fields: [linkAddressField({ name: 'placeUrl' }, httpsOnly), { name: 'placeId', type: 'text' }] },
          ],
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'landlinePhone', type: 'text' }, { name: 'email', type: 'email' }] },
        { type: 'row', fields: [linkAddressField({ name: 'youtubeUrl' }, httpsOnly), linkAddressField({ name: 'linkedinUrl' }, httpsOnly)] },
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
    {
      type: 'row',
      fields: [
        { name: 'averageRating', type: 'number', min: 0, max: 5, admin: { condition: (data) => !hasReviews(data), description: 'Used while the location has no reviews here, e.g. its Google rating.' } },
        { name: 'reviewCount', type: 'number', min: 0, admin: { condition: (data) => !hasReviews(data) } },
        // Worked out from the location's reviews on reading; no column.
        { name: 'reviewsAverageRating', label: 'Average rating', type: 'number', virtual: true, admin: { readOnly: true, condition: hasReviews, description: 'From this location\u2019s reviews.' } },
        { name: 'reviewsCount', label: 'Review count', type: 'number', virtual: true, admin: { readOnly: true, condition: hasReviews } },
      ],
    },
    { name: 'importReviews', type: 'ui', admin: { components: { Field: '@/components/admin/ImportReviewsButton#ImportReviewsButton' } } },
    {
      type: 'collapsible',
      label: 'Integration',
      admin: { initCollapsed: true, description: 'Ids from the dealer\u2019s systems.' },
      fields: [{ name: 'externalId', type: 'number', admin: { description: 'Location id in the stock feed (location_id).' } }],
    },
    weeklyHoursField,
    specialHoursField,
    {
      name: 'team',
      type: 'array',
      labels: { singular: 'Team member', plural: 'Team members' },
      admin: {
        description: 'People shown on this location\u2019s team page, /teams/{slug}, in this order.',
        initCollapsed: true,
        components: { RowLabel: '@/components/admin/RowLabels#TeamMemberRowLabel' },
      },
      fields: [
        { type: 'row', fields: [{ name: 'name', type: 'text', required: true }, { name: 'role', type: 'text', required: true }] },
        { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'email', type: 'email' }] },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
