/**
 * What a car card shows in its 4:3 photo box: the car's
 * photo, or, when it has none, a tile that says photos are on their way,
 * reading "New arrival" while the car is inside the new-arrival window
 * (8 days, as the tag), with a Request Photos action.
 */

import type { Car } from './car'
import { isNewArrival } from './cardTag'

export type CardPhoto = { kind: 'photo'; src: string } | { kind: 'new-arrival' | 'placeholder'; text: string }

export function cardPhoto(car: Pick<Car, 'created_at'> & { primary_image_url?: string | null }, now: Date): CardPhoto {
  const src = car.primary_image_url?.trim()
  if (src) return { kind: 'photo', src }
  return isNewArrival(car, now) ? { kind: 'new-arrival', text: 'New arrival: photos coming soon' } : { kind: 'placeholder', text: 'Photos coming soon' }
}
