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

/** Every block a page's layout may hold, in the order the admin offers them. Each renders through RenderBlocks.tsx. */
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
]
