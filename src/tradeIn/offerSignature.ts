import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The trade-in offer is computed on the server (POST /api/trade-in/valuation)
 * but comes back from the browser with the shopper's answer and the saved
 * valuation. A signature over the site, the valuation and the price lets the
 * server take only offers it made: a shopper cannot accept a price they
 * typed themselves. Keyed from PAYLOAD_SECRET, so a server needs no other secret.
 */

function key(env: Record<string, string | undefined>): string {
  if (!env.PAYLOAD_SECRET) throw new Error('Signing trade-in offers needs PAYLOAD_SECRET')
  return createHmac('sha256', env.PAYLOAD_SECRET).update('forecourt trade-in offer').digest('hex')
}

export function offerSignature(siteId: number, valuationId: string, offerPrice: number, env: Record<string, string | undefined> = process.env): string {
  return createHmac('sha256', key(env)).update(`${siteId}|${valuationId}|${offerPrice}`).digest('hex')
}

/** Whether `signature` is the one this server gave this site's offer of `offerPrice` for the valuation. */
export function offerIsOurs(siteId: number, valuationId: string, offerPrice: number, signature: string, env: Record<string, string | undefined> = process.env): boolean {
  const expected = Buffer.from(offerSignature(siteId, valuationId, offerPrice, env), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
