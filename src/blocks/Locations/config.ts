import type { Block } from 'payload'

import { headingField } from '../fields'

/** The site's locations as a carousel or a grid, or one location with its hours, directions and a map. */
export const LocationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations' },
  fields: [
    headingField('Our Locations'),
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'carousel',
      options: [
        { label: 'Carousel of every location', value: 'carousel' },
        { label: 'Grid of every location', value: 'grid' },
        { label: 'One location with a map', value: 'map' },
      ],
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { condition: (_, sibling) => sibling?.display === 'map', description: 'Empty: the primary sales location.' },
    },
  ],
}
