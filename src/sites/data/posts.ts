import { unstable_cache } from 'next/cache'

import type { Post } from '@/payload-types'

import { siteTag } from '@/lib/cacheTags'
import { isPreviewing } from './previewing'
import { sitePayload } from '../sitePayload'

export type PostSummary = Pick<Post, 'id' | 'title' | 'slug' | 'category' | 'publishedAt' | 'author' | 'excerpt' | 'heroImage' | 'updatedAt'>

/** The site's published posts, newest first, without their bodies; cached per site. */
export function getSitePosts(siteId: number): Promise<PostSummary[]> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'posts',
        where: { and: [{ tenant: { equals: siteId } }, { _status: { equals: 'published' } }] },
        select: { title: true, slug: true, category: true, publishedAt: true, author: true, excerpt: true, heroImage: true, updatedAt: true },
        depth: 1,
        limit: 500,
        sort: '-publishedAt',
        // Anonymous shoppers: the site and published filters above are the scope.
        overrideAccess: true,
      })
      return docs as PostSummary[]
    },
    ['site-posts', String(siteId)],
    { tags: [siteTag(siteId, 'posts')], revalidate: 60 },
  )()
}

async function findPost(siteId: number, slug: string, draft: boolean): Promise<Post | null> {
  const payload = await sitePayload()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ tenant: { equals: siteId } }, { slug: { equals: slug } }, ...(draft ? [] : [{ _status: { equals: 'published' } }])] },
    depth: 1,
    limit: 1,
    draft,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** One published post (its latest draft while previewing). */
export async function getSitePost(siteId: number, slug: string): Promise<Post | null> {
  if (await isPreviewing(siteId)) return findPost(siteId, slug, true)
  return unstable_cache(() => findPost(siteId, slug, false), ['site-post', String(siteId), slug], {
    tags: [siteTag(siteId, 'posts')],
    revalidate: 60,
  })()
}
