import type { Car } from '@/domain/car'
import type { Location } from '@/payload-types'
import type { SearchDocument } from '@/search/document'
import { regoExpiryText } from '@/domain/regoExpiry'
import type { SpecRow } from '@/domain/specRows'
import { caravanSizeText, odometerText } from '@/domain/units'

/** A car as the search index holds it: the feed's fields and search's own. */
export type StockCar = Car & SearchDocument & Record<string, unknown>

/** The key-information rows of a car, in the order the car page and its PDF show them; empty rows are dropped by specRows.ts. */
export function carSpecRows(car: StockCar, { now, zone }: { now: Date; zone: string }): SpecRow[] {
  return [
    { label: 'Odometer', value: odometerText(car.km as number | null) },
    { label: 'Transmission', value: car.trans as string | null },
    { label: 'Fuel', value: car.fuel as string | null },
    { label: 'Drive', value: car.drive as string | null },
    { label: 'Body', value: car.body as string | null },
    { label: 'Colour', value: car.colour as string | null },
    { label: 'Seats', value: car.seats as number | null },
    { label: 'Engine', value: car.engine_size as string | null },
    { label: 'Stock number', value: car.stocknum as string | null },
    { label: 'VIN', value: car.vin as string | null },
    { label: 'Length', value: caravanSizeText(car.body_length as number | null) },
    { label: 'Width', value: caravanSizeText(car.body_width as number | null) },
    { label: 'Registration expiry', value: regoExpiryText(car.rego_expiry as string | null, { now, zone }) },
  ]
}

/** The car's photos as stored (at most `limit`). */
export function carImages(car: StockCar, limit: number): string[] {
  return photoList(car.images, limit)
}

/** The small copies of the car's photos, in the same order (at most `limit`). */
export function carThumbnails(car: StockCar, limit: number): string[] {
  return photoList(car.thumbnails, limit)
}

function photoList(list: unknown, limit: number): string[] {
  return (Array.isArray(list) ? list : []).filter((image): image is string => typeof image === 'string' && image.length > 0).slice(0, limit)
}

/** The site location a car stands at: the one whose feed id (externalId) is the car's location_id. */
export function locationOfCar(locations: readonly Location[], car: StockCar): Location | null {
  return locations.find((location) => location.externalId != null && location.externalId === car.location_id) ?? null
}
