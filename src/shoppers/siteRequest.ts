/**
 * What the shopper endpoints share: the site from the Host header, the body
 * as JSON or as a plain HTML form (the sign-in page works without
 * JavaScript), and an answer in kind: JSON for scripts, a 303 back to a page
 * for forms.
 */

import { type Payload } from 'payload'

import { SHOPPER_BODY_MAX_BYTES } from '@/domain/requestLimits'
import { sameSitePath } from '@/domain/sameSitePath'
import type { Tenant } from '@/payload-types'
import { readSiteCall } from '@/sites/siteCall'

import { sessionTokenOf, shopperForToken, type SignedInShopper } from '@collections/Shoppers/sessions'

export type SiteRequest = { payload: Payload; site: Tenant; form: boolean; body: Record<string, unknown> | null }

function noStore(headers: Record<string, string> = {}): Record<string, string> {
  return { 'Cache-Control': 'no-store', ...headers }
}

export function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: noStore(headers) })
}

/** A 303 to a path of this site (the form's next page); never anywhere else. */
export function seeOther(path: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: noStore({ Location: sameSitePath(path), ...headers }) })
}

/** A 303 to the payment provider's page: an address the provider answered us with, never one taken from the request. */
export function seeProviderPage(providerUrl: string): Response {
  return new Response(null, { status: 303, headers: noStore({ Location: providerUrl }) })
}

/** The site and the parsed body (a form's or JSON); an answer instead when there is no site here or the body cannot be read. */
export async function readShopperCall(request: Request): Promise<SiteRequest | Response> {
  const read = await readSiteCall(request, { refuse: (message, status) => jsonAnswer({ success: false, message }, status), body: { maxBytes: SHOPPER_BODY_MAX_BYTES, forms: true } })
  if (read instanceof Response) return read
  const { payload, site, form, body } = read
  return { payload, site, form, body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null }
}

/** The signed-in shopper of this site making the request, or null. */
export async function requestShopper(payload: Payload, siteId: number, request: Request): Promise<SignedInShopper | null> {
  return shopperForToken(payload, siteId, sessionTokenOf(request.headers.get('cookie')))
}

/** The body's text values by name, as the sign-in schemas and the page's query read them. */
export function textFields(body: Record<string, unknown> | null): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(body ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]))
}
