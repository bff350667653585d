import type { Block } from 'payload'

import { LATEST_POSTS_DEFAULT_COUNT } from '@/domain/pageBlocks'

import { headingField } from '../fields'

/** The newest blog posts. */
export const LatestPostsBlock: Block = {
  slug: 'latestPosts',
  interfaceName: 'LatestPostsBlock',
  labels: { singular: 'Latest blog posts', plural: 'Latest blog posts' },
  fields: [headingField('From our blog'), { name: 'count', type: 'number', min: 1, max: 12, defaultValue: LATEST_POSTS_DEFAULT_COUNT }],
}
