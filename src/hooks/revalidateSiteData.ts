import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { forgetSiteScopes } from '@/search/http/siteScope'
import { expireCachedPages } from '@/server/pageCache/registry'
import { siteTag, type SiteDataKind } from '@/sites/cacheTags'

function tenantIdOf(doc: { tenant?: unknown } | null | undefined): number | string | null {
  const tenant = doc?.tenant
  if (typeof tenant === 'number' || typeof tenant === 'string') return tenant
  if (tenant && typeof tenant === 'object' && 'id' in tenant) return (tenant as { id: number | string }).id
  return null
}

/** The sites a set of tags belongs to, or 'all' when one of them is platform data every site shows. */
function sitesOfTags(tags: string[]): string[] | 'all' {
  const sites = tags.map((tag) => /^site:([^:]+):/.exec(tag)?.[1])
  return sites.every((site) => site !== undefined) ? (sites as string[]) : 'all'
}

/** The part of Next's incremental cache (a private global of next-server) that expires tags. */
type NextDataCache = { revalidateTag(tags: string[], durations: { expire: number }): Promise<void> }

/** Expires cache tags, and the rendered pages of the sites they belong to, from a Payload hook; a no-op outside a Next request. */
export async function expireCacheTags(tags: string[]) {
  expireCachedPages(sitesOfTags(tags))
  // Changes made outside a request (a scheduled publish run by the jobs queue, whose timers may even carry a
  // finished request's context, where revalidateTag is recorded and never applied) expire Next's data cache
  // through the handle Next keeps on it (a private global of next-server; its tags are shared by the process).
  // Outside Next (a script, a test through the Local API) there is none, and nothing is cached.
  await (globalThis as { __incrementalCache?: NextDataCache }).__incrementalCache?.revalidateTag(tags, { expire: 0 })
  try {
    // Imported lazily: scripts (onboarding, migrations) run Payload outside Next.
    const { revalidateTag } = await import('next/cache')
    // expire: 0 makes the very next request read fresh data, rather than serve stale once while revalidating.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not in a request: expired above.
  }
}

/**
 * Expires the site's cached public data when staff change a document, so the
 * edit shows on that dealer's site at once (and only on that site).
 */
export function revalidateSiteData(kind: SiteDataKind): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, previousDoc, context }) => {
      if (context.disableRevalidate) return doc
      const sites = new Set([tenantIdOf(doc), tenantIdOf(previousDoc)].filter((id) => id !== null))
      await expireCacheTags([...sites].map((site) => siteTag(site, kind)))
      return doc
    },
    afterDelete: async ({ doc, context }) => {
      if (context.disableRevalidate) return doc
      const site = tenantIdOf(doc)
      if (site !== null) await expireCacheTags([siteTag(site, kind)])
      return doc
    },
  }
}

/** A global's afterChange hook that expires the platform-wide tag its public readers cache under. */
export function expirePlatformTag(tag: string): GlobalAfterChangeHook {
  return async ({ doc }) => {
    await expireCacheTags([tag])
    return doc
  }
}

/** A site's own record changed (name, theme, settings, domains): its rendered pages and its cached search scope go. */
export const expireSitePages: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: ({ doc, context }) => {
    forgetSiteScopes()
    if (!context.disableRevalidate) expireCachedPages([doc.id])
    return doc
  },
  afterDelete: ({ doc }) => {
    forgetSiteScopes()
    expireCachedPages([doc.id])
    return doc
  },
}
