/**
 * Units shoppers read: odometers in km, caravan sizes in metres, masses in kg,
 * engines in litres.
 *
 * Caravan sizes arrive in feet and show in metres to the centimetre, two
 * decimals, with the feet after them: buyers measure a carport in metres but
 * caravans are still sold by the foot. 21.5 ft reads '6.55 m (21.5 ft)'.
 */

/** Caravan sizes arrive in feet. */
const FEET_TO_METRES = 0.3048

const wholeNumber = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })
const metres = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export function feetToMetres(feet: number): number {
  return feet * FEET_TO_METRES
}

/** A caravan size in metres to the centimetre (what is shown, and what search filters by), or null when the feed has none. */
export function caravanMetres(feet: number | null | undefined): number | null {
  if (typeof feet !== 'number' || !Number.isFinite(feet) || feet <= 0) return null
  return Math.round(feetToMetres(feet) * 100) / 100
}

/** '6.55 m (21.5 ft)': the car page's size. */
export function caravanSizeText(feet: number | null | undefined): string | null {
  const size = caravanMetres(feet)
  return size === null ? null : `${metres.format(size)} m (${feet} ft)`
}

/** '6.55 m': a card's size, in metres only. */
export function caravanMetresText(feet: number | null | undefined): string | null {
  const size = caravanMetres(feet)
  return size === null ? null : `${metres.format(size)} m`
}

/** A mass in whole kilograms: '1,850 kg'. */
export function massText(kg: number | null | undefined): string | null {
  return typeof kg === 'number' && Number.isFinite(kg) && kg > 0 ? `${wholeNumber.format(kg)} kg` : null
}

export function odometerText(km: number | null | undefined): string | null {
  return typeof km === 'number' && Number.isFinite(km) && km >= 0 ? `${wholeNumber.format(km)} km` : null
}

/** Engine sizes above this are cc, not litres: no road engine has 50 litres. */
const CC_ABOVE = 50

/**
 * An engine's size as shoppers read it: cars in litres to one place ('2.0 L'),
 * whether the feed writes '2.0L', '2', 2 or 1998 (a number above 50 is cc);
 * motorcycles, which the feed gives in cc ('660cc'), stay in cc ('660 cc').
 */
export function engineSizeText(size: string | number | null | undefined): string | null {
  const text = typeof size === 'number' ? String(size) : (size?.trim().toLowerCase() ?? '')
  const match = /^(\d+(?:\.\d+)?)\s*(cc|l|litres?)?$/.exec(text)
  const amount = Number(match?.[1])
  if (!match || !Number.isFinite(amount) || amount <= 0) return null
  if (match[2] === 'cc') return `${wholeNumber.format(amount)} cc`
  const litres = match[2] || amount <= CC_ABOVE ? amount : amount / 1000
  return `${litres.toFixed(1)} L`
}
