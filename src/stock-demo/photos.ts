import { mkdir, rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { STOCK_MEDIA_PATH } from '../domain/stockPhotos'

import type { SimpleBody } from './catalogue'
import { COLOURS } from './finish'
import { hashString } from './random'
import { cabinSvg } from './render/cabin'
import { exteriorDefs, exteriorSvg } from './render/exterior'

/**
 * Shared, locally rendered stock photos. A photo depends only on
 * (silhouette group, colour, angle), so any number of cars needs at most
 * groups × colours × angles files, and regeneration never touches the network.
 * The drawing itself lives in render/.
 */

export const SILHOUETTE_GROUPS = ['sedan', 'suv', 'ute', 'van', 'caravan', 'motorcycle'] as const
export type SilhouetteGroup = (typeof SILHOUETTE_GROUPS)[number]

/** Every view a demo photo can show, in the order a listing shows them. */
export const PHOTO_ANGLES = ['front34', 'side', 'rear34', 'interior', 'dash', 'front', 'rear', 'wheel'] as const
export type PhotoAngle = (typeof PHOTO_ANGLES)[number]

/** A caravan has no dash and a motorcycle no interior. */
const GROUP_ANGLES: Record<SilhouetteGroup, readonly PhotoAngle[]> = {
  sedan: PHOTO_ANGLES,
  suv: PHOTO_ANGLES,
  ute: PHOTO_ANGLES,
  van: PHOTO_ANGLES,
  caravan: PHOTO_ANGLES.filter((angle) => angle !== 'dash'),
  motorcycle: PHOTO_ANGLES.filter((angle) => angle !== 'interior'),
}

export function groupAngles(group: SilhouetteGroup): readonly PhotoAngle[] {
  return GROUP_ANGLES[group]
}

/** A demo car shows between these many photos. */
export const MIN_PHOTOS = 4
export const MAX_PHOTOS = 8

export const PHOTO_SIZE = { width: 800, height: 600 } as const
export const THUMB_SIZE = { width: 320, height: 240 } as const

/** Each body type's silhouette; people movers, buses and motorhomes share the van's, wagons and 4x4s the SUV's. */
export const BODY_GROUP: Readonly<Record<SimpleBody, SilhouetteGroup>> = {
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

/**
 * The photos of one car: its silhouette in its colour from the first 4 to 8
 * views of its group. How many depends only on `key` (the car's VIN), so the
 * same car always gets the same list.
 */
export function carPhotoNames(group: SilhouetteGroup, colour: string, key: string): string[] {
  const angles = GROUP_ANGLES[group]
  const count = Math.min(angles.length, MIN_PHOTOS + (hashString(key, 7) % (MAX_PHOTOS - MIN_PHOTOS + 1)))
  return angles.slice(0, count).map((angle) => photoName(group, colour, angle))
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
  const match = /^([a-z]+)-([a-z]+)-([a-z0-9]+)$/.exec(base)
  if (!match) return null
  const [, group, colourKey, angle] = match
  const colour = COLOUR_BY_KEY.get(colourKey ?? '')
  if (!colour || !(SILHOUETTE_GROUPS as readonly string[]).includes(group ?? '')) return null
  if (!(GROUP_ANGLES[group as SilhouetteGroup] as readonly string[]).includes(angle ?? '')) return null
  return { group: group as SilhouetteGroup, colour, angle: angle as PhotoAngle }
}

export function photoUrls(name: string): { image: string; thumbnail: string } {
  return { image: `${STOCK_MEDIA_PATH}/${name}.webp`, thumbnail: `${STOCK_MEDIA_PATH}/thumbs/${name}.webp` }
}

/** Every photo the generator can reference: the full shared set. */
export function allPhotoNames(): string[] {
  const names: string[] = []
  for (const group of SILHOUETTE_GROUPS) {
    for (const colour of Object.keys(COLOURS)) {
      for (const angle of GROUP_ANGLES[group]) names.push(photoName(group, colour, angle))
    }
  }
  return names
}

// ---------------------------------------------------------------- drawing

/** The studio set: a seamless light backdrop that curves into the floor, lit from above. */
const STUDIO =
  '<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f6f8"/><stop offset="0.58" stop-color="#e2e6ea"/><stop offset="0.72" stop-color="#d2d8de"/><stop offset="1" stop-color="#b9c0c8"/></linearGradient>' +
  '<radialGradient id="spot" cx="0.5" cy="0.42" r="0.62"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></radialGradient>'

export function renderPhotoSvg(spec: PhotoSpec): string {
  const hex = COLOURS[spec.colour] ?? '#888888'
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE.width}" height="${PHOTO_SIZE.height}" viewBox="0 0 800 600">`
  if (spec.angle === 'interior' || spec.angle === 'dash') {
    const cabin = cabinSvg(spec.group, hex, spec.angle)
    return `${open}<defs>${cabin.defs}${STUDIO}</defs>${cabin.body}<rect width="800" height="600" fill="url(#vignette)"/></svg>`
  }
  return [
    open,
    `<defs>${STUDIO}${exteriorDefs(hex)}</defs>`,
    '<rect width="800" height="600" fill="url(#sweep)"/>',
    '<rect width="800" height="600" fill="url(#spot)"/>',
    exteriorSvg(spec.group, hex, spec.angle),
    '<rect width="800" height="600" fill="url(#vignette)"/>',
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
  const targets = [
    { file: path.join(dir, `${name}.webp`), size: PHOTO_SIZE },
    { file: path.join(dir, 'thumbs', `${name}.webp`), size: THUMB_SIZE },
  ]
  // The SVG is rasterised once and both sizes are cut from the pixels: rasterising is most of the cost.
  const { data, info } = await sharp(Buffer.from(renderPhotoSvg(spec))).raw().toBuffer({ resolveWithObject: true })
  for (const { file, size } of targets) {
    if (await exists(file)) continue
    // Render beside the target and rename, so an interrupted run never
    // leaves a truncated file that later runs would skip as "existing".
    const tmp = `${file}.${process.pid}.tmp`
    try {
      await sharp(data, { raw: info }).resize(size.width, size.height).webp({ quality: 75 }).toFile(tmp)
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
