/**
 * Whether an IP address is on the public internet. Addresses the server
 * fetches from come from outside (a dealer's webhook typed by staff, photo
 * URLs in a stock feed), so without this check they could point the server
 * at itself or the private network it runs in (server-side request
 * forgery): loopback, private, link-local (cloud metadata), carrier-grade
 * NAT, multicast and reserved ranges are refused.
 */

import { lookup } from 'node:dns/promises'
import type { LookupFunction } from 'node:net'
import { BlockList, isIP } from 'node:net'

const notPublic = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) notPublic.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) notPublic.addSubnet(network, prefix, 'ipv6')

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

export function isPublicAddress(address: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) reaches the IPv4 host.
  const mapped = IPV4_MAPPED.exec(address)?.[1]
  if (mapped) return isPublicAddress(mapped)
  const family = isIP(address)
  if (family === 0) return false
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export type CheckedAddress = { address: string; family: number }

/**
 * Resolves `host` to the one address to connect to, refusing a host with any
 * address that is not public (unless `allowPrivate`, for tests and local
 * receivers). `what` names the host in the error, e.g. "webhook".
 */
export async function publicAddressOf(host: string, what: string, options: { allowPrivate?: boolean; refusal?: string } = {}): Promise<CheckedAddress> {
  const literal = host.replace(/^\[|\]$/g, '')
  const addresses = isIP(literal) ? [{ address: literal, family: isIP(literal) }] : await lookup(host, { all: true })
  if (addresses.length === 0) throw new Error(`The ${what} host ${host} has no address`)
  if (!options.allowPrivate) {
    const refused = addresses.find((candidate) => !isPublicAddress(candidate.address))
    if (refused) {
      const where = refused.address === literal ? `The ${what} address ${literal} is` : `The ${what} host ${host} resolves to ${refused.address},`
      throw new Error(`${where} a private or reserved address${options.refusal ? `: ${options.refusal}` : ''}`)
    }
  }
  return addresses[0]!
}

/** A lookup for node:http(s) that answers only the checked address, so a DNS answer that changes between the check and the connect cannot reach a private host. */
export function pinnedLookup({ address, family }: CheckedAddress): LookupFunction {
  return (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (error: null, addresses: CheckedAddress[]) => void)(null, [{ address, family }])
    else callback(null, address, family)
  }
}
