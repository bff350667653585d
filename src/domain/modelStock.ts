/**
 * A model page leads to cars the shopper can buy: how many of the model the
 * site has listed and the lowest price among them, or, when it has none, its
 * make's, with a way to ask the dealer to find one. A price is counted only
 * when a card would show it (above the placeholder bound of priceDisplay.ts).
 */

import { FIND_ME_ONE } from './findMeOne'
import { GENERAL_ENQUIRY_CATEGORY } from './leads/enquiryCategories'
import { slugify } from './models'
import { dollars } from './money'

/** The lead's subcategory, so the dealer sees which of the model page's forms it came from. */
export const GET_A_QUOTE = 'Get a Quote'

/** The general enquiry's category a model's enquiry starts on: new vehicles, when the site's sales desk offers it. */
const NEW_VEHICLES_CATEGORY = 'New Vehicles'

/** "38 in stock from $29,990"; "3 in stock" when none shows a price. */
export function inStockLine(count: number, fromPrice: number | null): string {
  const stock = `${count.toLocaleString('en-AU')} in stock`
  return fromPrice === null ? stock : `${stock} from ${dollars(fromPrice)}`
}

/** A model tile's price: "From $29,990", or null when none of its cars shows a price. */
export function fromPriceLine(fromPrice: number | null): string | null {
  return fromPrice === null ? null : `From ${dollars(fromPrice)}`
}

/**
 * What a model's enquiry (Get a Quote, Find Me One) adds to the general
 * enquiry's defaults: the make and model, the form's name as subcategory, a
 * message the shopper may change, and New Vehicles as category where the
 * site offers it.
 */
export function modelEnquiryValues(kind: typeof GET_A_QUOTE | typeof FIND_ME_ONE, vehicle: { make: string; model: string }, categories: readonly string[]): Record<string, string> {
  const name = `${vehicle.make} ${vehicle.model}`.trim()
  const message = kind === GET_A_QUOTE ? `Please send me a quote for a new ${name}.` : `Please find me a ${name}.`
  return {
    subcategory: kind,
    'Vehicle Make': vehicle.make,
    manufacturer_slug: slugify(vehicle.make),
    'Vehicle Model': vehicle.model,
    message,
    category: categories.includes(NEW_VEHICLES_CATEGORY) ? NEW_VEHICLES_CATEGORY : GENERAL_ENQUIRY_CATEGORY,
  }
}
