/**
 * Where a lead came from: the visit's trail and the campaign it arrived by
 * (the lead form payload's source and lead_attributes). The browser keeps a
 * visit record for the tab's session (sessionStorage), one page at a time
 * (src/components/site/VisitRecorder.tsx); the forms turn it into the
 * payload when they send (attribution.ts).
 *
 * - visited_pages: the paths of the last LEAD_LIMITS.visitedPages (10)
 *   pages, oldest first; a reload of the page just recorded is not a new
 *   page. Paths only: a query string can hold what a shopper typed.
 * - linked_query_params: the campaign (utm_*) and ad click-id parameters of
 *   the first page of the visit that carried any; nothing else of a URL.
 * - source: what the dealer groups leads by: the campaign's utm_source, else
 *   the ad network a click id belongs to, else the site that linked to the
 *   landing page, else "direct".
 *
 * No zod here: this runs on every public page, so it stays a few hundred bytes.
 */

import { LEAD_LIMITS } from './formWording'

/** sessionStorage key of the visit record. */
export const VISIT_STORAGE_KEY = 'forecourt:visit'

export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

/** Ad click ids, each with the network that adds it to its links. */
export const CLICK_ID_NETWORKS = {
  gclid: 'google',
  gbraid: 'google',
  wbraid: 'google',
  dclid: 'google',
  fbclid: 'facebook',
  msclkid: 'bing',
  ttclid: 'tiktok',
  twclid: 'x',
  li_fat_id: 'linkedin',
} as const

type ClickId = keyof typeof CLICK_ID_NETWORKS
const CLICK_IDS = Object.keys(CLICK_ID_NETWORKS) as ClickId[]

export type LinkedQueryParam = (typeof CAMPAIGN_PARAMS)[number] | ClickId
/** Every query parameter a lead keeps, in this order. */
export const LINKED_QUERY_PARAMS: readonly LinkedQueryParam[] = [...CAMPAIGN_PARAMS, ...CLICK_IDS]
export type LinkedQueryParams = Partial<Record<LinkedQueryParam, string>>

/** A source when nothing says where the shopper came from. */
export const DIRECT_SOURCE = 'direct'

/** A path as the address bar has it: starts with /, no spaces or control characters. */
export const PAGE_PATH = /^\/[^\s\p{Cc}]*$/u

/** What the browser keeps for one visit (one tab's session). */
export type VisitRecord = {
  pages: string[]
  params: LinkedQueryParams
  /** The host of the site that linked to the landing page, when another site did. */
  referrer: string | null
}

/** The known campaign and click-id parameters of a query string, trimmed and bounded; empty ones left out. */
export function linkedQueryParams(search: string): LinkedQueryParams {
  const query = new URLSearchParams(search)
  const params: LinkedQueryParams = {}
  for (const name of LINKED_QUERY_PARAMS) {
    const value = query.get(name)?.trim()
    if (value) params[name] = value.slice(0, LEAD_LIMITS.queryParamValue)
  }
  return params
}

/** The referring page's host without www., or null when it is this site (or none). */
export function externalReferrer(referrer: string, ownHost: string): string | null {
  let host: string
  try {
    host = new URL(referrer).hostname.toLowerCase()
  } catch {
    return null
  }
  const bare = (name: string) => name.replace(/^www\./, '')
  if (!host || bare(host) === bare(ownHost.toLowerCase().replace(/:\d+$/, ''))) return null
  return bare(host).slice(0, LEAD_LIMITS.shortText)
}

/** A stored record, checked by hand (no zod on every page): null when it is not one of ours. */
export function visitRecordOf(stored: string | null): VisitRecord | null {
  if (!stored) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const { pages, params, referrer } = value as Record<string, unknown>
  if (!Array.isArray(pages) || !params || typeof params !== 'object' || Array.isArray(params)) return null
  const keptPages = pages.filter((page): page is string => typeof page === 'string' && page.length <= LEAD_LIMITS.visitedPagePath && PAGE_PATH.test(page))
  const keptParams: LinkedQueryParams = {}
  for (const name of LINKED_QUERY_PARAMS) {
    const param = (params as Record<string, unknown>)[name]
    if (typeof param === 'string' && param !== '') keptParams[name] = param.slice(0, LEAD_LIMITS.queryParamValue)
  }
  return {
    pages: keptPages.slice(-LEAD_LIMITS.visitedPages),
    params: keptParams,
    referrer: typeof referrer === 'string' && referrer !== '' ? referrer.slice(0, LEAD_LIMITS.shortText) : null,
  }
}

export type PageView = {
  /** location.pathname */
  path: string
  /** location.search */
  search: string
  /** document.referrer */
  referrer: string
  /** location.host */
  host: string
}

/** The visit record after one more page. */
export function recordVisit(previous: VisitRecord | null, page: PageView): VisitRecord {
  const path = PAGE_PATH.test(page.path) ? page.path.slice(0, LEAD_LIMITS.visitedPagePath) : '/'
  const pages = previous?.pages ?? []
  const trail = pages.at(-1) === path ? pages : [...pages, path].slice(-LEAD_LIMITS.visitedPages)
  const hasParams = previous !== null && Object.keys(previous.params).length > 0
  return {
    pages: trail,
    params: hasParams ? previous.params : linkedQueryParams(page.search),
    // The landing page's referrer: later pages are referred by the site itself.
    referrer: previous === null ? externalReferrer(page.referrer, page.host) : previous.referrer,
  }
}

/** The lead's source (see the top of this file), lower case. */
export function leadSource(visit: Pick<VisitRecord, 'params' | 'referrer'> | null): string {
  if (!visit) return DIRECT_SOURCE
  const campaign = visit.params.utm_source?.trim().toLowerCase()
  if (campaign) return campaign.slice(0, LEAD_LIMITS.shortText)
  const clickId = CLICK_IDS.find((name) => visit.params[name])
  if (clickId) return CLICK_ID_NETWORKS[clickId]
  return visit.referrer ?? DIRECT_SOURCE
}
