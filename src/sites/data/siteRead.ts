import { unstable_cache } from 'next/cache'
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, PopulateType, SelectType, Where } from 'payload'

import { siteTag, type SiteDataKind } from '@/lib/cacheTags'

import { sitePayload } from '../sitePayload'
import { isPreviewing } from './previewing'

/**
 * The longest a cached read lives. A change expires its tags at once on the
 * instance that made it and, through the site-data NOTIFY, on the others; the
 * bound covers an instance that missed the notification.
 */
const SITE_READ_SECONDS = 60
const PLATFORM_READ_SECONDS = 3600

/** What a cached read of one site is called (beside the site's id) and whose change expires it. */
export type SiteReadCache = { key: string[]; kinds: SiteDataKind[]; sharedTags?: string[] }

/**
 * Reads for one site through Next's data cache, under the site's tags; while
 * this browser previews the site, read afresh, drafts included, and never
 * kept. Every public read of site data goes through here or `siteDocs`.
 */
export async function cachedSiteRead<T>(siteId: number, cache: SiteReadCache, read: (draft: boolean) => Promise<T>, options: { previewable?: boolean } = {}): Promise<T> {
  if (options.previewable && (await isPreviewing(siteId))) return read(true)
  return unstable_cache(() => read(false), [...cache.key, String(siteId)], {
    tags: [...cache.kinds.map((kind) => siteTag(siteId, kind)), ...(cache.sharedTags ?? [])],
    revalidate: SITE_READ_SECONDS,
  })()
}

export type SiteDocsQuery = {
  /** Conditions beside the site's own filter. */
  where?: Where
  /** Published documents only. */
  published?: boolean
  /** While this browser previews the site, the latest drafts instead, read afresh. */
  previewDrafts?: boolean
  depth?: number
  limit?: number
  sort?: string
  populate?: PopulateType
  select?: SelectType
  cache: SiteReadCache
}

/**
 * One site's documents of a collection, for anonymous shoppers: the site's
 * filter and overrideAccess are stated here, once, and the result is cached
 * per site (see cachedSiteRead).
 */
export function siteDocs<C extends CollectionSlug>(siteId: number, collection: C, query: SiteDocsQuery): Promise<DataFromCollectionSlug<C>[]> {
  const { where, published, previewDrafts, cache, ...find } = query
  return cachedSiteRead(
    siteId,
    cache,
    async (draft) => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection,
        where: { and: [{ tenant: { equals: siteId } }, ...(where ? [where] : []), ...(published && !draft ? [{ _status: { equals: 'published' } }] : [])] },
        draft,
        // Anonymous shoppers: the site's filter above is the scope.
        overrideAccess: true,
        ...find,
      } as Parameters<typeof payload.find>[0])
      return docs as DataFromCollectionSlug<C>[]
    },
    { previewable: previewDrafts },
  )
}

/** A platform global every site shows (service plans, regulators, reference data), cached under its tag. */
export function platformGlobal<G extends GlobalSlug, T>(slug: G, tag: string, shape: (stored: DataFromGlobalSlug<G>) => T): () => Promise<T> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      return shape((await payload.findGlobal({ slug, overrideAccess: true })) as DataFromGlobalSlug<G>)
    },
    [slug],
    { tags: [tag], revalidate: PLATFORM_READ_SECONDS },
  )
}
