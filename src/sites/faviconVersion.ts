import { createHash } from 'node:crypto'

import type { CurrentSite } from './currentSite'

/**
 * The version of a site's icon, from everything it is drawn from: the logo
 * document's id, file, size and last change, or (without a logo) the site's
 * name and primary colour. It is read from the site's own records on each
 * request, so every instance sees a new logo at once and holds no icon of an
 * old one under the new version. Pages link the icon with it
 * (/favicon.ico?v=...), so browsers and CDNs may keep each version for good.
 */
export function faviconVersion(site: Pick<CurrentSite, 'name' | 'theme' | 'logo'>): string {
  const logo = site.logo
  const source = logo?.filename ? ['logo', logo.id, logo.filename, logo.filesize, logo.updatedAt] : ['initial', site.name, site.theme?.primaryColour ?? '']
  return createHash('sha256').update(JSON.stringify(source)).digest('hex').slice(0, 16)
}
