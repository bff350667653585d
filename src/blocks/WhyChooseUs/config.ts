import type { Block } from 'payload'

import { WHY_CHOOSE_US_ICONS } from '@/domain/blockLayouts'

import { headingField } from '../fields'

/** A short list of the dealer's reasons, each with an icon. */
export const WhyChooseUsBlock: Block = {
  slug: 'whyChooseUs',
  interfaceName: 'WhyChooseUsBlock',
  labels: { singular: 'Why choose us', plural: 'Why choose us' },
  fields: [
    headingField('Why choose us'),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        { type: 'row', fields: [{ name: 'icon', type: 'select', required: true, defaultValue: 'check', options: WHY_CHOOSE_US_ICONS.map((value) => ({ label: value, value })) }, { name: 'title', type: 'text', required: true }] },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
}
