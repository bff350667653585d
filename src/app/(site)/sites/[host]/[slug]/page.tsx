import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DealerPage } from '@/components/content/DealerPage'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { isPreviewing } from '@/sites/data/previewing'
import { dealerPageMetadata, loadDealerPage } from '@/sites/dealerPage'

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Company, service and legal pages the dealer writes: /about-us, /genuine-service, /terms-and-conditions, /privacy-policy, ... */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  return dealerPageMetadata(host, 'site', slug)
}

export default async function SitePage({ params, searchParams }: Props) {
  const { host, slug } = await params
  const found = await loadDealerPage(host, 'site', slug, await searchParams)
  if (!found) notFound()
  return (
    <>
      {found.live ? <LivePreviewRefresh adminOrigin={found.live.adminOrigin} /> : null}
      <DealerPage page={found.page} site={found.site} previewing={found.live !== null || (await isPreviewing(found.site.id))} />
    </>
  )
}
