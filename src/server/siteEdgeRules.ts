import { Pool } from 'pg'

import { siteLookupForHost } from '@/domain/host'
import { marketingTags, tagSources, type TagSources } from '@/domain/marketingTags'
import { redirectSourceKey } from '@/domain/redirects'

/**
 * What the proxy must know of a site before any page renders: its redirects
 * from the old website (answered 301 at the door) and the outside origins
 * its marketing tags need in the Content-Security-Policy. Read with one
 * small query per host, kept briefly; a change to a site's record or its
 * redirects drops them at once here and, through the site-data NOTIFY, on
 * every other instance (forgetSiteEdgeRules). One map per process, found
 * through a global symbol: the proxy and the collections' hooks load
 * separate copies of this module.
 */
export type SiteEdgeRules = { redirects: Map<string, string>; tagSources: TagSources }

const EDGE_RULES_MS = 30_000
/** Hosts kept at most: requests naming made-up hosts must not grow the map without end. */
const EDGE_RULES_HOSTS = 2_000
const NO_RULES: SiteEdgeRules = { redirects: new Map(), tagSources: { script: [], connect: [], img: [] } }

type Kept = { at: number; rules: Promise<SiteEdgeRules> }
type EdgeState = { kept: Map<string, Kept>; pool?: Pool }
const STATE = Symbol.for('forecourt.siteEdgeRules')
const state: EdgeState = ((globalThis as { [STATE]?: EdgeState })[STATE] ??= { kept: new Map() })

/** Drops every host's rules: a site's record or redirects changed. */
export function forgetSiteEdgeRules() {
  state.kept.clear()
}

function pool(): Pool | null {
  if (!process.env.DATABASE_URL) return null
  if (!state.pool) {
    // Two connections: one query per host per half-minute at most.
    state.pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 2, idleTimeoutMillis: 60_000 })
    // A lost idle connection is replaced at the next query; unheard, its 'error' would end the server.
    state.pool.on('error', () => undefined)
  }
  return state.pool
}

async function readRules(host: string, platformHosts: readonly string[]): Promise<SiteEdgeRules> {
  const lookup = siteLookupForHost(host, platformHosts)
  const db = pool()
  if (!lookup || !db) return NO_RULES
  const site = await db.query<{ id: number; google_tag_id: string | null; meta_pixel_id: string | null }>(
    lookup.kind === 'slug'
      ? 'select id, marketing_google_tag_id as google_tag_id, marketing_meta_pixel_id as meta_pixel_id from tenants where slug = $1'
      : 'select t.id, t.marketing_google_tag_id as google_tag_id, t.marketing_meta_pixel_id as meta_pixel_id from tenants t join tenants_domains d on d._parent_id = t.id where d.domain = $1 limit 1',
    [lookup.kind === 'slug' ? lookup.slug : lookup.domain],
  )
  const row = site.rows[0]
  if (!row) return NO_RULES
  const redirects = await db.query<{ old_path: string; new_address: string }>('select old_path, new_address from redirects where tenant_id = $1', [row.id])
  const map = new Map<string, string>()
  for (const redirect of redirects.rows) {
    const key = redirectSourceKey(redirect.old_path)
    if (key) map.set(key, redirect.new_address)
  }
  return { redirects: map, tagSources: tagSources(marketingTags({ googleTagId: row.google_tag_id, metaPixelId: row.meta_pixel_id })) }
}

/**
 * The rules of the site a host reaches. When the database cannot answer,
 * none: the page still renders (its own lookup answers 503 or 404), with no
 * redirect and no outside origin allowed.
 */
export async function siteEdgeRules(host: string, platformHosts: readonly string[]): Promise<SiteEdgeRules> {
  const kept = state.kept.get(host)
  if (kept && Date.now() - kept.at < EDGE_RULES_MS) return kept.rules
  if (state.kept.size >= EDGE_RULES_HOSTS) state.kept.clear()
  const rules = readRules(host, platformHosts).catch(() => {
    state.kept.delete(host)
    return NO_RULES
  })
  state.kept.set(host, { at: Date.now(), rules })
  return rules
}
