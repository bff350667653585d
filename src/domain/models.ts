/**
 * Models: menu order, status labels, category tabs, body filter, detail links
 * and menu size. Pure functions.
 */

import { linkIsSafe } from './links'
import type { MODEL_SLUG_FORMATS } from './site-settings'

/** Model menu order; models not listed go last, alphabetically. */
export const MODEL_PRIORITY = [
  'bZ4X',
  'Prado',
  'C-HR',
  'Yaris',
  'Corolla Hatch',
  'Camry',
  'Corolla Sedan',
  'Yaris Cross',
  'Corolla Cross',
  'RAV4',
  'Kluger',
  'Fortuner',
  'LandCruiser 300',
  'HiLux',
  'LandCruiser 70',
  'Tundra',
  'HiAce',
  'Granvia',
  'Coaster',
  'GR Yaris',
  'GR86',
  'GR Corolla',
  'GR Supra',
] as const

/** Model menu category tabs; the menu starts on All Vehicles. */
export const MODEL_CATEGORIES = [
  'All Vehicles',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Discontinued',
  'Upcoming',
] as const

/** Model tile image size. */
export const MODEL_TILE = { width: 280, height: 171 } as const
/** The all-vehicles model menu scrolls past this many tiles; its height is based on 10 tiles. */
export const MODEL_MENU_SCROLL_AFTER_TILES = 6
export const MODEL_MENU_HEIGHT_TILES = 10

/** A model as the spec lists its fields; every field but the name may be missing. */
export type Model = {
  id?: string | number | null
  name: string
  slug?: string | null
  description?: string | null
  /** Category labels shown as the menu's tabs. */
  manufacturer_body?: string | null
  manufacturer_body2?: string | null
  manufacturer_body3?: string | null
  bodyStyle?: string | null
  image?: { url?: string | null; thumb?: string | null } | null
  /** e.g. coming_soon */
  status?: string | null
  fuel?: string | null
  override_url?: string | null
  accessories_count?: number | null
  body?: string | null
  manufacturer_name?: string | null
}

export type ModelCategory = (typeof MODEL_CATEGORIES)[number]
export type ModelSlugFormat = (typeof MODEL_SLUG_FORMATS)[number]

export const ALL_VEHICLES: ModelCategory = 'All Vehicles'
export const UPCOMING: ModelCategory = 'Upcoming'
export const COMING_SOON = 'coming_soon'

/** Letters and digits only, lower case: 'C-HR', 'c-hr' and 'CHR' are one model. */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

// The priority list says 'Prado' while the service plans say 'LandCruiser Prado'.
const SAME_MODEL: Record<string, string> = { landcruiserprado: 'prado' }

/** The key under which two spellings of one model name compare equal. */
export function modelNameKey(name: string): string {
  const key = nameKey(name)
  return SAME_MODEL[key] ?? key
}

const PRIORITY_RANK = new Map<string, number>(MODEL_PRIORITY.map((name, rank) => [modelNameKey(name), rank]))

/** The fixed menu order first, then every other model alphabetically. Returns a new list. */
export function sortModels<M extends Pick<Model, 'name'>>(models: readonly M[]): M[] {
  return [...models].sort((a, b) => {
    const rankA = PRIORITY_RANK.get(modelNameKey(a.name)) ?? Number.POSITIVE_INFINITY
    const rankB = PRIORITY_RANK.get(modelNameKey(b.name)) ?? Number.POSITIVE_INFINITY
    if (rankA !== rankB) return rankA < rankB ? -1 : 1
    return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true })
  })
}

export type ModelStatusLabel = 'Upcoming' | 'All-New'

/** coming_soon is 'Upcoming', any other status 'All-New', no status no label. */
export function modelStatusLabel(status: string | null | undefined): ModelStatusLabel | null {
  const value = status?.trim()
  if (!value) return null
  return value === COMING_SOON ? 'Upcoming' : 'All-New'
}

function sameLabel(a: string | null | undefined, b: string): boolean {
  return a?.trim().toLowerCase() === b.trim().toLowerCase()
}

/** The models under one tab of the models mega-menu. */
export function modelsInCategory<M extends Model>(models: readonly M[], category: ModelCategory): M[] {
  if (category === ALL_VEHICLES) return [...models]
  return models.filter(
    (model) =>
      [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].some((label) =>
        sameLabel(label, category),
      ) ||
      (category === UPCOMING && model.status?.trim() === COMING_SOON),
  )
}

/** Body types are camelCase ('cabChassis'); a link may say 'cab-chassis' or 'Cab Chassis'. */
function bodyKey(body: string): string {
  return body.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/** /models?body={body type}: models whose body or body style is that type. No body type: every model. */
export function modelsWithBody<M extends Pick<Model, 'body' | 'bodyStyle'>>(
  models: readonly M[],
  body: string | null | undefined,
): M[] {
  const wanted = body ? bodyKey(body) : ''
  if (!wanted) return [...models]
  return models.filter((model) => [model.body, model.bodyStyle].some((value) => !!value && bodyKey(value) === wanted))
}

/** Lower case, words joined by hyphens: 'LandCruiser 300' → 'landcruiser-300'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The model's detail page: its override URL when set, otherwise
 * /models/{make}-{model} or, on the one dealer using it, /models/new-{make}-{model}-vehicle.
 */
export function modelPath(
  model: Pick<Model, 'name' | 'slug' | 'override_url'>,
  { make, format }: { make: string; format: ModelSlugFormat },
): string {
  const override = model.override_url?.trim()
  if (linkIsSafe(override)) return override
  const makeSlug = slugify(make)
  let modelSlug = slugify(model.slug?.trim() || model.name)
  // A stored slug that already starts with the make ('toyota-hilux') must not become 'toyota-toyota-hilux'.
  if (makeSlug && modelSlug.startsWith(`${makeSlug}-`)) modelSlug = modelSlug.slice(makeSlug.length + 1)
  const slug = [makeSlug, modelSlug].filter(Boolean).join('-')
  return format === 'make-model' ? `/models/${slug}` : `/models/new-${slug}-vehicle`
}

/** The all-vehicles menu scrolls when it has more than 6 tiles. */
export function modelMenuScrolls(tileCount: number): boolean {
  return tileCount > MODEL_MENU_SCROLL_AFTER_TILES
}

/** The all-vehicles menu's height in pixels: that of 10 tiles. */
export function modelMenuHeight(tileHeight: number = MODEL_TILE.height): number {
  return tileHeight * MODEL_MENU_HEIGHT_TILES
}
