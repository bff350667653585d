/**
 * Drawn images for the demo seeds, so no model, location, offer or team tile
 * is text only: SVG built from the seed's own data (body type, the site's
 * colours and logo, a person's initials). Same seed, same SVG, byte for byte.
 */

import type { BodyType } from '@/domain/stockVocabulary'
import { readableTextOn } from '@/domain/theme'
import { escapeXmlText } from '@/lib/escapeXml'
import { BIKE_MODELS, CAR_MODELS, CARAVAN_MODELS } from '@/stock-demo/catalogue'
import { BODY_GROUP, type SilhouetteGroup } from '@/stock-demo/photos'
import { mix, shade } from '@/stock-demo/render/colour'
import { exteriorDefs, exteriorSvg } from '@/stock-demo/render/exterior'

export interface SiteColours {
  primary: string
  secondary: string
  accent: string
}

/** A logo to place on signage: its bytes and type. */
export interface LogoArt {
  data: Buffer
  mimeType: 'image/svg+xml' | 'image/png'
}

export const MODEL_TILE_ART = { width: 840, height: 513 } as const
export const LOCATION_ART = { width: 800, height: 600 } as const
export const OFFER_ART = { width: 1200, height: 675 } as const
export const TEAM_ART = { width: 640, height: 480 } as const
export const BANNER_ART = { width: 1600, height: 800 } as const

const svg = (width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`

/** A model tile: the model's body silhouette in the brand colour, front three-quarter, on a light studio set. */
export function modelTileSvg(body: BodyType | undefined, colours: SiteColours): string {
  const group: SilhouetteGroup = body ? BODY_GROUP[body] : 'suv'
  const paint = colours.primary
  return svg(
    MODEL_TILE_ART.width,
    MODEL_TILE_ART.height,
    `<defs>${exteriorDefs(paint)}<linearGradient id="set" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8f9"/><stop offset="0.65" stop-color="${mix(colours.secondary, '#e3e7eb', 0.6)}"/><stop offset="1" stop-color="#c4cad1"/></linearGradient></defs>` +
      '<rect x="-100" width="1000" height="640" fill="url(#set)"/>' +
      exteriorSvg(group, paint, 'front34'),
    // The set is drawn at 800 × 600; the tile shows the band around the vehicle with some air to the sides.
    '-70 40 940 574',
  )
}

/** The vehicle an offer is about: its seed model, else a seed model named in the offer, else a catalogue model named in it. */
export function offerVehicle(offer: { name: string; model?: string }, models: readonly { slug: string; name: string; body?: BodyType }[]): SilhouetteGroup {
  const own = models.find((model) => model.slug === offer.model)
  if (own) return own.body ? BODY_GROUP[own.body] : 'suv'
  const text = offer.name.toLowerCase()
  const named = (name: string) => new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[^a-z0-9]/g, '\\$&')}($|[^a-z0-9])`).test(text)
  const seedModel = models.find((model) => named(model.name))
  if (seedModel) return seedModel.body ? BODY_GROUP[seedModel.body] : 'suv'
  if (CARAVAN_MODELS.some((model) => named(`${model.make} ${model.model}`))) return 'caravan'
  if (BIKE_MODELS.some((model) => named(`${model.make} ${model.model}`))) return 'motorcycle'
  const car = CAR_MODELS.find((model) => named(model.model))
  return car ? BODY_GROUP[car.body] : 'suv'
}

/** An offer banner: the vehicle on a stage in the site's colours, with a price tag motif; the text stays on the page. */
export function offerBannerSvg(group: SilhouetteGroup, colours: SiteColours): string {
  const { primary, secondary, accent } = colours
  const paint = secondary
  const deep = shade(primary, -0.45)
  return svg(
    OFFER_ART.width,
    OFFER_ART.height,
    [
      '<defs>',
      exteriorDefs(paint),
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(primary, 0.12)}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
      '<radialGradient id="stage" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
      '</defs>',
      '<rect width="1200" height="675" fill="url(#bg)"/>',
      `<path d="M760,0 L1200,0 L1200,675 L520,675 Z" fill="${accent}" opacity="0.16"/>`,
      `<path d="M900,0 L1200,0 L1200,675 L700,675 Z" fill="${accent}" opacity="0.14"/>`,
      `<circle cx="260" cy="120" r="220" fill="${secondary}" opacity="0.07"/>`,
      '<ellipse cx="600" cy="560" rx="420" ry="70" fill="url(#stage)"/>',
      '<svg x="180" y="40" width="840" height="630" viewBox="0 0 800 600">',
      exteriorSvg(group, paint, 'front34'),
      '</svg>',
      // a swing tag: the offer's price lives in the text beside the image
      '<g transform="translate(220,96) rotate(-14)">',
      `<path d="M0,0 L120,0 L160,44 L120,88 L0,88 Z" fill="${accent}"/>`,
      `<circle cx="124" cy="44" r="10" fill="${deep}"/>`,
      `<rect x="18" y="24" width="72" height="12" rx="6" fill="${readableTextOn(accent)}" opacity="0.8"/>`,
      `<rect x="18" y="50" width="48" height="12" rx="6" fill="${readableTextOn(accent)}" opacity="0.55"/>`,
      '</g>',
      `<path d="M170,70 C190,60 198,52 206,30 C214,52 222,60 242,70 C222,80 214,88 206,110 C198,88 190,80 170,70 Z" fill="${secondary}" opacity="0.8"/>`,
      `<path d="M1000,140 C1012,134 1017,129 1022,116 C1027,129 1032,134 1044,140 C1032,146 1027,151 1022,164 C1017,151 1012,146 1000,140 Z" fill="${secondary}" opacity="0.6"/>`,
    ].join(''),
  )
}

/** A dealership's building from the forecourt: fascia in the site's colour with its logo, glazing or workshop doors. */
export function locationFacadeSvg(kind: 'sales' | 'service' | 'parts', colours: SiteColours, logo: LogoArt | null): string {
  const { primary, accent } = colours
  const logoImage = (x: number, y: number, w: number, h: number) =>
    logo
      ? `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet" href="data:${logo.mimeType};base64,${logo.data.toString('base64')}"/>`
      : `<rect x="${x + w * 0.2}" y="${y + h * 0.3}" width="${w * 0.6}" height="${h * 0.4}" rx="${h * 0.2}" fill="${primary}"/>`
  const glazing = (x: number, w: number) =>
    `<rect x="${x}" y="236" width="${w}" height="204" fill="url(#glass)"/>` +
    Array.from({ length: Math.floor(w / 70) }, (_, i) => `<rect x="${x + (i + 1) * (w / Math.ceil(w / 70)) - 3}" y="236" width="6" height="204" fill="#2c3238"/>`).join('') +
    `<path d="M${x},236 L${x + w * 0.35},236 L${x + w * 0.12},440 L${x},440 Z" fill="#ffffff" opacity="0.12"/>`
  const rollerDoors = (x: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const dx = x + i * 150
      return (
        `<rect x="${dx}" y="250" width="130" height="190" fill="#c9ced3" stroke="#8d949b" stroke-width="4"/>` +
        Array.from({ length: 11 }, (_slat, j) => `<rect x="${dx + 2}" y="${256 + j * 17}" width="126" height="3" fill="#9aa1a8"/>`).join('')
      )
    }).join('')
  const front =
    kind === 'service'
      ? glazing(90, 170) + rollerDoors(280, 3)
      : kind === 'parts'
        ? glazing(90, 620) +
          Array.from({ length: 3 }, (_, i) => `<rect x="${430}" y="${280 + i * 44}" width="250" height="6" fill="#5b6168"/>`).join('') +
          `<rect x="130" y="372" width="250" height="68" fill="#d5d9dd"/><rect x="130" y="372" width="250" height="10" fill="${primary}"/>`
        : glazing(90, 620)
  return svg(
    LOCATION_ART.width,
    LOCATION_ART.height,
    [
      '<defs>',
      '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9cbe8"/><stop offset="1" stop-color="#eaf3fa"/></linearGradient>',
      '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d8597"/><stop offset="0.5" stop-color="#3b4b58"/><stop offset="1" stop-color="#26313a"/></linearGradient>',
      `<linearGradient id="fascia" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(primary, 0.1)}"/><stop offset="1" stop-color="${shade(primary, -0.25)}"/></linearGradient>`,
      '<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8f969d"/><stop offset="1" stop-color="#5d646b"/></linearGradient>',
      '</defs>',
      '<rect width="800" height="600" fill="url(#sky)"/>',
      '<ellipse cx="160" cy="110" rx="90" ry="22" fill="#ffffff" opacity="0.7"/><ellipse cx="620" cy="80" rx="120" ry="26" fill="#ffffff" opacity="0.6"/>',
      '<rect y="440" width="800" height="160" fill="url(#ground)"/>',
      ...Array.from({ length: 6 }, (_, i) => `<path d="M${60 + i * 140},600 L${120 + i * 120},470" stroke="#f1f3f5" stroke-width="5" opacity="0.8"/>`),
      // the building: wall, canopy and fascia
      '<rect x="70" y="150" width="660" height="290" fill="#e6e8ea"/>',
      front,
      '<rect x="60" y="140" width="680" height="96" fill="url(#fascia)"/>',
      `<rect x="60" y="230" width="680" height="8" fill="${accent}"/>`,
      '<rect x="290" y="156" width="220" height="64" rx="8" fill="#ffffff"/>',
      logoImage(298, 160, 204, 56),
      '<rect x="60" y="436" width="680" height="8" fill="#3a3f45"/>',
      // the pylon sign by the road
      `<rect x="712" y="190" width="60" height="260" rx="6" fill="${shade(primary, -0.1)}"/>`,
      '<rect x="716" y="206" width="52" height="52" rx="6" fill="#ffffff"/>',
      logoImage(718, 214, 48, 36),
      `<rect x="712" y="272" width="60" height="8" fill="${accent}"/>`,
      '<rect x="0" y="436" width="800" height="4" fill="#000" opacity="0.15"/>',
    ].join(''),
  )
}

/** First letters of the first and last names: "Greg Thornton" → "GT". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map((word) => word[0]!.toLocaleUpperCase('en-AU')).join('')
}

/** A neutral avatar for a team member: initials on the site's colour, centred so a square or round crop keeps it. */
export function teamAvatarSvg(name: string, colours: SiteColours): string {
  const { primary, secondary, accent } = colours
  // The initials sit over the disc's darker half.
  const text = readableTextOn(shade(primary, -0.22))
  return svg(
    TEAM_ART.width,
    TEAM_ART.height,
    [
      '<defs>',
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(secondary, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${mix(secondary, '#c9cfd6', 0.55)}"/></linearGradient>`,
      `<linearGradient id="disc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(primary, 0.12)}"/><stop offset="1" stop-color="${shade(primary, -0.22)}"/></linearGradient>`,
      '</defs>',
      '<rect width="640" height="480" fill="url(#bg)"/>',
      `<circle cx="320" cy="240" r="176" fill="${accent}" opacity="0.35"/>`,
      '<circle cx="320" cy="240" r="162" fill="url(#disc)"/>',
      `<text x="320" y="240" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="132" letter-spacing="4" fill="${text}">${escapeXmlText(initials(name))}</text>`,
    ].join(''),
  )
}

/**
 * A home page banner: the vehicle on a forecourt at dusk, lit in the site's
 * colours, standing right of centre so the banner's text reads over the
 * darker left (and, on a phone, over the foot). `paint` is the vehicle's colour.
 */
export function homeBannerSvg(group: SilhouetteGroup, colours: SiteColours, paint: string): string {
  const { primary, accent } = colours
  const night = mix(shade(primary, -0.7), '#0b1016', 0.55)
  const glow = mix(primary, '#ffb26b', 0.45)
  const lines = Array.from({ length: 9 }, (_, i) => {
    const x = -400 + i * 300
    return `<path d="M${800 + (x - 800) * 0.18},560 L${x},800" stroke="#ffffff" stroke-opacity="0.06" stroke-width="3"/>`
  }).join('')
  const lights = Array.from({ length: 14 }, (_, i) => `<circle cx="${40 + i * 118}" cy="${500 + (i % 3) * 6}" r="${2 + (i % 2)}" fill="#ffe6b0" opacity="${0.35 + (i % 4) * 0.12}"/>`).join('')
  return svg(
    BANNER_ART.width,
    BANNER_ART.height,
    [
      '<defs>',
      exteriorDefs(paint),
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${night}"/><stop offset="0.55" stop-color="${mix(night, glow, 0.45)}"/><stop offset="0.72" stop-color="${glow}"/></linearGradient>`,
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(night, '#3a4149', 0.5)}"/><stop offset="1" stop-color="#0d1116"/></linearGradient>`,
      '<radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.34"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
      `<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
      '</defs>',
      '<rect width="1600" height="800" fill="url(#sky)"/>',
      '<ellipse cx="1140" cy="520" rx="620" ry="200" fill="url(#halo)"/>',
      // hills on the horizon, then the forecourt
      `<path d="M0,540 C180,470 320,500 470,462 C640,420 760,500 930,470 C1100,440 1240,480 1400,452 C1500,436 1560,450 1600,446 L1600,570 L0,570 Z" fill="${shade(night, 0.08)}"/>`,
      lights,
      '<rect y="560" width="1600" height="240" fill="url(#floor)"/>',
      lines,
      // a canopy edge in the dealer's colour, and the accent stripe under it
      `<path d="M0,0 L1600,0 L1600,36 L0,96 Z" fill="${shade(primary, -0.2)}" opacity="0.85"/>`,
      `<path d="M0,96 L1600,36 L1600,44 L0,104 Z" fill="${accent}" opacity="0.9"/>`,
      '<ellipse cx="1130" cy="712" rx="430" ry="60" fill="url(#spot)"/>',
      '<ellipse cx="1130" cy="716" rx="330" ry="22" fill="#000000" opacity="0.45"/>',
      '<svg x="700" y="200" width="860" height="645" viewBox="0 0 800 600">',
      exteriorSvg(group, paint, 'front34'),
      '</svg>',
    ].join(''),
  )
}
