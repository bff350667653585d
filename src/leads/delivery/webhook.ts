/**
 * The signed JSON POST of a lead to the dealer's own receiver (issue 6).
 *
 * The host is resolved here, every address it resolves to must be public
 * (publicAddress.ts), and the connection goes to the address that was
 * checked, so a DNS answer that changes between the check and the connect
 * cannot reach a private host. LEAD_WEBHOOK_ALLOW_PRIVATE=1 lifts the
 * address check for tests and local receivers, and LEAD_WEBHOOK_CA_FILE
 * adds a certificate authority to trust (a test receiver's own).
 */

import { lookup } from 'node:dns/promises'
import { readFileSync } from 'node:fs'
import https from 'node:https'
import { isIP } from 'node:net'
import { rootCertificates } from 'node:tls'

import { LEAD_WEBHOOK_TIMEOUT_MS, WEBHOOK_SIGNATURE_HEADER } from '@/domain/constants'
import { signWebhook } from '@/leads/webhookSignature'

import { isPublicAddress } from './publicAddress'

export interface WebhookTarget {
  url: string
  secret: string
}

/** Resolves `host` to the one address to connect to, refusing a host with any address that is not public. */
async function checkedAddress(host: string): Promise<{ address: string; family: number }> {
  const literal = host.replace(/^\[|\]$/g, '')
  const addresses = isIP(literal) ? [{ address: literal, family: isIP(literal) }] : await lookup(host, { all: true })
  if (addresses.length === 0) throw new Error(`The webhook host ${host} has no address`)
  if (process.env.LEAD_WEBHOOK_ALLOW_PRIVATE !== '1') {
    const refused = addresses.find((candidate) => !isPublicAddress(candidate.address))
    if (refused) {
      const where = refused.address === literal ? `The webhook address ${literal} is` : `The webhook host ${host} resolves to ${refused.address},`
      throw new Error(`${where} a private or reserved address: leads are only sent to public addresses`)
    }
  }
  return addresses[0]!
}

function trustedAuthorities(): string[] | undefined {
  const extra = process.env.LEAD_WEBHOOK_CA_FILE
  return extra ? [...rootCertificates, readFileSync(extra, 'utf8')] : undefined
}

/** POSTs `body` signed with the target's secret at `now`; throws with a message staff can read unless the receiver answers 2xx. */
export async function postLeadWebhook(target: WebhookTarget, body: string, now: Date): Promise<void> {
  const url = new URL(target.url)
  if (url.protocol !== 'https:') throw new Error('The webhook address must start with https://')
  const { address, family } = await checkedAddress(url.hostname)
  const status = await new Promise<number>((resolve, reject) => {
    const request = https.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, target.secret, now) },
        // Connect to the checked address; the certificate is still checked against the host name.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }])
          else callback(null, address, family)
        },
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
