import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_THEME } from '@/domain/theme'

import type { SilhouetteGroup } from '@/stock-demo/photos'

import {
  BANNER_ART,
  homeBannerSvg,
  LOCATION_ART,
  locationFacadeSvg,
  MODEL_TILE_ART,
  modelTileSvg,
  OFFER_ART,
  offerBannerSvg,
  offerVehicle,
  TEAM_ART,
  teamAvatarSvg,
  type LogoArt,
  type SiteColours,
} from './seedArt'
import type { LocationSeed, SiteSeed } from './seedSchema'
import { readSeedImage, seedImageMimeType, storeSeedImage } from './seedImages'

const BANNER_VEHICLE: Record<SilhouetteGroup, string> = { sedan: 'A sedan', suv: 'An SUV', ute: 'A ute', van: 'A van', caravan: 'A caravan', motorcycle: 'A motorcycle' }

type MediaRef = number | { id: number } | null | undefined

export const mediaId = (ref: MediaRef): number | null => (ref && typeof ref === 'object' ? ref.id : (ref ?? null))

/** An image someone set stays; only an empty slot gets the drawn one. */
export async function keepOrDraw(current: MediaRef, draw: () => Promise<number>): Promise<number> {
  return mediaId(current) ?? (await draw())
}

type Note = (kind: 'created' | 'updated' | 'unchanged', what: string) => void

/** Media ids of the drawn images a seed's models, locations, offers and team members get when they have none. */
export interface DrawnImages {
  model(model: SiteSeed['models'][number]): Promise<number>
  location(location: LocationSeed): Promise<number>
  offer(offer: SiteSeed['offers'][number]): Promise<number>
  teamMember(name: string): Promise<number>
  /** A home banner of this vehicle in this paint (the site's primary colour when none). */
  banner(group: SilhouetteGroup, paint?: string): Promise<number>
}

/**
 * Draws images from the seed (see seedArt.ts) and stores each once in the
 * site's media: the stored name carries a hash of the drawing, so an
 * unchanged seed reuses them and a second onboarding changes nothing.
 */
export async function drawnImages(payload: Payload, seed: SiteSeed, siteId: number, seedDir: string, note: Note, req?: PayloadRequest): Promise<DrawnImages> {
  const theme = seed.site.theme
  const colours: SiteColours = {
    primary: theme.primaryColour ?? DEFAULT_THEME.primaryColour,
    secondary: theme.secondaryColour ?? DEFAULT_THEME.secondaryColour,
    accent: theme.accentColour ?? DEFAULT_THEME.accentColour,
  }
  const logo: LogoArt | null = theme.logo
    ? { data: await readSeedImage(seedDir, theme.logo.file), mimeType: seedImageMimeType(theme.logo.file) }
    : null
  const slug = seed.site.slug
  const store = async (svg: string, options: { alt: string; prefix: string; width: number; what: string }) => {
    const stored = await storeSeedImage(payload, { siteId, source: Buffer.from(svg), alt: options.alt, prefix: options.prefix, width: options.width }, req)
    if (stored.created) note('created', `drawn image for ${options.what}`)
    return stored.id
  }
  return {
    model: (model) =>
      store(modelTileSvg(model.body, colours), { alt: `${model.manufacturer ?? ''} ${model.name}`.trim(), prefix: `drawn-model-${slug}`, width: MODEL_TILE_ART.width, what: `model ${model.slug}` }),
    location: (location) =>
      store(locationFacadeSvg(location.locationType, colours, logo), { alt: `${location.name} building`, prefix: `drawn-location-${slug}`, width: LOCATION_ART.width, what: `location ${location.slug}` }),
    offer: (offer) =>
      store(offerBannerSvg(offerVehicle(offer, seed.models), colours), { alt: offer.name, prefix: `drawn-offer-${slug}`, width: OFFER_ART.width, what: `offer ${offer.name}` }),
    banner: (group, paint) =>
      store(homeBannerSvg(group, colours, paint ?? colours.primary), { alt: `${BANNER_VEHICLE[group]} on the forecourt at dusk`, prefix: `drawn-banner-${slug}`, width: BANNER_ART.width, what: `home banner ${group}` }),
    teamMember: (name) => store(teamAvatarSvg(name, colours), { alt: name, prefix: `drawn-team-${slug}`, width: TEAM_ART.width, what: `team member ${name}` }),
  }
}
