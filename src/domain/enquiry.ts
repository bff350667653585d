/**
 * Where a card's Quick Enquiry and Request Photos lead until the enquiry
 * forms arrive: the car page's enquiry section
 * (#enquire), with the intent in the query string so the forms issue can open
 * the right form with its hidden line ('Please send photos for this car')
 * from the same links. A link rather than a form in every card keeps result
 * pages light and works without JavaScript.
 */

import { LEAD_FORM_TITLES, REQUEST_PHOTOS_MESSAGE } from './leads/formWording'

export const ENQUIRY_ANCHOR = 'enquire'

export type EnquiryIntent = { kind: 'request-photos'; title: string; message: string }

const REQUEST_PHOTOS = 'request-photos'

export function enquiryHref(slug: string | null | undefined, intent: EnquiryIntent['kind'] | null = null): string {
  const query = intent ? `?enquiry=${intent}` : ''
  return `/cars/${slug ?? ''}${query}#${ENQUIRY_ANCHOR}`
}

/** The intent a link to the car page carried; anything else is a plain enquiry. */
export function enquiryIntent(value: string | string[] | undefined): EnquiryIntent | null {
  return value === REQUEST_PHOTOS ? { kind: REQUEST_PHOTOS, title: LEAD_FORM_TITLES[REQUEST_PHOTOS], message: REQUEST_PHOTOS_MESSAGE } : null
}
