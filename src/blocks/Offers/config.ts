import type { Block } from 'payload'

import { OFFERS_BLOCK_DEFAULT_COUNT, OFFERS_BLOCK_MAX_COUNT } from '@/domain/pageBlocks'

import { headingField } from '../fields'

/** The latest N published offers, or the ones the editor picks. */
export const OffersBlock: Block = {
  slug: 'offers',
  interfaceName: 'OffersBlock',
  labels: { singular: 'Offers', plural: 'Offers' },
  fields: [
    headingField('Special offers'),
    {
      name: 'mode',
      type: 'radio',
      defaultValue: 'latest',
      options: [
        { label: 'The latest offers', value: 'latest' },
        { label: 'Offers I choose', value: 'chosen' },
      ],
    },
    {
      name: 'count',
      type: 'number',
      min: 1,
      max: OFFERS_BLOCK_MAX_COUNT,
      defaultValue: OFFERS_BLOCK_DEFAULT_COUNT,
      admin: { condition: (_, sibling) => sibling?.mode !== 'chosen' },
    },
    {
      name: 'chosen',
      type: 'relationship',
      relationTo: 'offers',
      hasMany: true,
      admin: { condition: (_, sibling) => sibling?.mode === 'chosen', description: 'Shown in this order, each only while it is published and inside its dates.' },
    },
  ],
}
