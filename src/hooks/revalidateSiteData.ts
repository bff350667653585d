import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { forgetFoundSites } from '@/access/findSite'
import { expireNextDataTags } from '@/server/cacheExpiry/nextDataCache'
import { expireCachedPages } from '@/server/pageCache/registry'
import { siteTag, type SiteDataKind } from '@/lib/cacheTags'
import { changeOfSiteRecord, changeOfTags } from '@/lib/siteDataChange'
import { announceSiteDataChange } from '@/server/cacheExpiry/siteDataVersion'
import { forgetSiteEdgeRules } from '@/server/siteEdgeRules'

function tenantIdOf(doc: { tenant?: unknown } | null | undefined): number | string | null {
  const tenant = doc?.tenant
  if (typeof tenant === 'number' || typeof tenant === 'string') return tenant
  if (tenant && typeof tenant === 'object' && 'id' in tenant) return (tenant as { id: number | string }).id
  return null
}

/**
 * Expires cache tags, and the rendered pages of the sites they belong to, here
 * and (through NOTIFY site_data_changed) on every other instance.
 */
export async function expireCacheTags(req: PayloadRequest, tags: string[]) {
  const change = changeOfTags(tags)
  expireCachedPages(change.sites)
  // Changes made outside a request (a scheduled publish run by the jobs queue, whose timers may even carry a
  // finished request's context, where revalidateTag is recorded and never applied) expire Next's data cache
  // through the handle Next keeps on it.
  await expireNextDataTags(tags)
  try {
    // Imported lazily: scripts (onboarding, migrations) run Payload outside Next.
    const { revalidateTag } = await import('next/cache')
    // expire: 0 makes the very next request read fresh data, rather than serve stale once while revalidating.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not in a request: expired above.
  }
  await announceSiteDataChange(req, change)
}

/**
 * Expires the site's cached public data when staff change a document, so the
 * edit shows on that dealer's site at once (and only on that site).
 */
export function revalidateSiteData(kind: SiteDataKind): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, previousDoc, context, req }) => {
      if (context.disableRevalidate) return doc
      const sites = new Set([tenantIdOf(doc), tenantIdOf(previousDoc)].filter((id) => id !== null))
      await expireCacheTags(req, [...sites].map((site) => siteTag(site, kind)))
      return doc
    },
    afterDelete: async ({ doc, context, req }) => {
      if (context.disableRevalidate) return doc
      const site = tenantIdOf(doc)
      if (site !== null) await expireCacheTags(req, [siteTag(site, kind)])
      return doc
    },
  }
}

/** A global's afterChange hook that expires the platform-wide tag its public readers cache under. */
export function expirePlatformTag(tag: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expireCacheTags(req, [tag])
    return doc
  }
}

/** A site's own record changed (name, theme, settings, domains): its rendered pages and its cached search scope go. */
export const expireSitePages: { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } = {
  afterChange: async ({ doc, context, req }) => {
    forgetFoundSites()
    forgetSiteEdgeRules()
    if (context.disableRevalidate) return doc
    expireCachedPages([doc.id])
    await announceSiteDataChange(req, changeOfSiteRecord(doc.id))
    return doc
  },
  afterDelete: async ({ doc, req }) => {
    forgetFoundSites()
    forgetSiteEdgeRules()
    expireCachedPages([doc.id])
    await announceSiteDataChange(req, changeOfSiteRecord(doc.id))
    return doc
  },
}
