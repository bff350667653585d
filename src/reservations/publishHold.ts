import type { Payload } from 'payload'

import { poolOf } from '@/server/payloadPool'

import { reflectHoldInAlgolia } from './algoliaHold'
import { carIsHeldSql } from '@/search/heldCars'

/**
 * After a hold began or ended (and its transaction announced the stock
 * change to the built-in index): Algolia sites get the car's flag too. A
 * failure here is logged, never the shopper's problem: `npm run search:sync` writes
 * the same value.
 */
export async function publishHold(payload: Payload, siteId: number, carId: string): Promise<void> {
  try {
    const { rows } = await poolOf(payload).query<{ reserved: boolean }>(
      `SELECT ${carIsHeldSql('vehicle')} OR vehicle.data->'reserved' = 'true'::jsonb AS reserved FROM stock_vehicles vehicle WHERE site_id = $1 AND id = $2`,
      [siteId, carId],
    )
    if (rows[0]) await reflectHoldInAlgolia(siteId, carId, rows[0].reserved)
  } catch (error) {
    payload.logger.error({ err: error, siteId, carId }, 'The reserved flag could not be written to Algolia; npm run search:sync will repair it')
  }
}
