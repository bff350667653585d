import type { Metadata } from 'next'

import { GatedDealerPage } from '@/components/content/GatedDealerPage'

type Props = { params: Promise<{ host: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** /spin-to-win: the dealer's page of that slug, behind sign-in (GatedDealerPage). */
export default async function Page({ params }: Props) {
  return <GatedDealerPage host={(await params).host} route="spin-to-win" slug="spin-to-win" />
}
