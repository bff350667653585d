/**
 * The signed JSON POST of a lead to the dealer's own receiver (issue 6).
 *
 * The host is resolved here, every address it resolves to must be public
 * (src/server/publicAddress.ts), and the connection goes to the address that was
 * checked, so a DNS answer that changes between the check and the connect
 * cannot reach a private host. LEAD_WEBHOOK_ALLOW_PRIVATE=1 lifts the
 * address check for tests and local receivers, and LEAD_WEBHOOK_CA_FILE
 * adds a certificate authority to trust (a test receiver's own).
 */

import { readFileSync } from 'node:fs'
import https from 'node:https'
import { rootCertificates } from 'node:tls'

import { LEAD_WEBHOOK_TIMEOUT_MS, WEBHOOK_SIGNATURE_HEADER } from '@/domain/leads/leadDelivery'
import { signWebhook } from '@/leads/webhookSignature'
import { pinnedLookup, publicAddressOf } from '@/server/publicAddress'

export interface WebhookTarget {
  url: string
  secret: string
}

function trustedAuthorities(): string[] | undefined {
  const extra = process.env.LEAD_WEBHOOK_CA_FILE
  return extra ? [...rootCertificates, readFileSync(extra, 'utf8')] : undefined
}

/** POSTs `body` signed with the target's secret at `now`; throws with a message staff can read unless the receiver answers 2xx. */
export async function postLeadWebhook(target: WebhookTarget, body: string, now: Date): Promise<void> {
  const url = new URL(target.url)
  if (url.protocol !== 'https:') throw new Error('The webhook address must start with https://')
  const address = await publicAddressOf(url.hostname, 'webhook', { allowPrivate: process.env.LEAD_WEBHOOK_ALLOW_PRIVATE === '1', refusal: 'leads are only sent to public addresses' })
  const status = await new Promise<number>((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, target.secret, now) },
        // Connect to the checked address; the certificate is still checked against the host name.
        lookup: pinnedLookup(address),
        ca: trustedAuthorities(),
        timeout: LEAD_WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        response.resume()
        response.once('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.once('timeout', () => request.destroy(new Error(`The webhook did not answer within ${LEAD_WEBHOOK_TIMEOUT_MS / 1000} seconds`)))
    request.once('error', reject)
    request.end(body)
  })
  if (status < 200 || status > 299) throw new Error(`The webhook answered HTTP ${status}`)
}
