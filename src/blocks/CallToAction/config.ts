import type { Block } from 'payload'

import { WHY_CHOOSE_US_ICONS } from '@/domain/blockLayouts'

import { headingField, hrefField } from '../fields'

/** A band of the dealer's main calls to action (trade-in, finance, contact), each a card with an icon. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    headingField('How we can help'),
    {
      name: 'actions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      fields: [
        { type: 'row', fields: [{ name: 'title', type: 'text', required: true }, { name: 'icon', type: 'select', defaultValue: 'check', options: WHY_CHOOSE_US_ICONS.map((value) => ({ label: value, value })) }] },
        { type: 'row', fields: [{ name: 'text', type: 'text' }, hrefField()] },
      ],
    },
  ],
}
