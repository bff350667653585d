import type { Payload } from 'payload'

import { CONSUMER_REGULATORS } from '@/domain/complaints'
import type { AustralianState } from '@/domain/australianAddress'
import { defaultVehicleReference } from '@/domain/makes'
import { DEFAULT_SERVICE_PLAN, SERVICE_PLAN_OVERRIDES } from '@/domain/servicePlans'

/** Fills platform reference data that is still empty; never overwrites what agency staff have edited. Returns what it filled. */
export async function ensureReferenceData(payload: Payload): Promise<string[]> {
  const filled: string[] = []
  const regulators = await payload.findGlobal({ slug: 'consumer-regulators', overrideAccess: true })
  if ((regulators.regulators ?? []).length === 0) {
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
    filled.push('consumer regulators')
  }
  const vehicles = await payload.findGlobal({ slug: 'vehicle-reference', overrideAccess: true })
  if ((vehicles.makes ?? []).length === 0 && (vehicles.bodyTypes ?? []).length === 0) {
    await payload.updateGlobal({ slug: 'vehicle-reference', data: defaultVehicleReference(), overrideAccess: true })
    filled.push('makes and body types')
  }
  const plans = await payload.findGlobal({ slug: 'service-plans', overrideAccess: true })
  if (!plans.defaultPlan?.amount && (plans.overrides ?? []).length === 0) {
    await payload.updateGlobal({
      slug: 'service-plans',
      data: { defaultPlan: DEFAULT_SERVICE_PLAN, overrides: Object.entries(SERVICE_PLAN_OVERRIDES).map(([model, plan]) => ({ model, ...plan })) },
      overrideAccess: true,
    })
    filled.push('service plans')
  }
  return filled
}
