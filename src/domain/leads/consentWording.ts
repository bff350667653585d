/**
 * The words beside each consent box, kept as evidence: the server stores the
 * wording the shopper saw (its id, version and the text with the dealer's
 * name in it) with the lead. The spec gives the gist, not the words
 * (information is handled by the dealer and the
 * manufacturer's network under the Dealer Privacy Policy; the terms label
 * links to the terms and the privacy policy), so these are ours.
 *
 * Changing a text means a new version: evidence must say which words were
 * shown, and the unit test pins each version's text to fail on a silent edit.
 *
 * The opt-in names who will write, how, and how to stop, as the Spam Act 2003
 * asks of consent to marketing messages.
 */

export type ConsentWording = { id: 'opt-in' | 'terms-of-use'; version: number; text: string }

const DEALER = '{dealer}'

export const OPT_IN_WORDING = {
  id: 'opt-in',
  version: 1,
  text: `Keep me up to date with news, offers and events from ${DEALER} by email, SMS and phone. I can unsubscribe at any time.`,
} as const satisfies ConsentWording

export const TERMS_WORDING = {
  id: 'terms-of-use',
  version: 1,
  text: `I agree to the terms of use and the privacy policy. ${DEALER} and its manufacturer's dealer network will handle my information under the Dealer Privacy Policy.`,
} as const satisfies ConsentWording

/** What the shopper saw, as the server stores it: 'terms-of-use@1' and the words. */
export type ConsentShown = { versionId: string; text: string }

export function consentShown(wording: ConsentWording, dealerName: string): ConsentShown {
  return { versionId: `${wording.id}@${wording.version}`, text: wording.text.replaceAll(DEALER, dealerName.trim()) }
}
