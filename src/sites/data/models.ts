import type { Model } from '@/payload-types'

import { siteDocs } from './siteRead'

/** A site's models. */
export function getSiteModels(siteId: number): Promise<Model[]> {
  return siteDocs(siteId, 'models', { depth: 1, limit: 200, cache: { key: ['site-models'], kinds: ['models'] } })
}
