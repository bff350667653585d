import type { ConsumerRegulator } from '@/domain/complaints'
import type { AustralianState } from '@/domain/australianAddress'

import { CONSUMER_REGULATORS_TAG } from '@/lib/cacheTags'

import { platformGlobal } from './siteRead'

/** The platform's consumer regulators by state (a global, the same for every site). */
export const getConsumerRegulators = platformGlobal(
  'consumer-regulators',
  CONSUMER_REGULATORS_TAG,
  (stored): Partial<Record<AustralianState, ConsumerRegulator>> => Object.fromEntries((stored.regulators ?? []).map((row) => [row.state, { name: row.name, url: row.url }])),
)
