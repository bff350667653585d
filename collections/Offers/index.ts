import type { Access, CollectionBeforeChangeHook, CollectionConfig, PayloadRequest, TextareaField, TextField } from 'payload'

import type { Offer } from '@/payload-types'

import { isPlatformAdmin, platformAdminOnlyField, signedInStaff } from '@/access/roles'
import { CAR_MAKES } from '@/domain/makes'
import { advertisedFinanceField, rateCheckedRichText, rateCheckedText } from '@/fields/advertisedFinance'
import { expireCacheTags, revalidateSiteData } from '@/hooks/revalidateSiteData'
import { previewUrl } from '@/preview/previewUrl'
import { NETWORK_OFFERS_TAG } from '@/lib/cacheTags'
import { scheduledColumn } from '@/fields/scheduledColumn'

const staffOnly: Access = signedInStaff
const { afterChange, afterDelete } = revalidateSiteData('offers')

/** A network offer shows on other dealers' sites too, so its change expires every site's offers. */
const expireNetworkOffers = async ({ doc, previousDoc, req }: { doc: Offer; previousDoc?: Offer; req: PayloadRequest }) => {
  if (doc?.network || previousDoc?.network) await expireCacheTags(req, [NETWORK_OFFERS_TAG])
  return doc
}

/** An offer tied to a model and given no make takes the model's, so it still reaches the offer address and the network by make. */
const manufacturerFromModel: CollectionBeforeChangeHook<Offer> = async ({ data, req }) => {
  const modelId = typeof data.model === 'object' && data.model ? data.model.id : data.model
  if (data.manufacturer || !modelId) return data
  const model = await req.payload.findByID({ collection: 'models', id: modelId, depth: 0, overrideAccess: true, req, disableErrors: true })
  const make = CAR_MAKES.find((candidate) => candidate.toLowerCase() === model?.manufacturer.toLowerCase())
  return make ? { ...data, manufacturer: make } : data
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
    defaultColumns: ['name', 'manufacturer', 'startDate', 'expiryDate', '_status', 'scheduled'],
    group: 'Content',
    preview: (doc, { req }) => previewUrl('offers', doc, req),
    components: { edit: { PreviewButton: '@/components/admin/LabelledPreviewButton#LabelledPreviewButton', PublishButton: '@/components/admin/SchedulingPublishButton#SchedulingPublishButton' } },
  },
  // Public pages read published offers through the Local API with an explicit site filter; REST and GraphQL are for staff.
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    beforeChange: [manufacturerFromModel],
    afterChange: [afterChange, ({ doc, previousDoc, req }) => expireNetworkOffers({ doc, previousDoc, req })],
    afterDelete: [afterDelete, ({ doc, req }) => expireNetworkOffers({ doc, req })],
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
        description: 'Show this offer on every dealer site that sells its manufacturer, not only on this one.',
        // Only agency staff may set it; dealer editors are not shown controls they cannot use.
        condition: (_data, _sibling, { user }) => isPlatformAdmin(user),
      },
    },
    {
      name: 'excludedSites',
      type: 'relationship',
      relationTo: 'tenants',
      hasMany: true,
      access: { create: platformAdminOnlyField, update: platformAdminOnlyField },
      admin: { position: 'sidebar', description: 'Dealer sites that never show this network offer.', condition: (_data, _sibling, { user }) => isPlatformAdmin(user) },
    },
    rateCheckedText<TextField>({ name: 'name', type: 'text', required: true, admin: { description: 'The offer headline, e.g. "RAV4 Hybrid GX from $44,990 drive away".' } }, 'name'),
    rateCheckedRichText({ name: 'description', type: 'richText', admin: { description: 'Shown in full on the offer page; cards show the first 160 characters with "View more".' } }, 'description'),
    rateCheckedText<TextareaField>({ name: 'disclaimer', type: 'textarea', admin: { description: 'The fine print. Cards show the first 200 characters with "View full disclaimer". The comparison rate warning is added under the rates.' } }, 'disclaimer'),
    advertisedFinanceField(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'model',
      type: 'relationship',
      relationTo: 'models',
      admin: { description: 'The model this offer is for: the "Explore {model}" button leads to its page, and its image stands in when the offer has none.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'manufacturer',
          type: 'select',
          options: [...CAR_MAKES],
          admin: { description: "Used in the offer address on multi-brand sites and to share network offers. Empty: the model's make." },
        },
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
    scheduledColumn,
  ],
}
