import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DealerPage } from '@/components/content/DealerPage'
import { isPreviewing } from '@/sites/data/previewing'
import { dealerPageMetadata, loadDealerPage } from '@/sites/dealerPage'

type Props = { params: Promise<{ host: string; name: string }> }

/** Content pages the dealer writes: /pages/finance, /pages/buyers-tips, /pages/toyota-hybrids, ... */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, name } = await params
  return dealerPageMetadata(host, 'content', name)
}

export default async function ContentPage({ params }: Props) {
  const { host, name } = await params
  const found = await loadDealerPage(host, 'content', name)
  if (!found) notFound()
  return <DealerPage page={found.page} site={found.site} previewing={await isPreviewing(found.site.id)} />
}
