/**
 * The default valuation provider: the local estimator (localEstimator.ts)
 * over market records we hold. What it reads is passed in, so it stays free
 * of Payload and the clock: the caller supplies how a vehicle reference
 * becomes a vehicle (our own make/model catalogue; a rego lookup needs an
 * outside service, so offline it finds nothing), the market records for a
 * vehicle, and the time.
 */

import type { MarketRecord, TradeInVehicle } from './localEstimator'
import { estimateTradeIn } from './localEstimator'
import type { ValuationProvider, VehicleReference } from './valuationProvider'

export type LocalValuationSources = {
  /** The vehicle a reference names, with the id to answer with; null when unknown. */
  findVehicle(reference: VehicleReference): Promise<{ vehicleId: string; vehicle: Omit<TradeInVehicle, 'kms'> } | null>
  /** Market records that may compare with the vehicle (the estimator picks the comparables). */
  marketRecords(vehicle: Omit<TradeInVehicle, 'kms'>): Promise<readonly MarketRecord[]>
  now(): Date
  /** The dealer's time zone, which decides the car's age around New Year. */
  zone: string
  newId(): string
}

export function localValuationProvider(sources: LocalValuationSources): ValuationProvider {
  return {
    async value(request) {
      const id = sources.newId()
      const found = await sources.findVehicle(request)
      if (!found) return { id, vehicleId: null, kms: request.kms, estimate: { kind: 'no-online-estimate', reason: 'vehicle-not-found' } }
      const records = await sources.marketRecords(found.vehicle)
      const estimate = estimateTradeIn({
        vehicle: { ...found.vehicle, kms: request.kms },
        records,
        answers: request.adjustmentAnswers,
        now: sources.now(),
        zone: sources.zone,
      })
      return { id, vehicleId: found.vehicleId, kms: request.kms, estimate }
    },
  }
}
