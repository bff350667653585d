import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DealerPage } from '@/components/content/DealerPage'
import { isPreviewing } from '@/sites/data/previewing'
import { dealerPageMetadata, loadDealerPage } from '@/sites/dealerPage'

type Props = { params: Promise<{ host: string; slug: string }> }

/** Company, service and legal pages the dealer writes: /about-us, /genuine-service, /terms-and-conditions, /privacy-policy, ... */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  return dealerPageMetadata(host, 'site', slug)
}

export default async function SitePage({ params }: Props) {
  const { host, slug } = await params
  const found = await loadDealerPage(host, 'site', slug)
  if (!found) notFound()
  return <DealerPage page={found.page} site={found.site} previewing={await isPreviewing(found.site.id)} />
}
