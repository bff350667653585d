import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload, PayloadRequest, Where } from 'payload'

import { defaultHomeLayout, HOME_PAGE_SLUG, homeKind, type HomeKind, type LayoutBlock } from '@/domain/blockLayouts'
import { CAR_TYPES, type CarType } from '@/domain/stockVocabulary'
import type { SilhouetteGroup } from '@/stock-demo/photos'

import type { DrawnImages } from './drawnImages'
import { DRAWN_IMAGE, type HomeBlockSeed } from './homeLayoutSeed'
import { upsert, withStableNodeIds } from './onboardContent'
import type { SiteSeed } from './seedSchema'
import { seedImage } from './seedImages'

type Note = (kind: 'created' | 'updated' | 'unchanged', what: string) => void

/** The vehicles a default banner shows, first slide first, per kind of site. */
const DEFAULT_BANNERS: Record<HomeKind, SilhouetteGroup[]> = {
  franchise: ['suv', 'ute'],
  used: ['sedan', 'suv'],
  'caravans-motorcycles': ['caravan', 'motorcycle'],
}

/** Second slides show a neutral paint, so the two slides differ at a glance. */
const SECOND_SLIDE_PAINT = '#c9ced6'

/**
 * Creates or updates the site's home page (a Pages document placed "home"):
 * the seed's layout with its images uploaded or drawn, offers and locations
 * found by name and slug; or, when the seed has none and the site has no home
 * page yet, the default layout of the site's kind with drawn banners.
 */
export async function onboardHome(payload: Payload, seed: SiteSeed, siteId: number, seedDir: string, note: Note, drawn: DrawnImages, req?: PayloadRequest) {
  const carTypes = (seed.site.settings.carTypes as CarType[] | undefined) ?? [...CAR_TYPES]
  const where: Where = { and: [{ tenant: { equals: siteId } }, { placement: { equals: 'home' } }, { slug: { equals: HOME_PAGE_SLUG } }] }
  if (!seed.home) {
    // The default layout is where a site starts: once it has a home page, that page is the dealer's to change.
    const existing = await payload.find({ collection: 'pages', where, limit: 1, depth: 0, draft: true, overrideAccess: true, req })
    if (existing.docs.length > 0) return note('unchanged', 'home page')
  }
  let layout: LayoutBlock[]
  if (seed.home) {
    layout = await seedLayout(payload, seed, siteId, seedDir, note, drawn, req)
  } else {
    // A site without demo stock is known by what its settings say it sells.
    const sold = seed.site.settings.itemTypes as readonly string[] | undefined
    const kind = homeKind({ carTypes, itemTypes: seed.stock?.itemTypes ?? (sold ? Object.fromEntries(sold.map((type) => [type, 1])) : undefined) })
    const bannerImages = await Promise.all(DEFAULT_BANNERS[kind].map((group, at) => drawn.banner(group, at === 0 ? undefined : SECOND_SLIDE_PAINT)))
    const makes = [...new Set(seed.dealerships.flatMap((dealership) => dealership.manufacturers))]
    layout = defaultHomeLayout({ kind, siteName: seed.site.name, city: seed.site.contact.city, carTypes, bannerImages, makes, itemTypes: sold as never })
  }
  await upsert(payload, note, {
    req,
    collection: 'pages',
    where,
    data: { title: seed.home?.title ?? 'Home', slug: HOME_PAGE_SLUG, placement: 'home', description: seed.home?.description ?? '', layout, tenant: siteId },
    what: 'home page',
    published: seed.home?.published ?? true,
  })
}

async function seedLayout(payload: Payload, seed: SiteSeed, siteId: number, seedDir: string, note: Note, drawn: DrawnImages, req?: PayloadRequest): Promise<LayoutBlock[]> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const inSite = { tenant: { equals: siteId } }
  const offers = await payload.find({ collection: 'offers', where: inSite, limit: 0, pagination: false, depth: 0, draft: true, overrideAccess: true, req })
  const offerIds = new Map(offers.docs.map((offer) => [offer.name, offer.id]))
  const locations = await payload.find({ collection: 'locations', where: inSite, limit: 0, pagination: false, depth: 0, overrideAccess: true, req })
  const locationIds = new Map(locations.docs.map((location) => [location.slug, location.id]))
  const image = async (ref: string, alt: string) => {
    const group = DRAWN_IMAGE.exec(ref)?.[1]
    if (group) return drawn.banner(group as SilhouetteGroup)
    const stored = await seedImage(payload, { siteId, seedDir, file: ref, alt, prefix: `banner-${seed.site.slug}`, width: 1600 }, req)
    if (stored.created) note('created', `banner image ${ref}`)
    return stored.id
  }
  const block = async (entry: HomeBlockSeed): Promise<LayoutBlock> => {
    switch (entry.blockType) {
      case 'imageBanner':
        return { ...entry, slides: await Promise.all(entry.slides.map(async (slide) => ({ ...slide, image: await image(slide.image, slide.title) }))) }
      case 'offers':
        return { ...entry, chosen: entry.chosen.map((name) => offerIds.get(name)!) }
      case 'locations':
        return { ...entry, location: entry.location ? locationIds.get(entry.location)! : null }
      case 'richText':
        return { ...entry, content: withStableNodeIds(convertMarkdownToLexical({ editorConfig, markdown: entry.content }), entry.content) }
      default:
        return entry
    }
  }
  const layout: LayoutBlock[] = []
  for (const entry of seed.home!.layout) layout.push(await block(entry))
  return layout
}
