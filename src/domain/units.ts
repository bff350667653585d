/**
 * Units shoppers read: odometers in km, caravan sizes in metres (shopper-journey
 * §2, §9).
 *
 * Caravan sizes arrive in feet and show in metres to the centimetre, two
 * decimals, with the feet after them: buyers measure a carport in metres but
 * caravans are still sold by the foot. 21.5 ft reads '6.55 m (21.5 ft)'.
 */

import { FEET_TO_METRES } from './constants'

const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })
const metres = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function feetToMetres(feet: number): number {
  return feet * FEET_TO_METRES
}

export function caravanSizeText(feet: number | null | undefined): string | null {
  if (typeof feet !== 'number' || !Number.isFinite(feet) || feet <= 0) return null
  return `${metres.format(Math.round(feetToMetres(feet) * 100) / 100)} m (${feet} ft)`
}

export function odometerText(km: number | null | undefined): string | null {
  return typeof km === 'number' && Number.isFinite(km) && km >= 0 ? `${wholeNumber.format(km)} km` : null
}
