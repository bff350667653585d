import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { currentSite } from '@/sites/currentSite'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/sell-my-car', title: 'Sell My Car', description: (site) => `Get an online estimate and sell your car to ${site.name}.` })
}

/** /sell-my-car: the same valuation for a shopper selling outright (open without sign-in). */
export default async function SellMyCar({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return <TradeInPage site={site} heading="Sell My Car" intro={`Tell us about your car and ${site.name} will make you an offer.`} />
}
