import type { Block } from 'payload'

import { ITEM_TYPES, STOCK_CAROUSEL_DEFAULT_COUNT, STOCK_CAROUSEL_MAX_COUNT } from '@/domain/pageBlocks'
import { bodyTypeLabel } from '@/domain/stockLabels'
import { BODY_TYPES, CAR_TYPES } from '@/domain/stockVocabulary'

import { headingField } from '../fields'

const SORTS = [
  { label: 'Best match', value: 'relevance' },
  { label: 'Newest listed first', value: 'newest' },
  { label: 'Price: low to high', value: 'price_asc' },
  { label: 'Price: high to low', value: 'price_desc' },
  { label: 'Kilometres: low to high', value: 'km_asc' },
  { label: 'Year: newest first', value: 'year_desc' },
]

/** A carousel of cars from a saved search, read from the search index on the server; it hides itself when nothing matches. */
export const StockCarouselBlock: Block = {
  slug: 'stockCarousel',
  interfaceName: 'StockCarouselBlock',
  labels: { singular: 'Stock carousel', plural: 'Stock carousels' },
  fields: [
    headingField('Latest arrivals'),
    {
      name: 'search',
      type: 'group',
      label: 'Saved search',
      admin: { description: 'Which cars show. Leave all empty for every listed car. Nothing matching hides the block.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'carType', type: 'select', options: CAR_TYPES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })) },
            { name: 'itemType', type: 'select', label: 'Vehicle kind', options: ITEM_TYPES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })) },
            { name: 'make', type: 'text', admin: { description: 'e.g. Toyota' } },
            { name: 'body', type: 'select', options: BODY_TYPES.map((value) => ({ label: bodyTypeLabel(value), value })) },
            { name: 'tag', type: 'text', admin: { description: 'A stock tag, e.g. Hybrid' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'priceMin', type: 'number', min: 0, label: 'Price from' },
            { name: 'priceMax', type: 'number', min: 0, label: 'Price to' },
            { name: 'sort', type: 'select', defaultValue: 'relevance', options: SORTS },
          ],
        },
        { name: 'newArrivals', type: 'checkbox', label: 'New arrivals only (listed in the last 8 days)' },
      ],
    },
    { name: 'count', type: 'number', min: 1, max: STOCK_CAROUSEL_MAX_COUNT, defaultValue: STOCK_CAROUSEL_DEFAULT_COUNT, admin: { description: 'How many cars, up to 4: the carousel shows what fits on a laptop and one more, and its View all link leads to the rest.' } },
  ],
}
