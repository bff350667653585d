import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DealerPage } from '@/components/content/DealerPage'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { isPreviewing } from '@/sites/data/previewing'
import { dealerPageMetadata, loadDealerPage } from '@/sites/dealerPage'

type Props = { params: Promise<{ host: string; name: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Content pages the dealer writes: /pages/finance, /pages/buyers-tips, /pages/toyota-hybrids, ... */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, name } = await params
  return dealerPageMetadata(host, 'content', name)
}

export default async function ContentPage({ params, searchParams }: Props) {
  const { host, name } = await params
  const found = await loadDealerPage(host, 'content', name, await searchParams)
  if (!found) notFound()
  return (
    <>
      {found.live ? <LivePreviewRefresh adminOrigin={found.live.adminOrigin} /> : null}
      <DealerPage page={found.page} site={found.site} previewing={found.live !== null || (await isPreviewing(found.site.id))} />
    </>
  )
}
