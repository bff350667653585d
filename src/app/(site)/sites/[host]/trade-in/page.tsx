import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TradeInPage } from '@/components/tradeIn/TradeInPage'
import { currentSite } from '@/sites/currentSite'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/trade-in', title: 'Trade-In Valuation', description: (site) => `Value your car online and trade it in at ${site.name}.` })
}

/** /trade-in: the general trade-in page (open without sign-in). */
export default async function TradeIn({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return <TradeInPage site={site} heading="Trade-In Valuation" intro={`Tell us about your car and get an estimate of its trade-in value at ${site.name}.`} />
}
