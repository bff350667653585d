import { unstable_cache } from 'next/cache'

import type { ConsumerRegulator } from '@/domain/complaints'
import type { AustralianState } from '@/domain/dealerNetworkConstants'

import { CONSUMER_REGULATORS_TAG } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

/** The platform's consumer regulators by state (a global, the same for every site). */
export const getConsumerRegulators = unstable_cache(
  async (): Promise<Partial<Record<AustralianState, ConsumerRegulator>>> => {
    const payload = await sitePayload()
    // Reference data every public page may show; no site filter applies.
    const global = await payload.findGlobal({ slug: 'consumer-regulators', overrideAccess: true })
    return Object.fromEntries((global.regulators ?? []).map((row) => [row.state, { name: row.name, url: row.url }]))
  },
  ['consumer-regulators'],
  { tags: [CONSUMER_REGULATORS_TAG], revalidate: 3600 },
)
