/**
 * Complaint page: the consumer regulators of the states and territories the dealer trades in.
 */

import { AUSTRALIAN_STATES, type AustralianState } from './australianAddress'

export type ConsumerRegulator = { name: string; url: string }

/** Platform-wide defaults; the stored reference data is seeded from these. */
export const CONSUMER_REGULATORS: Readonly<Record<AustralianState, ConsumerRegulator>> = {
  NSW: { name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au' },
  VIC: { name: 'Consumer Affairs Victoria', url: 'https://www.consumer.vic.gov.au' },
  QLD: { name: 'Office of Fair Trading Queensland', url: 'https://www.qld.gov.au/law/fair-trading' },
  WA: { name: 'Consumer Protection WA', url: 'https://www.commerce.wa.gov.au/consumer-protection' },
  SA: { name: 'Consumer and Business Services SA', url: 'https://www.cbs.sa.gov.au' },
  TAS: { name: 'Consumer, Building and Occupational Services Tasmania', url: 'https://www.cbos.tas.gov.au' },
  ACT: { name: 'Access Canberra', url: 'https://www.accesscanberra.act.gov.au' },
  NT: { name: 'NT Consumer Affairs', url: 'https://consumeraffairs.nt.gov.au' },
}

/** Follows the list of regulators on the complaint page. */
export const INDEPENDENT_LEGAL_ADVICE = 'or seek independent legal advice'

/**
 * One regulator per state of the dealer's locations, in the order NSW, VIC, QLD, WA, SA, TAS, ACT, NT.
 * Locations without a state, and states the stored data has no regulator for, add nothing.
 */
export function regulatorsForLocations(
  states: readonly (AustralianState | null)[],
  regulators: Readonly<Partial<Record<AustralianState, ConsumerRegulator>>> = CONSUMER_REGULATORS,
): ConsumerRegulator[] {
  const present = new Set(states)
  const shown = new Set<string>()
  const result: ConsumerRegulator[] = []
  for (const state of AUSTRALIAN_STATES) {
    const regulator = present.has(state) ? regulators[state] : undefined
    // Stored data may give two states one regulator; it is listed once.
    if (!regulator || shown.has(regulator.url)) continue
    shown.add(regulator.url)
    result.push(regulator)
  }
  return result
}
