import type { Pool } from 'pg'

import { clientAddress } from '@/server/clientAddress'
import { callAllowance } from '@/leads/requestAllowance'
import { resolveSiteSettings, type SiteSettings } from '@/domain/site-settings'
import type { Tenant } from '@/payload-types'
import { isBodyRefusal, readJsonBody } from '@/server/requestBody'
import { findSiteByHost } from '@/access/findSite'
import { sitePayload } from '@/sites/sitePayload'

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
export async function readSiteRequest(request: Request): Promise<SiteRequest | Response> {
  const payload = await sitePayload()
  const site = await findSiteByHost(payload, request.headers.get('host'))
  if (!site) return answer({ error: 'No dealer site answers on this address.' }, 404)
  // Read first, within its limit: a body too large or garbled is refused as such, and never counts against the allowance.
  const body = await readJsonBody(request, BODY_MAX_BYTES)
  if (isBodyRefusal(body)) return answer({ error: body.message }, body.status)
  const limited = await callAllowance(payload, 'trade-in', site.id, clientAddress(request.headers))
  if (limited) return limited
  return { site, settings: resolveSiteSettings(site.settings as never), pool: (payload.db as unknown as { pool: Pool }).pool, body }
}

/** An offer price the server did not make for this valuation (changed, or from another site). */
export function refusedOffer(): Response {
  const message = 'This is not the offer we made for this valuation. Please value the car again.'
  return answer({ error: message, fields: { offer_price: message } }, 400)
}
