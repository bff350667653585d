import { cache } from 'react'

import { decodedUrlPart } from '@/domain/requestText'
import { pageSearchScope } from '@/sites/pageSearch'
import { searchEngine } from '@/search/searchEngine'

import type { StockCar } from './carDetails'
import { currentSite, type CurrentSite } from './currentSite'
import { siteOrigin } from './siteUrl'
import { sitePayload } from './sitePayload'

/**
 * The listed car at /cars/{slug} on a site, with its search scope; null for
 * any other address. Once per request (metadata and page share it: the site
 * object is the request's one, from currentSite's cache).
 */
export const siteCar = cache(async (site: CurrentSite, origin: string, slug: string) => {
  const carSlug = decodedUrlPart(slug)
  const scope = carSlug !== null ? await pageSearchScope() : null
  if (!scope || carSlug === null) return null
  const engine = searchEngine(await sitePayload())
  const car = (await engine.vehicleBySlug(scope, carSlug)) as StockCar | null
  if (!car) return null
  return { scope, engine, car, canonical: `${origin}/cars/${car.slug}` }
})

/** The same for a route handler, which has only the host: the car's PDF. */
export async function loadCarPage(host: string, slug: string) {
  const site = await currentSite(host)
  if (!site) return null
  const found = await siteCar(site, siteOrigin(site, decodeURIComponent(host)), slug)
  return found && { site, ...found }
}

/** What a car's pages know beyond their site: the car, the search it was found with and its canonical address. */
export type SiteCar = NonNullable<Awaited<ReturnType<typeof siteCar>>>
