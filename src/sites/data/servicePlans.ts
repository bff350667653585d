import { SPEC_SERVICE_PLANS, type ServicePlan, type ServicePlanTable } from '@/domain/servicePlans'

import { SERVICE_PLANS_TAG } from '@/lib/cacheTags'

import { platformGlobal } from './siteRead'

const planOf = (row: ServicePlan) => ({
  amount: row.amount,
  years: row.years,
  services: row.services,
  intervalMonths: row.intervalMonths,
  intervalKm: row.intervalKm,
  rangeKm: row.rangeKm,
})

/** The platform's service plans (a global, the same for every site); the spec's table until one is stored. */
export const getServicePlans = platformGlobal('service-plans', SERVICE_PLANS_TAG, (stored): ServicePlanTable => {
  if (!stored.defaultPlan?.amount) return SPEC_SERVICE_PLANS
  return {
    defaultPlan: planOf(stored.defaultPlan as ServicePlan),
    overrides: Object.fromEntries((stored.overrides ?? []).map((row) => [row.model, planOf(row as ServicePlan)])),
  }
})
