import { RenderBlocks, type LayoutBlock } from '@/blocks/RenderBlocks'
import { LivePreviewRefresh } from '@/components/content/LivePreviewRefresh'
import { defaultHomeLayout, HOME_PAGE_SLUG, homeKind } from '@/domain/blockLayouts'
import { livePreviewOf } from '@/sites/data/livePreview'
import { getSitePage, getSitePageDraft } from '@/sites/data/pages'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/**
 * A dealer's home page: the layout of blocks its staff compose in the admin
 * (the site's Pages document placed "home"), its latest draft in the admin's
 * live preview. A site that has none yet gets the default layout of its kind,
 * without a banner (onboarding draws and stores a banner with the layout).
 */
const page = sitePage({
  metadata: async ({ site }) => {
    const home = await getSitePage(site.id, 'home', HOME_PAGE_SLUG)
    const city = site.contact?.city
    return { path: '/', description: home?.description || `${site.name}${city ? ` in ${city}` : ''}: new, used and demo stock, service, parts and finance.` }
  },
  render: SiteHome,
})

export const generateMetadata = page.generateMetadata
export default page.Page

/** The layout opens with a banner that shows: its first slide's title is then the page's h1. */
function opensWithBanner(layout: readonly LayoutBlock[]): boolean {
  const first = layout[0]
  return first?.blockType === 'imageBanner' && first.slides.some((slide) => typeof slide.image === 'object' && Boolean(slide.image?.url))
}

async function SiteHome({ site, searchParams }: SitePageContext<object>) {
  const [live, now] = await Promise.all([livePreviewOf(site.id, searchParams), nowForPage()])
  const home = live ? await getSitePageDraft(site.id, live.pageId, 'home', HOME_PAGE_SLUG) : await getSitePage(site.id, 'home', HOME_PAGE_SLUG)
  const settings = site.resolvedSettings
  const layout: readonly LayoutBlock[] =
    home?.layout && home.layout.length > 0
      ? home.layout
      : (defaultHomeLayout({ kind: homeKind({ carTypes: settings.carTypes }), siteName: site.name, city: site.contact?.city, carTypes: settings.carTypes, bannerImages: [] }) as unknown as LayoutBlock[])
  return (
    <>
      {live ? <LivePreviewRefresh adminOrigin={live.adminOrigin} /> : null}
      {/* A banner first on the page carries the page's h1; any other opening gets the dealer's name as a heading for screen readers. */}
      {opensWithBanner(layout) ? null : <h1 className="visually-hidden">{site.name}</h1>}
      <RenderBlocks blocks={layout} context={{ site, now }} />
    </>
  )
}
