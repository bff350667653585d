import { RenderBlocks, type LayoutBlock } from '@/blocks/RenderBlocks'
import type { CurrentSite } from '@/sites/currentSite'
import { nowForPage } from '@/sites/nowForPage'

/** A dealer page's blocks after its text; the page's own header holds the h1 and its first paint. */
export async function PageLayout({ blocks, site }: { blocks: readonly LayoutBlock[]; site: CurrentSite }) {
  return <RenderBlocks blocks={blocks} context={{ site, now: await nowForPage() }} opensPage={false} />
}
