/**
 * Home pages composed of blocks (issue 14): the choices blocks offer, and the
 * home layout a site starts with, per kind of dealer, when its seed gives none.
 * Layouts here are plain block data, as the admin stores them; images are
 * media ids the caller supplies (onboarding draws them).
 */

import { carTypeSearchPath } from './searchPaths'
import type { CarType } from './stockVocabulary'

/** How strongly an image banner darkens its image under the text. */
export const BANNER_OVERLAYS = ['light', 'medium', 'strong'] as const
export type BannerOverlay = (typeof BANNER_OVERLAYS)[number]

/** Icons a why-choose-us item or a call to action may carry (names of the site's icon set). */
export const WHY_CHOOSE_US_ICONS = ['check', 'car', 'tag', 'phone', 'clock', 'location', 'calendar', 'search', 'heart', 'mail'] as const

/** The kinds of dealer the platform seeds a home page for. */
export const HOME_KINDS = ['franchise', 'used', 'caravans-motorcycles'] as const
export type HomeKind = (typeof HOME_KINDS)[number]

/** The Pages document that holds a site's home layout: placement "home", slug "home", at "/". */
export const HOME_PAGE_SLUG = 'home'

export type LayoutBlock = { blockType: string; [field: string]: unknown }

/**
 * What kind of dealer a site is, from what it sells: caravans or motorcycles
 * and no cars; used cars only; otherwise a franchise (new, demo and used).
 */
export function homeKind(sells: { carTypes: readonly CarType[]; itemTypes?: Readonly<Partial<Record<'car' | 'caravan' | 'motorcycle', number>>> | null }): HomeKind {
  const items = sells.itemTypes
  if (items && (items.car ?? 0) === 0 && ((items.caravan ?? 0) > 0 || (items.motorcycle ?? 0) > 0)) return 'caravans-motorcycles'
  if (sells.carTypes.length > 0 && sells.carTypes.every((type) => type === 'used')) return 'used'
  return 'franchise'
}

export type HomeLayoutInput = {
  kind: HomeKind
  siteName: string
  city?: string | null
  carTypes: readonly CarType[]
  /** Media ids of the banner's slides, first slide first; none gives a banner-less layout. */
  bannerImages: readonly number[]
  /** Makes of a franchise, for its banner line ("New Toyota"). */
  makes?: readonly string[]
  /** What a caravan or motorcycle dealer sells; unset: both. */
  itemTypes?: readonly ('car' | 'caravan' | 'motorcycle')[]
}

const actions = (kind: HomeKind, yours = kind === 'caravans-motorcycles' ? 'van or bike' : 'car'): LayoutBlock => ({
  blockType: 'callToAction',
  heading: 'How we can help',
  actions: [
    { title: 'Value my trade-in', text: `An instant estimate for your ${yours}`, href: '/trade-in', icon: 'car' },
    { title: 'Finance', text: 'Repayments that suit you', href: '/finance', icon: 'tag' },
    { title: 'Contact us', text: 'Call, email or visit us', href: '/contact', icon: 'phone' },
  ],
})

function banner(input: HomeLayoutInput, slides: { title: string; subtitle: string; buttons: { label: string; href: string }[] }[]): LayoutBlock[] {
  if (input.bannerImages.length === 0) return []
  return [
    {
      blockType: 'imageBanner',
      slides: slides.slice(0, input.bannerImages.length).map((slide, at) => ({ ...slide, image: input.bannerImages[at], overlay: 'medium' })),
    },
  ]
}

/** The home layout a new site of this kind starts with: what the hard-coded home page showed, and more, as blocks. */
export function defaultHomeLayout(input: HomeLayoutInput): LayoutBlock[] {
  const where = input.city ? ` in ${input.city}` : ''
  const allStock = carTypeSearchPath(input.carTypes)
  if (input.kind === 'caravans-motorcycles') {
    // A caravan-only or motorcycle-only dealer gets no blocks or buttons for the kind it does not sell (they would find nothing).
    const sells = (input.itemTypes ?? ['caravan', 'motorcycle']).filter((type): type is 'caravan' | 'motorcycle' => type !== 'car')
    const both = sells.length > 1
    const many = (type: 'caravan' | 'motorcycle') => (type === 'caravan' ? 'caravans' : 'motorcycles')
    const browse = (type: 'caravan' | 'motorcycle') => ({ label: `Browse ${many(type)}`, href: both ? `${allStock}?refinementList[item_type][0]=${type}` : allStock })
    const slides = [{ title: input.siteName, subtitle: `New and used ${sells.map(many).join(' and ')}${where}.`, buttons: sells.map(browse) }]
    if (sells.includes('motorcycle') && both) slides.push({ title: 'Ride out this summer', subtitle: 'Road bikes, adventure bikes and scooters, ready to ride.', buttons: [browse('motorcycle')] })
    return [
      ...banner(input, slides),
      { blockType: 'quickSearch', heading: `Find your next ${sells.map((type) => (type === 'caravan' ? 'caravan' : 'motorcycle')).join(' or ')}`, showTiles: true },
      ...sells.map((type) => ({ blockType: 'stockCarousel', heading: type === 'caravan' ? 'Caravans' : 'Motorcycles', search: { itemType: type, sort: 'newest' }, count: 8 })),
      { blockType: 'offers', heading: 'Special offers', mode: 'latest', count: 3 },
      {
        blockType: 'whyChooseUs',
        heading: `Why buy from ${input.siteName}`,
        items: [
          { icon: 'check', title: 'Handed over ready to go', text: `Every ${sells.map((type) => (type === 'caravan' ? 'van' : 'bike')).join(' and ')} is checked, serviced and explained at pick-up.` },
          { icon: 'calendar', title: 'Service by appointment', text: `Our workshop services ${sells.map(many).join(' and ')}${both ? ' alike' : ''}.` },
          { icon: 'tag', title: 'Finance on the spot', text: 'Repayments worked out with you, before you commit.' },
        ],
      },
      { blockType: 'reviews', heading: 'What our customers say' },
      { blockType: 'locations', heading: 'Visit us', display: 'map' },
      actions(input.kind, sells.map((type) => (type === 'caravan' ? 'van' : 'bike')).join(' or ')),
    ]
  }
  if (input.kind === 'used') {
    return [
      ...banner(input, [
        { title: input.siteName, subtitle: `Quality used cars${where}, every one inspected and ready to drive away.`, buttons: [{ label: 'Browse our cars', href: allStock }, { label: 'Value my trade-in', href: '/trade-in' }] },
        { title: 'Drive away sooner', subtitle: 'Finance, trade-in and paperwork done in one visit.', buttons: [{ label: 'Finance', href: '/finance' }] },
      ]),
      { blockType: 'quickSearch', heading: 'Find your next car', showTiles: true },
      { blockType: 'stockCarousel', heading: 'Just arrived', search: { sort: 'newest' }, count: 8 },
      { blockType: 'stockCarousel', heading: 'Under $20,000', search: { priceMax: 20000, sort: 'price_desc' }, count: 8 },
      {
        blockType: 'whyChooseUs',
        heading: `Why buy from ${input.siteName}`,
        items: [
          { icon: 'check', title: 'Inspected cars', text: 'Every car passes our inspection before it is listed.' },
          { icon: 'tag', title: 'Fair, clear prices', text: 'The price you see is the price you pay.' },
          { icon: 'car', title: 'Trade-ins welcome', text: 'An instant estimate online, confirmed when you visit.' },
          { icon: 'clock', title: 'Drive away today', text: 'Finance and paperwork sorted in one visit.' },
        ],
      },
      { blockType: 'offers', heading: 'Special offers', mode: 'latest', count: 3 },
      { blockType: 'reviews', heading: 'What our customers say' },
      { blockType: 'locations', heading: 'Our Locations', display: 'carousel' },
      actions(input.kind),
    ]
  }
  const makes = input.makes?.length ? `${input.makes.join(', ')} ` : ''
  return [
    ...banner(input, [
      { title: input.siteName, subtitle: `New ${makes}cars, demos and quality used cars${where}.`, buttons: [{ label: 'Browse new cars', href: carTypeSearchPath(['new']) }, { label: 'Special offers', href: '/special-offers' }] },
      { title: 'Hybrids in stock now', subtitle: 'Drive electric for less, with the range to go anywhere.', buttons: [{ label: 'Explore the range', href: '/models' }] },
    ]),
    { blockType: 'quickSearch', heading: 'Find your next car', showTiles: true },
    { blockType: 'stockCarousel', heading: 'Latest arrivals', search: { sort: 'newest' }, count: 8 },
    { blockType: 'offers', heading: 'Special offers', mode: 'latest', count: 3 },
    { blockType: 'modelsGrid', heading: 'Explore the range' },
    { blockType: 'stockCarousel', heading: 'Quality used cars', search: { carType: 'used', sort: 'newest' }, count: 8 },
    { blockType: 'reviews', heading: 'What our customers say' },
    { blockType: 'locations', heading: 'Our Locations', display: 'carousel' },
    actions(input.kind),
  ]
}
