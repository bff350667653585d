import type { Block } from 'payload'

import { headingField } from '../fields'

/** Make, model, body type and the locator price slider, building the spec's search URL, with facet tiles and their counts. */
export const QuickSearchBlock: Block = {
  slug: 'quickSearch',
  interfaceName: 'QuickSearchBlock',
  labels: { singular: 'Quick search', plural: 'Quick searches' },
  fields: [
    headingField('Find your next car'),
    { name: 'showTiles', type: 'checkbox', defaultValue: true, label: 'Show make and body type tiles with their counts' },
  ],
}
