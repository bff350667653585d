import type { Block } from 'payload'

import { headingField } from '../fields'

/** The site's reviews rated 4 or more, newest first. */
export const ReviewsBlock: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews' },
  fields: [headingField('What our customers say')],
}
