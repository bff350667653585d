import { cache } from 'react'

import { decodedUrlPart } from '@/domain/requestText'
import { pageSearchScope } from '@/sites/pageSearch'
import { searchEngine } from '@/search/searchEngine'

import type { StockCar } from './carDetails'
import { currentSite } from './currentSite'
import { siteOrigin } from './siteUrl'
import { sitePayload } from './sitePayload'

/** The listed car at /cars/{slug} on this host, with its site and search scope; null for any other address. Once per request (metadata and page). */
export const loadCarPage = cache(async (host: string, slug: string) => {
  const site = await currentSite(host)
  const carSlug = decodedUrlPart(slug)
  const scope = site && carSlug !== null ? await pageSearchScope() : null
  if (!site || !scope || carSlug === null) return null
  const engine = searchEngine(await sitePayload())
  const car = (await engine.vehicleBySlug(scope, carSlug)) as StockCar | null
  if (!car) return null
  const origin = siteOrigin(site, decodeURIComponent(host))
  return { site, scope, engine, car, origin, canonical: `${origin}/cars/${car.slug}` }
})
