/**
 * "Find me one": the general enquiry a shopper sends when the site has not
 * got the vehicle they want (a search with no results, an empty watchlist, a
 * model with none in stock). The lead's subcategory tells the dealer which it
 * is; the message says what the shopper was after.
 */

/** The lead's subcategory. */
export const FIND_ME_ONE = 'Find Me One'

/** The query that opens the contact form with the find-me-one message filled in. */
export const FIND_ME_ONE_ENQUIRY = 'find-me-one'
/** Where the contact page's enquiry form is, for links that jump to it. */
export const CONTACT_FORM_ANCHOR = 'general-enquiry'
/** The contact form, its message filled in, for a shopper who has not found the vehicle they want. */
export const FIND_ME_ONE_PATH = `/contact?enquiry=${FIND_ME_ONE_ENQUIRY}#${CONTACT_FORM_ANCHOR}`

/** The find-me-one enquiry's values: its subcategory and a message naming what is wanted ("car", "caravan (Jayco, Used)"). */
export function findMeOneValues(wanted: string): { subcategory: string; message: string } {
  return { subcategory: FIND_ME_ONE, message: `I am looking for a ${wanted}. Please let me know when you have one.` }
}
