import { mkdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { STOCK_MEDIA_PATH } from '../domain/constants'

import { COLOURS, type SimpleBody } from './catalogue'

/**
 * Shared, locally rendered stock photos. A photo depends only on
 * (silhouette group, colour, angle), so any number of cars needs at most
 * groups × colours × angles files, and regeneration never touches the network.
 */

export const SILHOUETTE_GROUPS = ['sedan', 'suv', 'ute', 'van', 'caravan', 'motorcycle'] as const
export type SilhouetteGroup = (typeof SILHOUETTE_GROUPS)[number]
export const PHOTO_ANGLES = [0, 1, 2] as const
export type PhotoAngle = (typeof PHOTO_ANGLES)[number]

export const PHOTO_SIZE = { width: 800, height: 600 } as const
export const THUMB_SIZE = { width: 320, height: 240 } as const

const BODY_GROUP: Record<SimpleBody, SilhouetteGroup> = {
  sedan: 'sedan', hatch: 'sedan', hatchback: 'sedan', coupe: 'sedan', convertible: 'sedan',
  suv: 'suv', wagon: 'suv', stationWagon: 'suv', '4x4': 'suv', hardtop: 'suv', softtop: 'suv',
  ute: 'ute', cabChassis: 'ute', lightTruck: 'ute',
  van: 'van', bus: 'van', peopleMover: 'van', motorhome: 'van',
}

export function silhouetteGroup(itemType: 'car' | 'caravan' | 'motorcycle', body: SimpleBody | null): SilhouetteGroup {
  // Towables reuse hardtop/softtop body values, so the item type must win.
  if (itemType === 'caravan') return 'caravan'
  if (itemType === 'motorcycle') return 'motorcycle'
  return body ? BODY_GROUP[body] : 'sedan'
}

export function photoName(group: SilhouetteGroup, colour: string, angle: PhotoAngle): string {
  return `${group}-${colour.toLowerCase()}-${angle}`
}

export interface PhotoSpec {
  group: SilhouetteGroup
  colour: string
  angle: PhotoAngle
}

const COLOUR_BY_KEY = new Map(Object.keys(COLOURS).map((c) => [c.toLowerCase(), c]))

/** Accepts a bare name, a file name or a `/stock-media/...` URL. */
export function parsePhotoName(ref: string): PhotoSpec | null {
  const base = path.posix.basename(ref).replace(/\.webp$/, '')
  const match = /^([a-z]+)-([a-z]+)-([0-2])$/.exec(base)
  if (!match) return null
  const [, group, colourKey, angle] = match
  const colour = COLOUR_BY_KEY.get(colourKey ?? '')
  if (!colour || !(SILHOUETTE_GROUPS as readonly string[]).includes(group ?? '')) return null
  return { group: group as SilhouetteGroup, colour, angle: Number(angle) as PhotoAngle }
}

export function photoUrls(name: string): { image: string; thumbnail: string } {
  return { image: `${STOCK_MEDIA_PATH}/${name}.webp`, thumbnail: `${STOCK_MEDIA_PATH}/thumbs/${name}.webp` }
}

/** Every photo the generator can reference: the full shared set. */
export function allPhotoNames(): string[] {
  const names: string[] = []
  for (const group of SILHOUETTE_GROUPS) {
    for (const colour of Object.keys(COLOURS)) {
      for (const angle of PHOTO_ANGLES) names.push(photoName(group, colour, angle))
    }
  }
  return names
}

// ---------------------------------------------------------------- drawing

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const target = amount > 0 ? 255 : 0
  const t = Math.abs(amount)
  const channel = (shift: number) => Math.round(((n >> shift) & 255) + (target - ((n >> shift) & 255)) * t)
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

const wheel = (cx: number, cy: number, r: number): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#161719"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.6)}" fill="#8d949b" stroke="#5b6167" stroke-width="3"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.18)}" fill="#3b3f44"/>`

const GLASS = 'fill="#1c2530" fill-opacity="0.88"'

/** Side views facing right on an 800×600 canvas, tyres touching y≈478. */
const SILHOUETTES: Record<SilhouetteGroup, (paint: string) => string> = {
  sedan: (paint) =>
    `<path fill="${paint}" d="M80,418 C80,392 92,372 130,366 L250,352 C285,318 320,290 365,282 L510,282 C545,282 575,300 615,338 L690,356 C712,362 722,380 722,400 L722,418 C722,426 716,430 708,430 L646,430 A46,46 0 0 0 554,430 L256,430 A46,46 0 0 0 164,430 L92,430 C84,430 80,426 80,418 Z"/>` +
    `<path ${GLASS} d="M272,350 L330,304 C342,294 356,292 372,292 L438,292 L438,350 Z"/>` +
    `<path ${GLASS} d="M452,292 L505,292 C530,292 552,306 588,342 L452,350 Z"/>` +
    `<rect x="690" y="372" width="30" height="12" rx="5" fill="#fff6d8"/>` +
    wheel(210, 432, 44) + wheel(600, 432, 44),
  suv: (paint) =>
    `<path fill="${paint}" d="M86,420 L86,300 C86,272 98,258 122,256 L540,250 C565,250 585,262 605,285 L655,338 L702,350 C716,354 724,368 724,388 L724,418 C724,426 718,430 710,430 L650,430 A50,50 0 0 0 550,430 L260,430 A50,50 0 0 0 160,430 L96,430 C90,430 86,426 86,420 Z"/>` +
    `<path ${GLASS} d="M112,270 L232,268 L232,330 L108,330 Z"/>` +
    `<path ${GLASS} d="M244,268 L410,266 L410,330 L244,330 Z"/>` +
    `<path ${GLASS} d="M422,266 L540,264 C558,264 572,274 586,292 L620,330 L422,330 Z"/>` +
    `<rect x="694" y="362" width="28" height="14" rx="5" fill="#fff6d8"/>` +
    wheel(210, 430, 48) + wheel(600, 430, 48),
  ute: (paint) =>
    `<path fill="${paint}" d="M70,420 L70,330 L340,330 L350,262 C354,250 364,246 378,246 L540,246 C562,246 578,258 596,282 L648,338 L702,350 C716,354 724,368 724,388 L724,418 C724,426 718,430 710,430 L652,430 A50,50 0 0 0 552,430 L252,430 A50,50 0 0 0 152,430 L80,430 C74,430 70,426 70,420 Z"/>` +
    `<path ${GLASS} d="M364,262 L458,262 L458,326 L356,326 Z"/>` +
    `<path ${GLASS} d="M470,262 L538,262 C556,262 568,272 582,290 L612,326 L470,326 Z"/>` +
    `<path d="M80,330 L330,330 L330,300 L318,300 L318,324 L92,324 L92,300 L80,300 Z" fill="#2a2d31"/>` +
    `<rect x="694" y="362" width="28" height="14" rx="5" fill="#fff6d8"/>` +
    wheel(202, 430, 48) + wheel(602, 430, 48),
  van: (paint) =>
    `<path fill="${paint}" d="M70,420 L70,200 C70,186 80,178 96,178 L560,178 C590,178 610,192 625,215 L690,320 C712,330 726,350 726,380 L726,418 C726,426 720,430 712,430 L646,430 A46,46 0 0 0 554,430 L242,430 A46,46 0 0 0 150,430 L80,430 C74,430 70,426 70,420 Z"/>` +
    `<rect x="100" y="200" width="130" height="78" rx="8" ${GLASS}/>` +
    `<rect x="244" y="200" width="130" height="78" rx="8" ${GLASS}/>` +
    `<rect x="388" y="200" width="130" height="78" rx="8" ${GLASS}/>` +
    `<path ${GLASS} d="M534,200 L572,200 C588,200 598,208 608,222 L658,300 L534,300 Z"/>` +
    `<path d="M380,290 L380,418" stroke="#000" stroke-opacity="0.25" stroke-width="3"/>` +
    `<rect x="698" y="350" width="26" height="14" rx="5" fill="#fff6d8"/>` +
    wheel(196, 432, 44) + wheel(600, 432, 44),
  caravan: (paint) =>
    `<path d="M636,404 L770,436 L636,420 Z" fill="#3a3d42"/>` +
    `<rect x="758" y="430" width="10" height="34" fill="#3a3d42"/>` + wheel(763, 466, 12) +
    `<path fill="${paint}" d="M90,190 C90,176 102,166 118,166 L590,166 C626,166 648,190 652,230 L652,410 C652,418 646,424 638,424 L104,424 C96,424 90,418 90,410 Z"/>` +
    `<rect x="90" y="318" width="562" height="26" fill="#2f4d6f" fill-opacity="0.85"/>` +
    `<rect x="130" y="206" width="120" height="70" rx="12" ${GLASS}/>` +
    `<rect x="430" y="206" width="150" height="70" rx="12" ${GLASS}/>` +
    `<rect x="300" y="200" width="72" height="210" rx="8" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="4"/>` +
    `<rect x="312" y="236" width="48" height="54" rx="6" ${GLASS}/>` +
    wheel(408, 440, 38) + wheel(496, 440, 38),
  motorcycle: (paint) =>
    wheel(230, 398, 80) + wheel(570, 398, 80) +
    `<path d="M570,398 L520,232" stroke="#2b2e33" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M230,398 L400,372" stroke="#2b2e33" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M470,410 L250,372" stroke="#a9afb5" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="330" y="318" width="140" height="92" rx="14" fill="#3a3d42"/>` +
    `<path fill="${paint}" d="M358,284 C380,240 470,232 520,250 L532,300 L378,312 Z"/>` +
    `<path fill="#1e1f22" d="M238,300 C260,284 330,280 372,290 L374,312 L250,318 Z"/>` +
    `<path fill="${paint}" d="M196,296 L250,290 L252,318 L214,312 Z"/>` +
    `<path fill="${paint}" d="M518,240 C560,230 588,250 592,282 L546,292 Z"/>` +
    `<path d="M500,222 L546,204" stroke="#2b2e33" stroke-width="9" stroke-linecap="round"/>` +
    `<circle cx="588" cy="266" r="10" fill="#fff6d8"/>`,
}

const BACKDROPS = [
  ['#eef1f5', '#c9d1da', '#9aa3ad', '#66707a'],
  ['#f4efe8', '#d8cfc3', '#a79e92', '#6f675e'],
  ['#e8eef4', '#bfcad6', '#8e9aa7', '#56616d'],
] as const

/** Angle 0: side view; 1: mirrored on a warmer set; 2: close-up on the front. */
const ANGLE_TRANSFORMS = ['', 'translate(800,0) scale(-1,1)', 'translate(-318,-157) scale(1.5)'] as const

export function renderPhotoSvg(spec: PhotoSpec): string {
  const hex = COLOURS[spec.colour] ?? '#888888'
  const [wallTop, wallBottom, floorTop, floorBottom] = BACKDROPS[spec.angle]
  const paint = 'url(#paint)'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE.width}" height="${PHOTO_SIZE.height}" viewBox="0 0 800 600">`,
    '<defs>',
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>`,
    '<radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, 0.35)}"/><stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${shade(hex, -0.35)}"/></linearGradient>`,
    '<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>',
    '</defs>',
    '<rect width="800" height="440" fill="url(#wall)"/>',
    '<rect y="440" width="800" height="160" fill="url(#floor)"/>',
    '<rect width="800" height="600" fill="url(#spot)"/>',
    `<g transform="${ANGLE_TRANSFORMS[spec.angle]}">`,
    '<ellipse cx="400" cy="480" rx="330" ry="18" fill="#000" fill-opacity="0.35" filter="url(#blur)"/>',
    SILHOUETTES[spec.group](paint),
    '</g>',
    '</svg>',
  ].join('')
}

// ---------------------------------------------------------------- files

export type PhotoSource = string | { readonly images: readonly string[] }

export interface EnsurePhotosResult {
  /** Files (full size + thumbnail count as one photo) rendered by this call. */
  created: number
  /** Photos already present and left untouched. */
  existing: number
  /** Distinct photo names the sources referenced. */
  names: string[]
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0
  } catch {
    return false
  }
}

type SharpFactory = (typeof import('sharp'))['default']

async function renderPhoto(sharp: SharpFactory, spec: PhotoSpec, name: string, dir: string): Promise<void> {
  const svg = Buffer.from(renderPhotoSvg(spec))
  const targets = [
    { file: path.join(dir, `${name}.webp`), size: PHOTO_SIZE },
    { file: path.join(dir, 'thumbs', `${name}.webp`), size: THUMB_SIZE },
  ]
  for (const { file, size } of targets) {
    if (await exists(file)) continue
    // Render beside the target and rename, so an interrupted run never
    // leaves a truncated file that later runs would skip as "existing".
    const tmp = `${file}.${process.pid}.tmp`
    try {
      await sharp(svg).resize(size.width, size.height).webp({ quality: 75 }).toFile(tmp)
      await rename(tmp, file)
    } catch (error) {
      await unlink(tmp).catch(() => undefined)
      throw error
    }
  }
}

/**
 * Make sure every photo the sources reference exists under `dir` (and
 * `dir/thumbs`). Sources are cars (their `images` are read) or photo names /
 * URLs. Existing files are skipped.
 */
export async function ensureStockPhotos(sources: Iterable<PhotoSource>, dir: string): Promise<EnsurePhotosResult> {
  const wanted = new Map<string, PhotoSpec>()
  const add = (ref: string) => {
    const spec = parsePhotoName(ref)
    if (!spec) throw new Error(`ensureStockPhotos: "${ref}" is not a stock photo name`)
    wanted.set(photoName(spec.group, spec.colour, spec.angle), spec)
  }
  for (const source of sources) {
    if (typeof source === 'string') add(source)
    else source.images.forEach(add)
  }

  await mkdir(path.join(dir, 'thumbs'), { recursive: true })
  const missing: [string, PhotoSpec][] = []
  for (const [name, spec] of wanted) {
    const complete = (await exists(path.join(dir, `${name}.webp`))) && (await exists(path.join(dir, 'thumbs', `${name}.webp`)))
    if (!complete) missing.push([name, spec])
  }

  if (missing.length > 0) {
    // Loaded lazily so generate.ts can use the naming helpers without sharp.
    const sharp = (await import('sharp')).default
    const queue = missing.slice()
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await renderPhoto(sharp, next[1], next[0], dir)
    }
    await Promise.all(Array.from({ length: 4 }, worker))
  }

  return { created: missing.length, existing: wanted.size - missing.length, names: [...wanted.keys()] }
}
