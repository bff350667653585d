import type { Payload } from 'payload'

import { findSiteByHost } from '@/access/findSite'
import { callAllowance, type PublicCall } from '@/server/requestAllowance'
import type { Tenant } from '@/payload-types'
import { clientAddress } from '@/server/clientAddress'
import { isBodyRefusal, readFormOrJsonBody, readJsonBody } from '@/server/requestBody'

import { sitePayload } from './sitePayload'

/** What a dealer host's API answers when no site is on the host. */
export const NO_SITE_MESSAGE = 'No dealer site answers on this address.'

/** A call to a site's API: the site from the Host header, and the body when the route reads one. */
export type SiteCall = { payload: Payload; site: Tenant; form: boolean; body: unknown }

export type SiteCallRules = {
  /** The route's refusal, in the shape its callers read. */
  refuse: (message: string, status: number) => Response
  /** The body's limit, and whether a plain HTML form may send it (else JSON only); none for a call without a body. */
  body?: { maxBytes: number; forms?: boolean }
  /** The per-address and per-site budget the call counts against. */
  allowance?: PublicCall
}

/**
 * How every site API route starts: the site from the Host header (404 when
 * none), then the body within its limit (413, or 400 when it cannot be read),
 * then the call's allowance (429). A body too large or garbled never counts
 * against the allowance. The answer to give instead, when there is one.
 */
export async function readSiteCall(request: Request, rules: SiteCallRules): Promise<SiteCall | Response> {
  const payload = await sitePayload()
  const site = await findSiteByHost(payload, request.headers.get('host'))
  if (!site) return rules.refuse(NO_SITE_MESSAGE, 404)
  let form = false
  let body: unknown = null
  if (rules.body?.forms) {
    const read = await readFormOrJsonBody(request, rules.body.maxBytes)
    if (read.refused) return rules.refuse(read.message, read.status)
    ;({ form, body } = read)
  } else if (rules.body) {
    body = await readJsonBody(request, rules.body.maxBytes)
    if (isBodyRefusal(body)) return rules.refuse(body.message, body.status)
  }
  const limited = rules.allowance ? await countSiteCall(request, { payload, site }, rules.allowance) : null
  return limited ?? { payload, site, form, body }
}

/** Counts a call against its allowance later, for a route that first refuses what it need not count; the 429 to give, or null. */
export function countSiteCall(request: Request, call: Pick<SiteCall, 'payload' | 'site'>, allowance: PublicCall): Promise<Response | null> {
  return callAllowance(call.payload, allowance, call.site.id, clientAddress(request.headers))
}
