import type { Access, CollectionConfig } from 'payload'

import type { Offer } from '@/payload-types'

import { platformAdminOnlyField, signedInStaff } from '@/access/roles'
import { expireCacheTags, revalidateSiteData } from '@/hooks/revalidateSiteData'
import { previewUrl } from '@/preview/previewUrl'
import { NETWORK_OFFERS_TAG } from '@/sites/cacheTags'

const staffOnly: Access = signedInStaff
const { afterChange, afterDelete } = revalidateSiteData('offers')

/** A network offer shows on other dealers' sites too, so its change expires every site's offers. */
const expireNetworkOffers = async ({ doc, previousDoc }: { doc: Offer; previousDoc?: Offer }) => {
  if (doc?.network || previousDoc?.network) await expireCacheTags([NETWORK_OFFERS_TAG])
  return doc
}

/**
 * A special offer. Drafts let dealer staff prepare an offer before publishing it;
 * the start and expiry dates publish and unpublish it on the public site on their own.
 */
export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: 'Offer', plural: 'Offers' },
  graphQL: { singularName: 'Offer', pluralName: 'Offers' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'manufacturer', 'startDate', 'expiryDate', '_status'],
    group: 'Content',
    preview: (doc, { req }) => previewUrl('offers', doc, req),
  },
  // Public pages read published offers through the Local API with an explicit site filter; REST and GraphQL are for staff.
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    afterChange: [afterChange, ({ doc, previousDoc }) => expireNetworkOffers({ doc, previousDoc })],
    afterDelete: [afterDelete, ({ doc }) => expireNetworkOffers({ doc })],
  },
  fields: [
    {
      name: 'network',
      type: 'checkbox',
      defaultValue: false,
      label: 'Network offer',
      access: { create: platformAdminOnlyField, update: platformAdminOnlyField },
      admin: {
        position: 'sidebar',
        description: 'Agency staff: show this offer on every dealer site that sells its manufacturer, not only on this one.',
      },
    },
    {
      name: 'excludedSites',
      type: 'relationship',
      relationTo: 'tenants',
      hasMany: true,
      access: { create: platformAdminOnlyField, update: platformAdminOnlyField },
      admin: { position: 'sidebar', description: 'Sites that never show this offer (excluded_website_ids).' },
    },
    { name: 'name', type: 'text', required: true, admin: { description: 'The offer headline, e.g. "RAV4 Hybrid GX from $44,990 drive away".' } },
    { name: 'description', type: 'richText', admin: { description: 'Shown in full on the offer page; cards show the first 160 characters with "View more".' } },
    { name: 'disclaimer', type: 'textarea', admin: { description: 'The fine print. Cards show the first 200 characters with "View full disclaimer".' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'text', admin: { description: 'Make, e.g. Toyota. Used in the offer address on multi-brand sites.' } },
        {
          name: 'startDate',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shown from this moment. Empty: as soon as it is published.' },
        },
        {
          name: 'expiryDate',
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Hidden from this moment. Empty: until you unpublish it.' },
        },
      ],
    },
    {
      name: 'model',
      type: 'group',
      admin: { description: 'The model the "Explore {model}" link leads to.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'slug', type: 'text', admin: { description: 'e.g. models/toyota-rav4' } },
            { name: 'overrideUrl', type: 'text', admin: { description: 'A different address for the Explore link.' } },
          ],
        },
      ],
    },
  ],
}
