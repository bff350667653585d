import type { Dealership } from '@/payload-types'

import { siteDocs } from './siteRead'

/** A site's dealerships. */
export function getSiteDealerships(siteId: number): Promise<Dealership[]> {
  return siteDocs(siteId, 'dealerships', { depth: 0, limit: 100, sort: 'name', cache: { key: ['site-dealerships'], kinds: ['dealerships'] } })
}
