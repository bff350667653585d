/**
 * The one rule for every address staff type that a shopper can click: menu
 * links, block buttons, promo cards, a model's override address, social and
 * review pages, links in rich text. Allowed: a path of this site
 * (/special-offers, never //host or /\host, which browsers read as another
 * host), an https:// address, a mailto: or a tel: link. Anything else is
 * refused when staff save, drafts included, and never rendered as a link:
 * javascript:, data:, vbscript:, plain http, a word with no slash, and any
 * whitespace, control character or backslash, since browsers drop a leading
 * space, a tab or a line break and would read `java\tscript:` as javascript:.
 * An https:// address names a real host (www.toyota.com.au), not one word.
 * A character reference (`javascript&#58;`) or percent-encoding
 * (`javascript%3A`) names no allowed scheme either, so it is refused as it is.
 */

export const LINK_RULE = 'Use a path of this site such as /special-offers, a full https:// address, or a mailto: or tel: link'

const ALLOWED_FORMS = [
  // A path of this site: one slash, then anything but a second slash or backslash.
  /^\/(?![/\\])/,
  // A web address with a host.
  /^https:\/\/[^/?#]+/i,
  /^mailto:[^/]/i,
  /^tel:\+?[\d().-]+$/i,
]

/** Space, control characters (tab, line breaks) and backslash: browsers drop or reread them, so none is ever in a link. */
function unsafeCharacter(character: string): boolean {
  const code = character.charCodeAt(0)
  return code <= 0x20 || code === 0x7f || character === '\\' || /\s/.test(character)
}

/** A host on the web: an IP address, or names joined by dots ending in a word (www.toyota.com.au), never one word ("summer-sale", "localhost"). */
const REAL_HOST = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:.]+\]|(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]+))$/i

/** The host of an https:// address, without the user part and the port. */
const hostOf = (href: string) => href.replace(/^https:\/\//i, '').split(/[/?#]/)[0]!.replace(/^.*@/, '').replace(/:\d*$/, '').replace(/\.$/, '')

/** Why an address may not be a link, or null when it may. */
export function linkProblem(href: string): string | null {
  if ([...href].some(unsafeCharacter)) return `${LINK_RULE}, with no spaces`
  if (!ALLOWED_FORMS.some((form) => form.test(href))) return LINK_RULE
  if (/^https:/i.test(href) && !REAL_HOST.test(hostOf(href))) return `${LINK_RULE}: "${hostOf(href)}" is not a web address such as www.toyota.com.au`
  return null
}

/** Whether a stored address may be rendered as a link. */
export function linkIsSafe(href: string | null | undefined): href is string {
  return typeof href === 'string' && href !== '' && linkProblem(href) === null
}
