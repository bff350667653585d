import type { Payload } from 'payload'

import { CONSUMER_REGULATORS } from '@/domain/complaints'
import type { AustralianState } from '@/domain/constants'

/** Fills platform reference data that is still empty; never overwrites what agency staff have edited. */
export async function ensureReferenceData(payload: Payload): Promise<boolean> {
  const regulators = await payload.findGlobal({ slug: 'consumer-regulators', overrideAccess: true })
  if ((regulators.regulators ?? []).length > 0) return false
  await payload.updateGlobal({
    slug: 'consumer-regulators',
    data: {
      regulators: (Object.entries(CONSUMER_REGULATORS) as [AustralianState, { name: string; url: string }][]).map(([state, regulator]) => ({
        state,
        ...regulator,
      })),
    },
    overrideAccess: true,
  })
  return true
}
