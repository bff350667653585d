import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { HomeActions, type HomeAction } from '@/components/home/HomeActions'
import { HomeHero, type QuickSearch } from '@/components/home/HomeHero'
import { HomeLocations } from '@/components/home/HomeLocations'
import { LatestArrivals } from '@/components/home/LatestArrivals'
import type { CardCar } from '@/components/stock/CarCard'
import { isSold } from '@/domain/car'
import { CAR_TYPES } from '@/domain/constants'
import { sortLocations } from '@/domain/locations'
import { VEHICLES_ONLY } from '@/domain/parts'
import { carTypeSearchPath } from '@/domain/searchPaths'
import { BASE_INDEX_NAME } from '@/search/attributes'
import { pageSearchScope, searchForPage, stockFacets } from '@/search/pageSearch'
import { currentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { specLocation } from '@/sites/locationView'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string }> }

/** Cards in the Latest arrivals carousel. */
const LATEST_ARRIVALS = 8
const CAR_TYPE_CHIPS = { new: 'New', used: 'Used', demo: 'Demo' } as const

const HOME_ACTIONS: HomeAction[] = [
  { title: 'Value my trade-in', text: 'An instant estimate for your car', href: '/trade-in', icon: 'car' },
  { title: 'Finance', text: 'Repayments that suit you', href: '/finance', icon: 'tag' },
  { title: 'Contact us', text: 'Call, email or visit us', href: '/contact', icon: 'phone' },
]

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host } = await params
  const site = await currentSite(host)
  if (!site) return {}
  const city = site.contact?.city
  return {
    description: `${site.name}${city ? ` in ${city}` : ''}: new, used and demo stock, service, parts and finance.`,
    alternates: { canonical: `${siteOrigin(site, decodeURIComponent(host))}/` },
  }
}

/** The site's stock for the home page: the quick search's choices and the newest listed cars that are still for sale. */
async function homeStock(carTypes: readonly (typeof CAR_TYPES)[number][]) {
  const scope = await pageSearchScope()
  if (!scope) return null
  const [counts, [latest]] = await Promise.all([
    stockFacets(scope, ['make', 'body', 'car_type'], [VEHICLES_ONLY]),
    searchForPage(scope, [{ indexName: `${BASE_INDEX_NAME}_newest`, params: { hitsPerPage: LATEST_ARRIVALS * 2, facetFilters: [[...VEHICLES_ONLY]] } }]),
  ])
  const typeCounts = counts.facets.car_type ?? {}
  const search: QuickSearch = {
    action: carTypeSearchPath(carTypes),
    makes: Object.keys(counts.facets.make ?? {}).sort((a, b) => a.localeCompare(b, 'en-AU')),
    bodies: Object.keys(counts.facets.body ?? {}).sort(),
    chips: CAR_TYPES.filter((type) => carTypes.includes(type) && (typeCounts[type] ?? 0) > 0).map((type) => ({
      label: CAR_TYPE_CHIPS[type],
      href: carTypeSearchPath([type]),
      count: typeCounts[type] ?? 0,
    })),
  }
  const cars = ((latest?.hits ?? []) as unknown as CardCar[]).filter((car) => !isSold(car)).slice(0, LATEST_ARRIVALS)
  return { search: counts.nbHits > 0 ? search : null, cars, now: scope.now }
}

/** A dealer's home page: the band with a quick search, the newest cars, the locations and the main calls to action. */
export default async function SiteHome({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const settings = site.resolvedSettings
  const city = site.contact?.city
  const [stock, locations] = await Promise.all([homeStock(settings.carTypes), getSiteLocations(site.id)])
  return (
    <>
      <HomeHero name={site.name} tagline={city ? `New, used and demo cars in ${city}.` : 'New, used and demo cars.'} search={stock?.search ?? null} />
      {stock ? <LatestArrivals cars={stock.cars} settings={settings} now={stock.now} zone={site.timeZone} searchHref={carTypeSearchPath(settings.carTypes)} /> : null}
      <HomeLocations locations={sortLocations(locations.map(specLocation)).map((location) => location.doc)} />
      <HomeActions actions={HOME_ACTIONS} />
    </>
  )
}
