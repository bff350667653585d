import { slugify } from './models'

/**
 * The slug a new dealer site gets from its name, as staff would write it:
 * "Bayside Mazda & Kia" → "bayside-mazda-and-kia". Accents are dropped, "&"
 * reads "and", anything else that is not a letter or digit separates words.
 * The result matches SITE_SLUG_PATTERN, or is empty when the name has no
 * letters or digits.
 */
export function siteSlugFromName(name: string): string {
  return slugify(name.replace(/&/g, ' and ').replace(/'/g, ''))
    .slice(0, 63)
    .replace(/-+$/, '')
}
