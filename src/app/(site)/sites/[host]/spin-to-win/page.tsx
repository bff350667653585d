import type { Metadata } from 'next'

import { GatedDealerPage } from '@/components/content/GatedDealerPage'
import { sitePage } from '@/sites/sitePage'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** /spin-to-win: the dealer's page of that slug, behind sign-in (GatedDealerPage). */
export default sitePage({ render: ({ site }) => <GatedDealerPage site={site} route="spin-to-win" slug="spin-to-win" /> }).Page
