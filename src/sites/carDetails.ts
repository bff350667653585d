import type { Car } from '@/domain/car'
import type { Location } from '@/payload-types'
import type { SearchDocument } from '@/search/document'

/** A car as the search index holds it: the feed's fields and search's own. */
export type StockCar = Car & SearchDocument & Record<string, unknown>

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
