import type { Post } from '@/payload-types'

import { siteDocs } from './siteRead'

export type PostSummary = Pick<Post, 'id' | 'title' | 'slug' | 'category' | 'publishedAt' | 'author' | 'excerpt' | 'heroImage' | 'updatedAt'>

/** The site's published posts, newest first, without their bodies. */
export function getSitePosts(siteId: number): Promise<PostSummary[]> {
  return siteDocs(siteId, 'posts', {
    published: true,
    select: { title: true, slug: true, category: true, publishedAt: true, author: true, excerpt: true, heroImage: true, updatedAt: true },
    depth: 1,
    limit: 500,
    sort: '-publishedAt',
    cache: { key: ['site-posts'], kinds: ['posts'] },
  })
}

/** One published post (its latest draft while previewing). */
export async function getSitePost(siteId: number, slug: string): Promise<Post | null> {
  const [post] = await siteDocs(siteId, 'posts', {
    where: { slug: { equals: slug } },
    published: true,
    previewDrafts: true,
    depth: 1,
    limit: 1,
    cache: { key: ['site-post', slug], kinds: ['posts'] },
  })
  return post ?? null
}
