import type { EventCar } from '@/domain/analyticsEvents'
import type { SuccessCar } from '@/domain/leads/leadSuccess'
import { CAR_TYPES, type CarType } from '@/domain/stockVocabulary'
import { poolOf } from '@/server/payloadPool'

import { sitePayload } from '../sitePayload'

/**
 * A finance link's car: what the form fills in, and, as `lead`, what its
 * conversion event and the success page's link back need (the car's own
 * enquiry event, not the general one).
 */
export type FinanceCar = { id: string; name: string; make: string; model: string; carType: CarType; stockNumber: string | null; hasNvic: boolean; lead: EventCar & SuccessCar }

type Row = { slug: string; car_type: string; data: { make?: string; model?: string; year?: number | null; badge?: string | null; km?: number | null; tag?: string | null; stocknum?: string | null; has_nvic?: boolean | null } }

/**
 * The car a finance link names (/finance?car_id=…), when this site lists it.
 * The lead endpoint refuses a car_id the site does not hold, so a link to a
 * car sold and gone fills in the budget and dealership but not the car.
 */
export async function financeCar(siteId: number, carId: string): Promise<FinanceCar | null> {
  const { rows } = await poolOf(await sitePayload()).query<Row>('SELECT slug, car_type, data FROM stock_vehicles WHERE site_id = $1 AND id = $2', [siteId, carId])
  const row = rows[0]
  const carType = CAR_TYPES.find((type) => type === row?.car_type)
  if (!row || !carType || !row.data.make || !row.data.model) return null
  const { make, model, year, badge, km, tag } = row.data
  const name = [year, make, model, badge].filter(Boolean).join(' ')
  return {
    id: carId,
    name,
    make,
    model,
    carType,
    stockNumber: row.data.stocknum ?? null,
    hasNvic: row.data.has_nvic === true,
    lead: { car_type: carType, make, model, year: year ?? null, badge: badge ?? null, km: km ?? null, tag: tag ?? null, slug: row.slug, name },
  }
}
