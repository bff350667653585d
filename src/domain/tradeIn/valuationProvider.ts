/**
 * How the trade-in form gets a valuation, whoever provides it. Shaped like
 * AutoGrab's valuation API (a vehicle by registration plate and state, or by
 * a catalogue vehicle id; the odometer; condition answers; a response with an
 * id to refer back to, retail and trade values, a 0–1 confidence score and
 * the adjustments applied), so an AutoGrab-backed provider can replace the
 * default local one (localValuationProvider.ts) without the form changing.
 * Field names follow the spec's valuation payload (id,
 * adjustmentAnswers, rego, regoState, kms).
 */

import type { AustralianState } from '../australianAddress'
import type { AdjustmentAnswers } from './adjustments'
import type { TradeInEstimate } from './localEstimator'

export type VehicleReference = { rego: string; regoState: AustralianState } | { vehicleId: string }

export type ValuationRequest = VehicleReference & { kms: number; adjustmentAnswers?: AdjustmentAnswers }

export type Valuation = {
  /** Refers to this valuation later (the adjustments step and offer acceptance send it). */
  id: string
  /** The provider's id for the vehicle it valued; null when it found none. */
  vehicleId: string | null
  kms: number
  /** 'vehicle-not-found' when the rego or id matched no vehicle. */
  estimate: TradeInEstimate | { kind: 'no-online-estimate'; reason: 'vehicle-not-found' }
}

export interface ValuationProvider {
  value(request: ValuationRequest): Promise<Valuation>
}
