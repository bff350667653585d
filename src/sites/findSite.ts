import type { Payload, PayloadRequest, Where } from 'payload'

import { normaliseHost, siteLookupForHost } from '@/domain/host'
import type { Tenant } from '@/payload-types'

import { platformHosts } from './platformHosts'

/**
 * The dealer site a host name belongs to. This is the only way the public
 * site picks its tenant: from the Host header, never from a cookie, query
 * parameter or any other header the browser could set.
 */
export async function findSiteByHost(payload: Payload, rawHost: string | null | undefined): Promise<Tenant | null> {
  const host = normaliseHost(rawHost)
  if (!host) return null
  const lookup = siteLookupForHost(host, platformHosts)
  if (!lookup) return null
  const where: Where =
    lookup.kind === 'slug' ? { slug: { equals: lookup.slug } } : { 'domains.domain': { equals: lookup.domain } }
  const { docs } = await payload.find({
    collection: 'tenants',
    where,
    limit: 1,
    depth: 1,
    // Public requests are anonymous; the host has already decided which site they may see.
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The site id for the Host header of a Payload request (used by access rules that serve public files). */
export async function siteIdForRequest(req: PayloadRequest): Promise<number | null> {
  const site = await findSiteByHost(req.payload, req.headers.get('host'))
  return site?.id ?? null
}
