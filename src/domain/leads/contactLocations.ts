/**
 * The location select of a place's contact form (/contact-us/{location-slug}
 * and /locations/{slug}). The form offers the
 * place's own locations among those the form accepts, so a page of one
 * location shows it chosen (formContext.autoSelectedLocation). A place the
 * form cannot name (a service-only centre, when the forms take sales
 * locations) offers all of them rather than none, so the shopper can still
 * say which yard they mean.
 */

import type { LocationOption } from './formContext'

export function placeLocationOptions(accepted: readonly LocationOption[], placeLocationIds: readonly string[]): LocationOption[] {
  const own = accepted.filter((option) => placeLocationIds.includes(option.id))
  return own.length > 0 ? own : [...accepted]
}
