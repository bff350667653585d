/** Sending a general enquiry as a shopper's browser does: for tests and bench:leads. */
import type pg from 'pg'

import { request, type HttpResponse } from './http'

/** What a site's general enquiry asks to be chosen: a sales location, and a dealership when it has several. */
export type SiteChoices = { location_id?: string; dealership_slug?: string }

export async function siteChoices(pool: pg.Pool, site: string): Promise<SiteChoices> {
  const location = await pool.query<{ id: number }>(
    "SELECT l.id FROM locations l JOIN tenants t ON t.id = l.tenant_id WHERE t.slug = $1 AND coalesce(l.location_type::text, 'sales') = 'sales' ORDER BY l.id LIMIT 1",
    [site],
  )
  const dealerships = await pool.query<{ slug: string }>('SELECT d.slug FROM dealerships d JOIN tenants t ON t.id = d.tenant_id WHERE t.slug = $1 ORDER BY d.id', [site])
  return {
    ...(location.rows[0] ? { location_id: String(location.rows[0].id) } : {}),
    ...(dealerships.rows.length > 1 ? { dealership_slug: dealerships.rows[0]!.slug } : {}),
  }
}

/** One shopper's general enquiry: the site it goes to, its Idempotency-Key, and its body with the spam check's answer. */
export type Enquiry = { site: string; key: string; body: string }

export function generalEnquiry(site: string, key: string, shopper: { name: string; email: string }, choices: SiteChoices, altcha: string): Enquiry {
  const lead = { ...shopper, phone: '0412 345 678', message: 'Is it still available?', terms_agreed: true, opt_in: false, ...choices }
  return { site, key, body: JSON.stringify({ form: 'general-enquiry', altcha, lead }) }
}

/** One POST /api/leads, as one attempt of the browser's. */
export function postLead(port: number, enquiry: Enquiry): Promise<HttpResponse> {
  return request(port, '/api/leads', {
    host: `${enquiry.site}.localhost`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': enquiry.key },
    body: enquiry.body,
  })
}

export type SendOutcome = { leadId: number | null; status: number | null; attempts: number; refused: string | null; ms: number }

const sleep = (delayMs: number) => new Promise((resolve) => setTimeout(resolve, delayMs))

/**
 * Sends an enquiry as the browser does (src/components/forms/submitLead.ts):
 * again with the same key after a network error, a 5xx or a 429, until it is
 * acknowledged with a lead_id, refused with a 4xx, or `deadline` passes.
 * `port` may be a choice made per attempt, as a load balancer makes it.
 */
export async function sendLikeBrowser(port: number | (() => number), enquiry: Enquiry, deadline: number, onAcknowledged: () => void = () => undefined): Promise<SendOutcome> {
  const started = Date.now()
  let status: number | null = null
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await postLead(typeof port === 'number' ? port : port(), enquiry)
      status = response.status
      const answer = (() => {
        try {
          return response.json<{ lead_id?: number; error?: string }>()
        } catch {
          return {} as { lead_id?: number; error?: string }
        }
      })()
      if (response.status < 300 && typeof answer.lead_id === 'number') {
        onAcknowledged()
        return { leadId: answer.lead_id, status, attempts: attempt, refused: null, ms: Date.now() - started }
      }
      if (response.status < 500 && response.status !== 429) return { leadId: null, status, attempts: attempt, refused: `${response.status} ${answer.error ?? ''}`, ms: Date.now() - started }
    } catch {
      // The server could not be reached or dropped the connection: the browser would try again.
      status = null
    }
    if (Date.now() > deadline) return { leadId: null, status, attempts: attempt, refused: 'gave up: out of patience', ms: Date.now() - started }
    await sleep(Math.min(200 * attempt, 2000))
  }
}
