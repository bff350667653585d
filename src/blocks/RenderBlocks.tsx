import type React from 'react'

import type { Page } from '@/payload-types'

import { CallToAction } from './CallToAction/Component'
import type { BlockContext } from './context'
import { ImageBanner } from './ImageBanner/Component'
import { LatestPosts } from './LatestPosts/Component'
import { Locations } from './Locations/Component'
import { ModelsGrid } from './ModelsGrid/Component'
import { Offers } from './Offers/Component'
import { QuickSearch } from './QuickSearch/Component'
import { Reviews } from './Reviews/Component'
import { RichText } from './RichText/Component'
import { StockCarousel } from './StockCarousel/Component'
import { WhyChooseUs } from './WhyChooseUs/Component'

export type LayoutBlock = NonNullable<Page['layout']>[number]
type BlockType = LayoutBlock['blockType']
type Renderer<T extends BlockType> = (props: { block: Extract<LayoutBlock, { blockType: T }>; context: BlockContext }) => React.ReactNode | Promise<React.ReactNode>

/** Each block type's component (configs in ./index.ts, one folder per block). */
const COMPONENTS: { [T in BlockType]: Renderer<T> } = {
  imageBanner: ImageBanner,
  quickSearch: QuickSearch,
  stockCarousel: StockCarousel,
  offers: Offers,
  locations: Locations,
  modelsGrid: ModelsGrid,
  reviews: Reviews,
  whyChooseUs: WhyChooseUs,
  richText: RichText,
  callToAction: CallToAction,
  latestPosts: LatestPosts,
}

/** A page's layout, block after block, each rendered on the server from its stored data. `opensPage`: nothing of the page comes before the first block. */
export function RenderBlocks({ blocks, context, opensPage = true }: { blocks: readonly LayoutBlock[]; context: Omit<BlockContext, 'first' | 'key'>; opensPage?: boolean }) {
  return blocks.map((block, at) => {
    const Component = COMPONENTS[block.blockType] as Renderer<BlockType> | undefined
    if (!Component) return null
    const key = `block-${at}`
    return <Component key={block.id ?? key} block={block as never} context={{ ...context, first: opensPage && at === 0, key }} />
  })
}
