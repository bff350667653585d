import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DealerPage } from '@/components/content/DealerPage'
import { PlatformLegalPage } from '@/components/content/PlatformLegalPage'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { isPreviewing } from '@/sites/data/previewing'
import { dealerPageMetadata, loadDealerPage } from '@/sites/dealerPage'
import { loadPlatformLegalPage } from '@/sites/legalPage'

type Props = { params: Promise<{ host: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Company, service and legal pages the dealer writes: /about-us, /genuine-service, /terms-and-conditions, /privacy-policy, ...
 * Without the dealer's own, /privacy-policy and /terms-and-conditions are the platform's, filled in for the dealer.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params
  const own = await dealerPageMetadata(host, 'site', slug)
  if (own.title) return own
  const legal = await loadPlatformLegalPage(host, slug)
  return legal ? { title: legal.page.title, description: legal.page.lead, alternates: { canonical: legal.canonical } } : own
}

export default async function SitePage({ params, searchParams }: Props) {
  const { host, slug } = await params
  const found = await loadDealerPage(host, 'site', slug, await searchParams)
  if (found) {
    return (
      <>
        {found.live ? <LivePreviewRefresh adminOrigin={found.live.adminOrigin} /> : null}
        <DealerPage page={found.page} site={found.site} previewing={found.live !== null || (await isPreviewing(found.site.id))} />
      </>
    )
  }
  const legal = await loadPlatformLegalPage(host, slug)
  if (!legal) notFound()
  return <PlatformLegalPage page={legal.page} />
}
