import type { Payload, PayloadRequest, Where } from 'payload'

import { normaliseHost, siteLookupForHost } from '@/domain/host'
import type { Tenant } from '@/payload-types'

import { platformHosts } from './platformHosts'

/**
 * Sites found by host, kept briefly: every page and site API asks, several
 * times a render (layout, metadata, page, blocks). A site's own change drops
 * them at once on every instance (forgetFoundSites, through the site-data
 * NOTIFY); the time limit bounds a notification missed. One map per process,
 * found through a global symbol: the server's route and page bundles load
 * separate copies of this module, and a change must reach them all.
 */
const FOUND_SITE_MS = 5_000
type FoundSite = { at: number; site: Promise<Tenant | null> }
const FOUND = Symbol.for('forecourt.foundSites')
const found: Map<string, FoundSite> = ((globalThis as { [FOUND]?: Map<string, FoundSite> })[FOUND] ??= new Map())

/** Drops every site found by host: a site's settings, theme, domains or slug changed. */
export function forgetFoundSites() {
  found.clear()
}

/**
 * The dealer site a host name belongs to. This is the only way the public
 * site picks its tenant: from the Host header, never from a cookie, query
 * parameter or any other header the browser could set. The record is shared
 * between requests: read it, never change it.
 */
export async function findSiteByHost(payload: Payload, rawHost: string | null | undefined): Promise<Tenant | null> {
  const host = normaliseHost(rawHost)
  if (!host) return null
  const kept = found.get(host)
  if (kept && Date.now() - kept.at < FOUND_SITE_MS) return kept.site
  const site = lookUpSite(payload, host)
  found.set(host, { at: Date.now(), site })
  // A failed lookup is not kept: the next request asks the database again.
  site.catch(() => found.delete(host))
  return site
}

async function lookUpSite(payload: Payload, host: string): Promise<Tenant | null> {
  const lookup = siteLookupForHost(host, platformHosts)
  if (!lookup) return null
  const where: Where =
    lookup.kind === 'slug' ? { slug: { equals: lookup.slug } } : { 'domains.domain': { equals: lookup.domain } }
  const { docs } = await payload.find({
    collection: 'tenants',
    where,
    limit: 1,
    depth: 1,
    // Public requests are anonymous; the host has already decided which site they may see.
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The site id for the Host header of a Payload request (used by access rules that serve public files). */
export async function siteIdForRequest(req: PayloadRequest): Promise<number | null> {
  const site = await findSiteByHost(req.payload, req.headers.get('host'))
  return site?.id ?? null
}
