import { type Where } from 'payload'

import type { Offer } from '@/payload-types'

import { NETWORK_OFFERS_TAG } from '@/lib/cacheTags'

import { sitePayload } from '../sitePayload'
import { getSiteDealerships } from './dealerships'
import { cachedSiteRead } from './siteRead'

async function findOffers(siteId: number, draft: boolean): Promise<Offer[]> {
  const payload = await sitePayload()
  const makes = [...new Set((await getSiteDealerships(siteId)).flatMap((dealership) => dealership.manufacturers ?? []))]
  // The site's own offers, and network offers of a manufacturer the site sells; excluded sites are filtered by offerIsShown.
  const scope: Where = {
    or: [{ tenant: { equals: siteId } }, ...(makes.length > 0 ? [{ and: [{ network: { equals: true } }, { manufacturer: { in: makes } }] }] : [])],
  }
  const { docs } = await payload.find({
    collection: 'offers',
    where: { and: [scope, ...(draft ? [] : [{ _status: { equals: 'published' } }])] },
    // The model and its image: the Explore link and the picture of an offer without its own.
    depth: 2,
    populate: { tenants: { slug: true }, models: { name: true, slug: true, manufacturer: true, overrideUrl: true, image: true } },
    limit: 100,
    sort: '-updatedAt',
    draft,
    // Anonymous shoppers: the site (or network) and published filters above are the scope; the one read that is not
    // of one site's documents alone, so it states its scope here rather than through siteDocs.
    overrideAccess: true,
  })
  return docs
}

/**
 * A site's published offers (its own and the network's), expired by the
 * site's offers and dealerships and by network offers; while previewing, the
 * latest drafts. Start, expiry and excluded sites are applied when a page
 * renders (offerIsShown), so an offer appears and disappears on time whatever
 * the cache holds.
 */
export function getSiteOffers(siteId: number): Promise<Offer[]> {
  return cachedSiteRead(siteId, { key: ['site-offers'], kinds: ['offers', 'dealerships'], sharedTags: [NETWORK_OFFERS_TAG] }, (draft) => findOffers(siteId, draft), { previewable: true })
}
