/**
 * A dealer's marketing tags: a Google Tag Manager container or a GA4
 * measurement id, and a Meta (Facebook) pixel. What each id looks like, and
 * the outside addresses each needs the page's Content-Security-Policy to allow.
 */

/** A Tag Manager container id: GTM- and 4 to 10 capitals or digits, e.g. GTM-5XK2P9Q. */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,10}$/
/** A GA4 measurement id: G- and 4 to 12 capitals or digits, e.g. G-8Z3K1QW2ER. */
const GA4_ID = /^G-[A-Z0-9]{4,12}$/
/** A Meta pixel id: 10 to 20 digits (Meta's are 15 or 16 today). */
const META_PIXEL_ID = /^\d{10,20}$/

export type GoogleTag = { kind: 'tag-manager' | 'ga4'; id: string }
export type MarketingTags = { google: GoogleTag | null; metaPixelId: string | null }

/** What a Google tag id is, or null when it is neither a Tag Manager nor a GA4 id. */
export function googleTag(value: string | null | undefined): GoogleTag | null {
  const id = value?.trim().toUpperCase() ?? ''
  if (TAG_MANAGER_ID.test(id)) return { kind: 'tag-manager', id }
  if (GA4_ID.test(id)) return { kind: 'ga4', id }
  return null
}

/** The message beside the Google tag field, or true. */
export function googleTagProblem(value: string | null | undefined): true | string {
  if (!value?.trim() || googleTag(value)) return true
  return 'Enter a Tag Manager container id such as GTM-5XK2P9Q, or a GA4 measurement id such as G-8Z3K1QW2ER (Google shows them in the container or data stream).'
}

/** The message beside the Meta pixel field, or true. */
export function metaPixelProblem(value: string | null | undefined): true | string {
  if (!value?.trim() || META_PIXEL_ID.test(value.trim())) return true
  return 'Enter the pixel id: the 15 or 16 digits Meta Events Manager shows under the pixel name, e.g. 1234567890123456.'
}

/** The tags a site's marketing settings turn on; an id that is not valid loads nothing. */
export function marketingTags(marketing: { googleTagId?: string | null; metaPixelId?: string | null } | null | undefined): MarketingTags {
  const pixel = marketing?.metaPixelId?.trim() ?? ''
  return { google: googleTag(marketing?.googleTagId), metaPixelId: META_PIXEL_ID.test(pixel) ? pixel : null }
}

export type TagSources = { script: string[]; connect: string[]; img: string[] }

/**
 * The outside origins the tags need, per directive, and nothing when no tag
 * is set: Google's own list for Tag Manager and GA4 (its tag loads from
 * googletagmanager.com and reports to google-analytics.com), and Meta's
 * pixel script and its image beacon. Tags a Tag Manager container adds from
 * other vendors are not allowed: the agency adds those through Meta's pixel
 * field or asks for them.
 */
export function tagSources(tags: MarketingTags): TagSources {
  const sources: TagSources = { script: [], connect: [], img: [] }
  if (tags.google) {
    sources.script.push('https://*.googletagmanager.com')
    sources.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com')
    sources.img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com')
  }
  if (tags.metaPixelId) {
    sources.script.push('https://connect.facebook.net')
    sources.connect.push('https://www.facebook.com')
    sources.img.push('https://www.facebook.com')
  }
  return sources
}

/** Where a tag's script loads from. */
export function tagScriptUrl(tag: GoogleTag): string {
  return tag.kind === 'tag-manager'
    ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tag.id)}`
    : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tag.id)}`
}

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'
