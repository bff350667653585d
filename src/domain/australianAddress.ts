/**
 * The parts of an Australian address that every form and seed file checks the
 * same way: the state or territory, and the 4-digit postcode.
 */

/** Australian states and territories. */
export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const
export type AustralianState = (typeof AUSTRALIAN_STATES)[number]

/** Postcode validation message. */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
/** Trade-in postcode: exactly this many digits, and the input takes no more. */
export const POSTCODE_DIGITS = 4
