import type { Metadata } from 'next'

import { GatedDealerPage } from '@/components/content/GatedDealerPage'
import { sitePage } from '@/sites/sitePage'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** /online-payment: the dealer's page of that slug, behind sign-in (GatedDealerPage). */
export default sitePage({ render: ({ site }) => <GatedDealerPage site={site} route="online-payment" slug="online-payment" /> }).Page
