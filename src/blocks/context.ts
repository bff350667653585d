import type { CurrentSite } from '@/sites/currentSite'

/** What every block renders with: the site, the time the page is rendered at, and where the block sits. */
export type BlockContext = {
  site: CurrentSite
  now: Date
  /** The block opens the page: a banner's first title is then the page's h1 and its image loads first. */
  first: boolean
  /** Unique on the page, for the block's heading id. */
  key: string
}
