import type { Block } from 'payload'

import { headingField } from '../fields'

/** The site's new models as tiles, with a tab per category that has models. */
export const ModelsGridBlock: Block = {
  slug: 'modelsGrid',
  interfaceName: 'ModelsGridBlock',
  labels: { singular: 'Models grid', plural: 'Models grids' },
  fields: [headingField('Explore our range')],
}
