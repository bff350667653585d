import { randomUUID } from 'node:crypto'

import type { Pool } from 'pg'

import { COMPARABLE_YEAR_WINDOW, type MarketRecord } from '@/domain/tradeIn/localEstimator'
import { localValuationProvider } from '@/domain/tradeIn/localValuationProvider'
import { vehicleOfCatalogueId } from '@/domain/tradeIn/catalogueVehicle'
import type { ValuationProvider } from '@/domain/tradeIn/valuationProvider'

/** Enough comparables for a median; a popular model's records past this add nothing. */
const MARKET_RECORDS_LIMIT = 2000

/**
 * The valuation provider the site uses: the local estimator over the asking
 * prices of the used and demo cars every dealer on the platform lists (the
 * market data we hold; only the aggregate leaves the server). A plate needs an
 * outside registry, which this offline provider has not, so a rego finds no
 * car and the form says an appraiser will value it.
 */
export function siteValuationProvider(pool: Pool, zone: string): ValuationProvider {
  return localValuationProvider({
    zone,
    now: () => new Date(),
    newId: randomUUID,
    async findVehicle(reference) {
      if (!('vehicleId' in reference)) return null
      const vehicle = vehicleOfCatalogueId(reference.vehicleId)
      return vehicle ? { vehicleId: reference.vehicleId, vehicle } : null
    },
    async marketRecords(vehicle) {
      const { rows } = await pool.query<{ year: number; make: string; model: string; badge: string | null; km: number; price: number; car_type: MarketRecord['car_type'] }>(
        `SELECT (data->>'year')::int AS year, data->>'make' AS make, data->>'model' AS model, data->>'badge' AS badge,
                (data->>'km')::float8 AS km, (data->>'price')::float8 AS price, car_type
           FROM stock_vehicles
          WHERE car_type IN ('used', 'demo')
            AND lower(btrim(data->>'make')) = lower(btrim($1)) AND lower(btrim(data->>'model')) = lower(btrim($2))
            AND jsonb_typeof(data->'year') = 'number' AND jsonb_typeof(data->'km') = 'number' AND jsonb_typeof(data->'price') = 'number'
            AND (data->>'year')::numeric BETWEEN $3 AND $4
          LIMIT ${MARKET_RECORDS_LIMIT}`,
        [vehicle.make, vehicle.model, vehicle.year - COMPARABLE_YEAR_WINDOW, vehicle.year + COMPARABLE_YEAR_WINDOW],
      )
      return rows
    },
  })
}
