import { unstable_cache } from 'next/cache'

import type { CarPageItem } from '@/domain/carPageSections'
import type { CarType } from '@/domain/stockVocabulary'

import { siteTag } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

export type SiteCarPageContent = {
  whatsIncluded: CarPageItem[]
  whyBuyFromUs: CarPageItem[]
  protectYourCar: CarPageItem[]
  reserveOnlineText: string | null
}

type StoredItem = { title: string; text?: string | null; carTypes?: string[] | null }
const items = (stored: StoredItem[] | null | undefined): CarPageItem[] =>
  (stored ?? []).map((item) => ({ title: item.title, text: item.text ?? null, carTypes: (item.carTypes ?? []) as CarType[] }))

/** The site's car page sections, cached per site and expired when its editors save them. */
export function getSiteCarPageContent(siteId: number): Promise<SiteCarPageContent> {
  return unstable_cache(
    async () => {
      const payload = await sitePayload()
      const { docs } = await payload.find({
        collection: 'car-page-content',
        where: { tenant: { equals: siteId } },
        depth: 0,
        limit: 1,
        // Anonymous shoppers: the site filter above is the scope.
        overrideAccess: true,
      })
      const doc = docs[0]
      return { whatsIncluded: items(doc?.whatsIncluded), whyBuyFromUs: items(doc?.whyBuyFromUs), protectYourCar: items(doc?.protectYourCar), reserveOnlineText: doc?.reserveOnlineText ?? null }
    },
    ['site-car-page-content', String(siteId)],
    { tags: [siteTag(siteId, 'carPageContent')], revalidate: 60 },
  )()
}
