import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { LRUCache } from 'lru-cache'
import sharp from 'sharp'

import { mediaDir } from '@collections/Media'
import { DEFAULT_THEME, HEX_COLOUR_PATTERN, readableTextOn } from '@/domain/theme'

import type { CurrentSite } from './currentSite'
import { faviconVersion } from './faviconVersion'

/** The sizes browsers pick from: tabs (16, 32) and Windows shortcuts (48). */
const ICON_SIZES = [16, 32, 48] as const

/**
 * An .ico file holding PNG images, which every current browser reads: a
 * six-byte header, one sixteen-byte entry per image, then the images.
 */
export function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}

/** The site's initial in its primary colour: the icon of a site without a logo. */
function initialIcon(site: Pick<CurrentSite, 'name' | 'theme'>): Buffer {
  const colour = site.theme?.primaryColour && HEX_COLOUR_PATTERN.test(site.theme.primaryColour) ? site.theme.primaryColour : DEFAULT_THEME.primaryColour
  const initial = (site.name.trim()[0] ?? '?').toUpperCase().replace(/[<>&"']/g, '?')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="12" fill="${colour}"/>` +
      `<text x="32" y="45" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${readableTextOn(colour)}">${initial}</text></svg>`,
  )
}

/**
 * The square to shrink: the logo with its margins trimmed; of a wide logo
 * (a mark beside the dealer's name, as dealer logos are laid out), the square
 * at its left, where the mark sits: a whole wide logo at 16 px is a smudge.
 */
async function logoMark(logo: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(logo).trim().png().toBuffer({ resolveWithObject: true })
  if (info.width <= info.height * 1.5) return data
  return sharp(data).extract({ left: 0, top: 0, width: info.height, height: info.height }).png().toBuffer()
}

type IconSite = Pick<CurrentSite, 'name' | 'theme' | 'logo'>

/** What the site's icons are drawn from: its logo's mark, or its initial when it has no logo (or the file is gone). */
async function iconSource(site: IconSite): Promise<Buffer> {
  const logoFile = site.logo?.filename ? path.join(mediaDir, path.basename(site.logo.filename)) : null
  const logo = logoFile ? await readFile(logoFile).catch(() => null) : null
  return logo ? logoMark(logo) : initialIcon(site)
}

/** The site's favicon, in the sizes browsers pick from. */
export async function siteFavicon(site: IconSite): Promise<Buffer> {
  const source = await iconSource(site)
  const images = await Promise.all(
    ICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(source).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer(),
    })),
  )
  return icoOf(images)
}

/** The home-screen icon iOS asks for (/apple-touch-icon.png) is 180 px square. */
const TOUCH_ICON_SIZE = 180
const TOUCH_ICON_MARGIN = 20

/** The site's home-screen icon: its mark on white, since iOS paints a transparent icon's background black. */
export async function siteTouchIcon(site: IconSite): Promise<Buffer> {
  const inner = TOUCH_ICON_SIZE - 2 * TOUCH_ICON_MARGIN
  const mark = await sharp(await iconSource(site)).resize(inner, inner, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } }).png().toBuffer()
  const onWhite = await sharp({ create: { width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE, channels: 3, background: '#ffffff' } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer()
  // Compositing brings the mark's alpha channel along: dropped, so the file is opaque.
  return sharp(onWhite).removeAlpha().png().toBuffer()
}

/**
 * Icons drawn, by version (./faviconVersion.ts): a site's icon is drawn once
 * per logo, not per request, and shoppers asking at once share one drawing.
 * An icon is a few kilobytes; 2,000 of them cover every site on an instance.
 */
const drawn = new LRUCache<string, Promise<Buffer>>({ max: 2_000 })

const DRAW = { favicon: siteFavicon, touch: siteTouchIcon } as const
export type SiteIconKind = keyof typeof DRAW

/** The site's icon of this kind and its version; `cached` when it was drawn before. */
export async function cachedSiteIcon(site: IconSite, kind: SiteIconKind): Promise<{ icon: Buffer; version: string; cached: boolean }> {
  const version = faviconVersion(site)
  const key = `${kind}:${version}`
  const held = drawn.get(key)
  if (held) return { icon: await held, version, cached: true }
  const drawing = DRAW[kind](site)
  drawn.set(key, drawing)
  // A failed drawing is not kept: the next request tries again.
  drawing.catch(() => drawn.delete(key))
  return { icon: await drawing, version, cached: false }
}

/** The versioned address pages link (?v= the current version) never changes content: kept a year. Any other address a while. */
const CURRENT_VERSION_CACHE = 'public, max-age=31536000, immutable'
const OTHER_ADDRESS_CACHE = 'public, max-age=3600'

/**
 * A site's icon file as browsers ask for it: whatever the query string, the
 * site's current icon, drawn once per logo (`x-icon-cache` says whether this
 * one was), with its version as the ETag.
 */
export async function siteIconResponse(request: Request, site: CurrentSite, kind: SiteIconKind, type: string): Promise<Response> {
  const version = faviconVersion(site)
  const current = new URL(request.url).searchParams.get('v') === version
  const headers = { 'content-type': type, 'cache-control': current ? CURRENT_VERSION_CACHE : OTHER_ADDRESS_CACHE, etag: `"${version}"` }
  if (request.headers.get('if-none-match') === headers.etag) return new Response(null, { status: 304, headers })
  const { icon, cached } = await cachedSiteIcon(site, kind)
  return new Response(new Uint8Array(icon), { headers: { ...headers, 'x-icon-cache': cached ? 'hit' : 'miss' } })
}
