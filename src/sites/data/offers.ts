import { unstable_cache } from 'next/cache'
import { type Where } from 'payload'

import type { Offer } from '@/payload-types'

import { NETWORK_OFFERS_TAG, siteTag } from '@/lib/cacheTags'
import { isPreviewing } from './previewing'
import { sitePayload } from '../sitePayload'

async function findOffers(siteId: number, draft: boolean): Promise<Offer[]> {
  const payload = await sitePayload()
  const dealerships = await payload.find({ collection: 'dealerships', where: { tenant: { equals: siteId } }, depth: 0, limit: 100, overrideAccess: true })
  const makes = [...new Set(dealerships.docs.flatMap((dealership) => dealership.manufacturers ?? []))]
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
    // Anonymous shoppers: the site and published filters above are the scope.
    overrideAccess: true,
  })
  return docs
}

/**
 * A site's published offers (its own and the network's), cached per site and
 * expired by the site's offers and dealerships tags and the network offers
 * tag; while previewing, the latest drafts too, uncached. Start, expiry and
 * excluded sites are applied when a page renders (offerIsShown), so an offer
 * appears and disappears on time whatever the cache holds.
 */
export async function getSiteOffers(siteId: number): Promise<Offer[]> {
  if (await isPreviewing(siteId)) return findOffers(siteId, true)
  return unstable_cache(() => findOffers(siteId, false), ['site-offers', String(siteId)], {
    tags: [siteTag(siteId, 'offers'), siteTag(siteId, 'dealerships'), NETWORK_OFFERS_TAG],
    revalidate: 60,
  })()
}
