import type { Block } from 'payload'

import { CallToActionBlock } from './CallToAction/config'
import { ImageBannerBlock } from './ImageBanner/config'
import { LatestPostsBlock } from './LatestPosts/config'
import { LocationsBlock } from './Locations/config'
import { ModelsGridBlock } from './ModelsGrid/config'
import { OffersBlock } from './Offers/config'
import { QuickSearchBlock } from './QuickSearch/config'
import { ReviewsBlock } from './Reviews/config'
import { RichTextBlock } from './RichText/config'
import { StockCarouselBlock } from './StockCarousel/config'
import { WhyChooseUsBlock } from './WhyChooseUs/config'

/** Where the block picker's previews live: one image per block, `<slug>.webp`, made by `npm run block-previews` from a demo site. */
export const BLOCK_PREVIEWS_PATH = '/block-previews'

/**
 * A block as the admin shows it: in the picker, a picture of the block as a
 * demo site renders it; in the layout, each row named by its own heading or
 * first title (BlockRowLabel) beside its kind.
 */
export function forTheAdmin(block: Block): Block {
  const kind = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
  return {
    ...block,
    imageURL: `${BLOCK_PREVIEWS_PATH}/${block.slug}.webp`,
    imageAltText: `${kind} block, as a dealer site shows it`,
    admin: { ...block.admin, components: { ...block.admin?.components, Label: { path: '@/components/admin/BlockRowLabel#BlockRowLabel', clientProps: { kind } } } },
  }
}

/** Every block a page's layout may hold, in the order the admin offers them, each with its picture and row name for the admin. Each renders through RenderBlocks.tsx. */
export const PAGE_BLOCKS: Block[] = [
  ImageBannerBlock,
  QuickSearchBlock,
  StockCarouselBlock,
  OffersBlock,
  LocationsBlock,
  ModelsGridBlock,
  ReviewsBlock,
  WhyChooseUsBlock,
  RichTextBlock,
  CallToActionBlock,
  LatestPostsBlock,
].map(forTheAdmin)
