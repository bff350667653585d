import type { CarPageItem } from '@/domain/carPageSections'
import type { CarType } from '@/domain/stockVocabulary'

import { siteDocs } from './siteRead'

export type SiteCarPageContent = {
  whatsIncluded: CarPageItem[]
  whyBuyFromUs: CarPageItem[]
  protectYourCar: CarPageItem[]
  reserveOnlineText: string | null
}

type StoredItem = { title: string; text?: string | null; carTypes?: string[] | null; makes?: string[] | null }
const items = (stored: StoredItem[] | null | undefined): CarPageItem[] =>
  (stored ?? []).map((item) => ({ title: item.title, text: item.text ?? null, carTypes: (item.carTypes ?? []) as CarType[], makes: item.makes ?? [] }))

/** The site's car page sections. */
export async function getSiteCarPageContent(siteId: number): Promise<SiteCarPageContent> {
  const [doc] = await siteDocs(siteId, 'car-page-content', { depth: 0, limit: 1, cache: { key: ['site-car-page-content'], kinds: ['carPageContent'] } })
  return { whatsIncluded: items(doc?.whatsIncluded), whyBuyFromUs: items(doc?.whyBuyFromUs), protectYourCar: items(doc?.protectYourCar), reserveOnlineText: doc?.reserveOnlineText ?? null }
}
