import { DealerPage } from '@/components/content/DealerPage'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { dealerPageMetadata, dealerPageOf, type DealerPageFound } from '@/sites/dealerPage'
import { sitePage } from '@/sites/sitePage'

/** Content pages the dealer writes: /pages/finance, /pages/buyers-tips, /pages/toyota-hybrids, ... */
const page = sitePage<{ name: string }, DealerPageFound>({
  load: ({ site, params, searchParams }) => dealerPageOf(site, 'content', params.name, searchParams),
  metadata: (found) => dealerPageMetadata(found.site, found, 'content', found.params.name),
  render: ({ site, page: content, live, previewing }) => (
    <>
      {live ? <LivePreviewRefresh adminOrigin={live.adminOrigin} /> : null}
      <DealerPage page={content} site={site} previewing={previewing} />
    </>
  ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
