import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { tradeInValuationShows } from '@/domain/carPageButtons'
import { currentSite } from '@/sites/currentSite'
import { sitePageMetadata } from '@/sites/sitePageMetadata'
import { tradeInCar } from '@/tradeIn/tradeInCar'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

async function pageCar({ params, searchParams }: Props) {
  const site = await currentSite((await params).host)
  const carId = (await searchParams).car_id
  if (!site || typeof carId !== 'string') return null
  const car = await tradeInCar(site.id, carId)
  // Only a car tradeInValuationShows allows (feature on; in stock, not sold or reserved, priced above $200) has this page.
  return car && tradeInValuationShows(car, site.resolvedSettings) ? { site, car } : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await pageCar(props)
  if (!found) return {}
  // One page for every car: the canonical is the general trade-in page, so search engines index it once.
  return sitePageMetadata((await props.params).host, { path: '/trade-in', title: 'Trade-In Valuation', description: (site) => `Value your trade-in towards a car at ${site.name}.` })
}

/**
 * /cars/trade-in?car_id={id}: the trade-in valuation towards one car,
 * shown only when the dealer has the feature and the
 * car is in stock, not sold or reserved and priced above $200. A static
 * segment, so Next routes it before cars/[slug].
 */
export default async function CarTradeIn(props: Props) {
  const found = await pageCar(props)
  if (!found) notFound()
  const { site, car } = found
  const name = [car.year, car.make, car.model].filter(Boolean).join(' ')
  return <TradeInPage site={site} car={car} heading="Trade-In Valuation" intro={`Value your car as a trade-in towards the ${name}.`} />
}
