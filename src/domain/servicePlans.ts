/**
 * Capped-price service plans per model and the accessories warranty wording.
 */

import { modelNameKey } from './models'

/** The spec's amount, years, services, interval (months or km, whichever comes first) and range. */
export type ServicePlan = {
  /** Dollars per service. */
  amount: number
  years: number
  services: number
  intervalMonths: number
  intervalKm: number
  /** The plan covers services up to this odometer reading. */
  rangeKm: number
}

/** $250 per service, 5 years, 5 services, every 12 months or 15,000 km, up to 75,000 km. */
export const DEFAULT_SERVICE_PLAN: ServicePlan = {
  amount: 250,
  years: 5,
  services: 5,
  intervalMonths: 12,
  intervalKm: 15_000,
  rangeKm: 75_000,
}

/*
 * What the spec leaves out of an override is derived, not copied blindly from the default:
 * - the interval in months is the plan's years spread over its services (3 years / 6 services = 6 months,
 *   5 years / 10 services = 6 months, 5 years / 5 services = 12 months = the default);
 * - a 6-month interval goes with 10,000 km, as the spec states for Coaster (and as Prado's
 *   100,000 km over 10 services implies); a 12-month interval keeps the default 15,000 km;
 * - the range is services × interval km (the default's 5 × 15,000 = 75,000 km, Prado's 10 × 10,000 = 100,000 km).
 */
const SIX_MONTHLY = { intervalMonths: 6, intervalKm: 10_000 } as const

/** Three years, six services: Coaster (stated in full), HiAce, Granvia, HiLux and Fortuner. */
function threeYearsSixServices(amount: number): ServicePlan {
  // Interval and range derived for HiAce, Granvia, HiLux and Fortuner (see above); stated for Coaster.
  return { amount, years: 3, services: 6, ...SIX_MONTHLY, rangeKm: 60_000 }
}

/** Five years, ten services: Prado (range stated), LandCruiser 70, LandCruiser 300 and Tundra. */
function fiveYearsTenServices(amount: number): ServicePlan {
  // Interval derived for all four; range stated for Prado and derived for the others (see above).
  return { amount, years: 5, services: 10, ...SIX_MONTHLY, rangeKm: 100_000 }
}

/** Five years, five services: only the amount differs; interval and range inherited from the default. */
function fiveYearsFiveServices(amount: number): ServicePlan {
  return { ...DEFAULT_SERVICE_PLAN, amount }
}

/** Per-model plans keyed by model name as the spec writes it; other models get the default. */
export const SERVICE_PLAN_OVERRIDES: Readonly<Record<string, ServicePlan>> = {
  Coaster: threeYearsSixServices(485),
  HiAce: threeYearsSixServices(290),
  Granvia: threeYearsSixServices(290),
  HiLux: threeYearsSixServices(290),
  Fortuner: threeYearsSixServices(290),
  'LandCruiser Prado': fiveYearsTenServices(390),
  'LandCruiser 70': fiveYearsTenServices(525),
  'LandCruiser 300': fiveYearsTenServices(400),
  Tundra: fiveYearsTenServices(400),
  bZ4X: fiveYearsFiveServices(180),
  'Corolla Sedan': fiveYearsFiveServices(245),
  'Corolla Hatch': fiveYearsFiveServices(245),
  Yaris: fiveYearsFiveServices(245),
  Camry: fiveYearsFiveServices(255),
  'Yaris Cross': fiveYearsFiveServices(250),
  'C-HR': fiveYearsFiveServices(250),
  'Corolla Cross': fiveYearsFiveServices(250),
  RAV4: fiveYearsFiveServices(260),
  Kluger: fiveYearsFiveServices(265),
}

/** The plans a page reads: the platform's stored table (filled from the constants above), or the constants themselves. */
export type ServicePlanTable = { defaultPlan: ServicePlan; overrides: Readonly<Record<string, ServicePlan>> }

export const SPEC_SERVICE_PLANS: ServicePlanTable = { defaultPlan: DEFAULT_SERVICE_PLAN, overrides: SERVICE_PLAN_OVERRIDES }

/** The model's plan, ignoring case and punctuation ('Prado' and 'LandCruiser Prado' are one); otherwise the default. */
export function servicePlanFor(modelName: string | null | undefined, table: ServicePlanTable = SPEC_SERVICE_PLANS): ServicePlan {
  if (!modelName) return table.defaultPlan
  const key = modelNameKey(modelName)
  const found = Object.entries(table.overrides).find(([name]) => modelNameKey(name) === key)
  return found?.[1] ?? table.defaultPlan
}

const number = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })

/** '$250 per service for 5 years or 5 services, every 12 months or 15,000 km (up to 75,000 km)'. */
export function servicePlanText(plan: ServicePlan): string {
  return (
    `$${number.format(plan.amount)} per service for ${plan.years} years or ${plan.services} services, ` +
    `every ${plan.intervalMonths} months or ${number.format(plan.intervalKm)} km (up to ${number.format(plan.rangeKm)} km)`
  )
}

/** Genuine accessories warranty. */
export const ACCESSORIES_WARRANTY_TEXT =
  'The remainder of the vehicle warranty or 2 years, whichever is greater, if fitted by the dealer; 2 years from purchase if not fitted.'
