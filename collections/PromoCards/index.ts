import type { CollectionConfig, TextField } from 'payload'

import { readableOptions } from '@/domain/optionLabels'
import { signedInStaff } from '@/access/roles'
import { PROMO_CARD_POSITION_CHOICES } from '@/domain/promoCards'
import { CAR_TYPES } from '@/domain/stockVocabulary'
import { advertisedFinanceField, rateCheckedText } from '@/fields/advertisedFinance'
import { linkAddressField } from '@/fields/linkAddress'
import { revalidateSiteData } from '@/hooks/revalidateSiteData'
import { scheduledColumn } from '@/fields/scheduledColumn'

const { afterChange, afterDelete } = revalidateSiteData('promoCards')

/**
 * A promotional card placed among search results. It shows inside its start
 * and expiry window; "Schedule publish" in the admin publishes or unpublishes
 * it at a set time as well.
 */
export const PromoCards: CollectionConfig = {
  slug: 'promo-cards',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  graphQL: { singularName: 'PromoCard', pluralName: 'PromoCards' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['alt', 'displayConditions', 'position', 'startDate', 'expiryDate', '_status', 'scheduled'],
    group: 'Content',
    components: { edit: { PublishButton: '@/components/admin/SchedulingPublishButton#SchedulingPublishButton' } },
  },
  access: { read: signedInStaff, create: signedInStaff, update: signedInStaff, delete: signedInStaff, readVersions: signedInStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: { afterChange: [afterChange], afterDelete: [afterDelete] },
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    rateCheckedText<TextField>(
      { name: 'alt', type: 'text', required: true, label: 'Alt text', admin: { description: 'What the card says, for people who cannot see the image. A card advertising a rate gives it under Finance, and its image should not print a rate.' } },
      'alt text',
    ),
    linkAddressField({ name: 'link', admin: { description: 'Where the card leads, e.g. /special-offers or https://…' } }),
    { name: 'background', type: 'text', admin: { description: 'Background colour behind the image, e.g. #000000.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'displayConditions',
          type: 'select',
          hasMany: true,
          options: readableOptions(CAR_TYPES),
          admin: { description: 'Searches of these car types show the card. Empty: every search.' },
        },
        {
          name: 'strictDisplay',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Only searches limited to these car types, not a search across all stock.' },
        },
        {
          name: 'position',
          type: 'select',
          options: PROMO_CARD_POSITION_CHOICES.map((value) => ({ label: String(value), value: `p${value}` })),
          admin: { description: "Place in the results. Empty: the site's promo card positions." },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shown from this moment. Empty: at once.' } },
        { name: 'expiryDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Hidden from this moment. Empty: no end.' } },
      ],
    },
    advertisedFinanceField(),
    scheduledColumn,
  ],
}
