import { DealerPage } from '@/components/content/DealerPage'
import { PlatformLegalPage } from '@/components/content/PlatformLegalPage'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import type { LegalPage } from '@/domain/legalPages'
import { dealerPageMetadata, dealerPageOf, type DealerPageFound } from '@/sites/dealerPage'
import { platformLegalPageOf } from '@/sites/legalPage'
import { sitePage } from '@/sites/sitePage'

type Params = { slug: string }
type Found = { own: DealerPageFound; legal?: never } | { own?: never; legal: LegalPage }

/**
 * Company, service and legal pages the dealer writes: /about-us, /genuine-service, /terms-and-conditions, /privacy-policy, ...
 * Without the dealer's own, /privacy-policy and /terms-and-conditions are the platform's, filled in for the dealer.
 */
const page = sitePage<Params, Found>({
  load: async ({ site, params, searchParams }) => {
    const own = await dealerPageOf(site, 'site', params.slug, searchParams)
    if (own) return { own }
    const legal = platformLegalPageOf(site, params.slug)
    return legal && { legal }
  },
  metadata: ({ site, params, own, legal }) => (own ? dealerPageMetadata(site, own, 'site', params.slug) : { path: `/${params.slug}`, title: legal.title, description: legal.lead }),
  render: ({ site, own, legal }) =>
    own ? (
      <>
        {own.live ? <LivePreviewRefresh adminOrigin={own.live.adminOrigin} /> : null}
        <DealerPage page={own.page} site={site} previewing={own.previewing} />
      </>
    ) : (
      <PlatformLegalPage page={legal} />
    ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
