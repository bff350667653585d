import { unstable_cache } from 'next/cache'

import { SPEC_SERVICE_PLANS, type ServicePlan, type ServicePlanTable } from '@/domain/servicePlans'

import { SERVICE_PLANS_TAG } from '@/lib/cacheTags'
import { sitePayload } from '../sitePayload'

const planOf = (row: ServicePlan) => ({
  amount: row.amount,
  years: row.years,
  services: row.services,
  intervalMonths: row.intervalMonths,
  intervalKm: row.intervalKm,
  rangeKm: row.rangeKm,
})

/** The platform's service plans (a global, the same for every site); the spec's table until one is stored. */
export const getServicePlans = unstable_cache(
  async (): Promise<ServicePlanTable> => {
    const payload = await sitePayload()
    // Reference data every public page may show; no site filter applies.
    const stored = await payload.findGlobal({ slug: 'service-plans', overrideAccess: true })
    if (!stored.defaultPlan?.amount) return SPEC_SERVICE_PLANS
    return {
      defaultPlan: planOf(stored.defaultPlan as ServicePlan),
      overrides: Object.fromEntries((stored.overrides ?? []).map((row) => [row.model, planOf(row as ServicePlan)])),
    }
  },
  ['service-plans'],
  { tags: [SERVICE_PLANS_TAG], revalidate: 3600 },
)
