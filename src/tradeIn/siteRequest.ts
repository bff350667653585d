import type { Pool } from 'pg'

import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import type { Tenant } from '@/payload-types'
import { poolOf } from '@/server/payloadPool'
import { readSiteCall } from '@/sites/siteCall'

/** The largest body the trade-in routes read: a valuation with its adjustments is well under 4 KB. */
const BODY_MAX_BYTES = 16 * 1024

export function answer(body: unknown, status: number) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

export type SiteRequest = { site: Tenant; settings: SiteSettings; pool: Pool; body: unknown }

/**
 * The site a trade-in call was sent to (from its Host header) and its JSON
 * body, or the 4xx answer to give: no site on this host, too many calls
 * from this address or to this site (429), a body too large (413), or not JSON.
 */
export async function readTradeInCall(request: Request): Promise<SiteRequest | Response> {
  const read = await readSiteCall(request, { refuse: (error, status) => answer({ error }, status), body: { maxBytes: BODY_MAX_BYTES }, allowance: 'trade-in' })
  if (read instanceof Response) return read
  return { site: read.site, settings: resolveSiteSettings(read.site.settings as never), pool: poolOf(read.payload), body: read.body }
}

/** An offer price the server did not make for this valuation (changed, or from another site). */
export function refusedOffer(): Response {
  const message = 'This is not the offer we made for this valuation. Please value the car again.'
  return answer({ error: message, fields: { offer_price: message } }, 400)
}
