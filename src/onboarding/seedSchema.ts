import { z } from 'zod'

import { AUSTRALIAN_STATES } from '@/domain/australianAddress'
import { CAR_MAKES } from '@/domain/makes'
import { MODEL_CATEGORIES } from '@/domain/models'
import { PROMO_CARD_POSITION_CHOICES } from '@/domain/promoCards'
import { BLOG_CATEGORIES, PAGE_PLACEMENTS, pageSlugProblem } from '@/domain/contentPages'
import { placeholderPaths, SECRET_PLACEHOLDER } from '@/domain/dealerOwnFields'
import { EXTERNAL_LINK_KINDS } from '@/domain/externalLinks'
import { MENU_DROPDOWNS } from '@/domain/menus'
import { resolveSiteSettings, siteSettingsSchema } from '@/domain/site-settings'
import { internalPathProblem } from '@/domain/siteRoutes'
import { BODY_TYPES, CAR_TYPES } from '@/domain/stockVocabulary'
import { DENSITY_KEYS, type DensityChoice, FONT_KEYS, HEX_COLOUR_PATTERN, RADIUS_KEYS, type RadiusChoice } from '@/domain/theme'
import { stockMixSchema } from '@/stock-demo/profile'

import { advertisedFinanceSeed, rateIssues } from './financeSeed'
import { homeSeed } from './homeLayoutSeed'
import { redirectIssues, redirectSeed } from './redirectsSeed'
import { abnSeed, colourSeed, dayHoursSeed, domainSeed, editorEmailSeed, postcodeSeed, seedImageFile, seedSlug, seedTime, siteNameSeed, siteSlugSeed, timeZoneSeed } from './seedFields'

/**
 * One dealer site in one file: tenants-seed/<slug>.json. Documented in
 * tenants-seed/README.md; later issues add the site's content collections here.
 */

const slug = seedSlug
const time = seedTime
const dayHours = dayHoursSeed

const dealershipSeed = z
  .object({
    slug,
    name: z.string().trim().min(1),
    /** dealership_id in the stock feed. */
    externalId: z.int().positive(),
    manufacturers: z.array(z.string().min(1)).default([]),
    contact: z
      .object({ phone: z.string().optional(), email: z.email().optional(), facebookUrl: z.url().optional(), instagramUrl: z.url().optional(), complaintsContact: z.string().optional() })
      .strict()
      .default({}),
    reviewProfiles: z.array(z.object({ name: z.string().min(1), reviewUrl: z.url() }).strict()).default([]),
  })
  .strict()

const locationSeed = z
  .object({
    slug,
    name: z.string().trim().min(1),
    /** Slug of one of the seed's dealerships. */
    dealership: slug,
    /** location_id in the stock feed. */
    externalId: z.int().positive(),
    locationType: z.enum(['sales', 'service', 'parts']).default('sales'),
    locationSubtype: z.array(z.string().min(1)).default([]),
    manufacturers: z.array(z.string().min(1)).default([]),
    primary: z.boolean().default(false),
    visible: z.boolean().default(true),
    show: z.boolean().default(true),
    enquireNowOnWeekends: z.boolean().default(false),
    address: z
      .object({
        street: z.string().min(1),
        city: z.string().min(1),
        state: z.enum(AUSTRALIAN_STATES),
        postcode: postcodeSeed,
        lat: z.number().min(-44).max(-9),
        long: z.number().min(112).max(154),
        placeUrl: z.url().optional(),
      })
      .strict(),
    contact: z.object({ phone: z.string().optional(), landlinePhone: z.string().optional(), email: z.email().optional() }).strict().default({}),
    dealerLicenceNumber: z.string().optional(),
    motorVehicleRepairer: z.string().optional(),
    averageRating: z.number().min(0).max(5).optional(),
    reviewCount: z.int().min(0).optional(),
    openingHours: z
      .object({ monday: dayHours, tuesday: dayHours, wednesday: dayHours, thursday: dayHours, friday: dayHours, saturday: dayHours, sunday: dayHours })
      .strict(),
    /** The team page /teams/{slug}, in this order. */
    team: z
      .array(z.object({ name: z.string().trim().min(1), role: z.string().trim().min(1), phone: z.string().optional(), email: z.email().optional() }).strict())
      .default([]),
    specialHours: z
      .array(
        z
          .object({
            date: z.iso.date(),
            status: z.enum(['Open', 'Closed']),
            open: time.optional(),
            close: time.optional(),
            department: z.enum(['all', 'sales', 'service', 'parts']).default('all'),
          })
          .strict(),
      )
      .default([]),
  })
  .strict()

const offerSeed = z
  .object({
    /** Matched by name within the site when onboarding again. */
    name: z.string().trim().min(1),
    /** Plain paragraphs separated by blank lines; stored as rich text. */
    description: z.string().default(''),
    disclaimer: z.string().default(''),
    manufacturer: z.enum(CAR_MAKES).optional(),
    startDate: z.iso.datetime({ offset: true }).optional(),
    expiryDate: z.iso.datetime({ offset: true }).optional(),
    /** The slug of one of this file's models. */
    model: z.string().optional(),
    finance: advertisedFinanceSeed.optional(),
    published: z.boolean().default(true),
  })
  .strict()

const modelSeed = z
  .object({
    slug,
    name: z.string().trim().min(1),
    manufacturer: z.string().min(1),
    description: z.string().optional(),
    categories: z.array(z.enum(MODEL_CATEGORIES.filter((category) => category !== 'All Vehicles') as [string, ...string[]])).default([]),
    body: z.enum(BODY_TYPES).optional(),
    status: z.enum(['coming_soon', 'new']).optional(),
    fuel: z.string().optional(),
    overrideUrl: z.string().optional(),
    accessories: z.array(z.object({ name: z.string().min(1), partNumber: z.string().optional(), price: z.number().min(0).optional() }).strict()).default([]),
  })
  .strict()

/** A link as written in a seed: "/path" on this site, "https://…" elsewhere, or "dealer:{kind}:/path" on the dealer's external site. */
const seedLink = z.string().refine(
  (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/\S+$/.test(value) || new RegExp(`^dealer:(${EXTERNAL_LINK_KINDS.join('|')}):/\\S*$`).test(value),
  'must be a site path such as /special-offers, an https:// address, or dealer:{service-booking|sell-my-car|dealer-stock|car-loan-calculator|used-car-finance-quotes}:/path',
)

type MenuEntrySeed = { label: string; link?: string; newTab?: boolean; dropdown?: (typeof MENU_DROPDOWNS)[number]; children?: MenuEntrySeed[] }
const menuEntrySeed: z.ZodType<MenuEntrySeed> = z.lazy(() =>
  z
    .object({
      label: z.string().trim().min(1),
      link: seedLink.optional(),
      newTab: z.boolean().optional(),
      dropdown: z.enum(MENU_DROPDOWNS).optional(),
      children: z.array(menuEntrySeed).optional(),
    })
    .strict(),
)

/** A named preset from src/onboarding/menuPresets.ts, or the entries themselves. */
const menuSeed = z.union([z.enum(['toyota-default', 'toyota-variant', 'generic', 'default-footer']), z.array(menuEntrySeed)])

const pageSeed = z
  .object({
    slug,
    title: z.string().trim().min(1),
    // The home page comes from `home` (its layout), not from a page entry.
    placement: z.enum(PAGE_PLACEMENTS.filter((placement) => placement !== 'home') as ['content', 'site']).default('content'),
    description: z.string().default(''),
    /** Markdown: paragraphs, ## headings, - lists, [links](/path). Stored as rich text. */
    content: z.string().default(''),
    published: z.boolean().default(true),
  })
  .strict()
  .superRefine((page, ctx) => {
    const problem = pageSlugProblem(page.slug, page.placement)
    if (problem) ctx.addIssue({ code: 'custom', path: ['slug'], message: problem })
  })

const postSeed = z
  .object({
    slug,
    title: z.string().trim().min(1),
    category: z.enum(BLOG_CATEGORIES.map((category) => category.slug) as [string, ...string[]]),
    publishedAt: z.iso.date(),
    author: z.string().optional(),
    excerpt: z.string().trim().min(1),
    /** Markdown, as for pages. */
    content: z.string().default(''),
    published: z.boolean().default(true),
  })
  .strict()

const carPageItemSeed = z
  .object({ title: z.string().trim().min(1).max(120), text: z.string().trim().max(600).optional(), carTypes: z.array(z.enum(CAR_TYPES)).default([]), makes: z.array(z.string().trim().min(1).max(60)).max(20).default([]) })
  .strict()

/** The dealer's own car page sections (collections/CarPageContent). */
const carPageContentSeed = z
  .object({
    whatsIncluded: z.array(carPageItemSeed).max(12).default([]),
    whyBuyFromUs: z.array(carPageItemSeed).max(12).default([]),
    protectYourCar: z.array(carPageItemSeed).max(12).default([]),
    reserveOnlineText: z.string().trim().max(600).optional(),
  })
  .strict()

const promoCardSeed = z
  .object({
    /** Alt text; also matches the card when onboarding again. */
    alt: z.string().trim().min(1),
    /** An SVG or PNG beside the seed file; rasterised to PNG on upload. */
    image: seedImageFile,
    link: seedLink.optional(),
    background: z.string().regex(HEX_COLOUR_PATTERN, 'must be a hex colour such as #eb0a1e').optional(),
    displayConditions: z.array(z.enum(CAR_TYPES)).default([]),
    strictDisplay: z.boolean().default(false),
    position: z
      .number()
      .int()
      .refine((n) => (PROMO_CARD_POSITION_CHOICES as readonly number[]).includes(n), `must be one of ${PROMO_CARD_POSITION_CHOICES.join(', ')}`)
      .optional(),
    startDate: z.iso.datetime({ offset: true }).optional(),
    expiryDate: z.iso.datetime({ offset: true }).optional(),
    finance: advertisedFinanceSeed.optional(),
    published: z.boolean().default(true),
  })
  .strict()

const reviewSeed = z
  .object({
    /** Slug of one of the seed's locations. */
    location: slug,
    customerName: z.string().trim().min(1),
    rating: z.int().min(1).max(5),
    reviewDate: z.iso.date(),
    text: z.string().default(''),
    source: z.string().default('Google'),
  })
  .strict()

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' })

const colour = colourSeed
const font = z.enum(FONT_KEYS as [string, ...string[]])

export const seedSchema = z
  .object({
    site: z
      .object({
        name: siteNameSeed,
        slug: siteSlugSeed,
        domains: z.array(domainSeed).default([]),
        timeZone: timeZoneSeed,
        theme: z
          .object({
            logo: z
              .object({
                /** An SVG or PNG beside the seed file; rasterised to PNG on upload. */
                file: seedImageFile,
                alt: z.string().trim().min(1),
              })
              .strict()
              .optional(),
            primaryColour: colour.optional(),
            secondaryColour: colour.optional(),
            accentColour: colour.optional(),
            headingFont: font.optional(),
            bodyFont: font.optional(),
            radius: z.enum(RADIUS_KEYS as [RadiusChoice, ...RadiusChoice[]]).optional(),
            density: z.enum(DENSITY_KEYS as [DensityChoice, ...DensityChoice[]]).optional(),
          })
          .strict()
          .default({}),
        contact: z
          .object({
            phone: z.string().optional(),
            email: z.email().optional(),
            street: z.string().optional(),
            city: z.string().optional(),
            state: z.enum(AUSTRALIAN_STATES).optional(),
            postcode: postcodeSeed.optional(),
            facebookUrl: httpsUrl.optional(),
            instagramUrl: httpsUrl.optional(),
            youtubeUrl: httpsUrl.optional(),
            linkedinUrl: httpsUrl.optional(),
            /** The company behind the dealer name, for the platform's privacy policy and terms. */
            legalName: z.string().trim().min(1).optional(),
            abn: abnSeed.optional(),
          })
          .strict()
          .default({}),
        settings: siteSettingsSchema.default({}),
      })
      .strict(),
    /** Dealer editors of this site; they get the demo password when created. */
    editors: z
      .array(z.object({ email: editorEmailSeed, name: z.string().trim().min(1) }).strict())
      .default([]),
    dealerships: z.array(dealershipSeed).default([]),
    locations: z.array(locationSeed).default([]),
    offers: z.array(offerSeed).default([]),
    models: z.array(modelSeed).default([]),
    menus: z.object({ header: menuSeed.optional(), footer: menuSeed.optional() }).strict().default({}),
    pages: z.array(pageSeed).default([]),
    /** The home page's layout of blocks; without it onboarding gives the site the default layout of its kind (src/domain/blockLayouts.ts). */
    home: homeSeed.optional(),
    posts: z.array(postSeed).default([]),
    promoCards: z.array(promoCardSeed).default([]),
    reviews: z.array(reviewSeed).default([]),
    carPageContent: carPageContentSeed.optional(),
    /** 301s from the dealer's old website (collections/Redirects). */
    redirects: z.array(redirectSeed).default([]),
    /** The mix of demo stock `npm run stock:generate` makes for this site's locations. */
    stock: stockMixSchema.optional(),
  })
  .strict()
  .superRefine((seed, ctx) => {
    // An export writes the placeholder for each secret (exportableSettings): the file is not a site until each is replaced.
    for (const path of placeholderPaths(seed)) {
      ctx.addIssue({ code: 'custom', path, message: `holds the export's placeholder ${SECRET_PLACEHOLDER}: put the site's own value there, or leave the field out` })
    }
    redirectIssues(seed.redirects, seed.site.domains, ctx)
    const dealerships = new Set(seed.dealerships.map((dealership) => dealership.slug))
    seed.locations.forEach((location, index) => {
      if (!dealerships.has(location.dealership)) {
        ctx.addIssue({ code: 'custom', path: ['locations', index, 'dealership'], message: `no dealership "${location.dealership}" in this file` })
      }
    })
    const locations = new Set(seed.locations.map((location) => location.slug))
    seed.reviews.forEach((review, index) => {
      if (!locations.has(review.location)) {
        ctx.addIssue({ code: 'custom', path: ['reviews', index, 'location'], message: `no location "${review.location}" in this file` })
      }
    })
    const models = new Set(seed.models.map((model) => model.slug))
    seed.offers.forEach((offer, index) => {
      if (offer.published) rateIssues(ctx, ['offers', index], offer.finance, [
          ['name', 'name', offer.name],
          ['description', 'description', offer.description],
          ['disclaimer', 'disclaimer', offer.disclaimer],
        ])
      if (offer.model && !models.has(offer.model)) ctx.addIssue({ code: 'custom', path: ['offers', index, 'model'], message: `no model "${offer.model}" in this file` })
    })
    seed.promoCards.forEach((card, index) => {
      if (card.published) rateIssues(ctx, ['promoCards', index], card.finance, [['alt', 'alt text', card.alt]])
    })
    const offerNames = new Set(seed.offers.map((offer) => offer.name))
    seed.home?.layout.forEach((block, index) => {
      if (block.blockType === 'offers') {
        block.chosen.forEach((name, at) => {
          if (!offerNames.has(name)) ctx.addIssue({ code: 'custom', path: ['home', 'layout', index, 'chosen', at], message: `no offer named "${name}" in this file` })
        })
      }
      if (block.blockType === 'locations' && block.location && !locations.has(block.location)) {
        ctx.addIssue({ code: 'custom', path: ['home', 'layout', index, 'location'], message: `no location "${block.location}" in this file` })
      }
    })
    const pageAddresses = new Set<string>()
    seed.pages.forEach((page, index) => {
      const address = `${page.placement}:${page.slug}`
      if (pageAddresses.has(address)) ctx.addIssue({ code: 'custom', path: ['pages', index, 'slug'], message: `page "${page.slug}" is used twice` })
      pageAddresses.add(address)
    })
    // A preset keeps only the links the site answers (menuPresets.ts); entries the seed writes must all lead somewhere.
    const linkSite = { pages: seed.pages.filter((page) => page.published), settings: resolveSiteSettings(seed.site.settings) }
    for (const placement of ['header', 'footer'] as const) {
      const menu = seed.menus[placement]
      if (typeof menu !== 'object') continue
      const check = (entry: MenuEntrySeed, path: (string | number)[]) => {
        const problem = entry.link?.startsWith('/') ? internalPathProblem(entry.link, linkSite) : null
        if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'link'], message: problem })
        entry.children?.forEach((child, index) => check(child, [...path, 'children', index]))
      }
      menu.forEach((entry, index) => check(entry, ['menus', placement, index]))
    }
    for (const [list, items] of [['dealerships', seed.dealerships], ['locations', seed.locations], ['models', seed.models], ['posts', seed.posts]] as const) {
      const seen = new Set<string>()
      items.forEach((item, index) => {
        if (seen.has(item.slug)) ctx.addIssue({ code: 'custom', path: [list, index, 'slug'], message: `slug "${item.slug}" is used twice` })
        seen.add(item.slug)
      })
    }
  })

export type SiteSeed = z.infer<typeof seedSchema>
export type LocationSeed = z.infer<typeof locationSeed>
export type OfferSeed = z.infer<typeof offerSeed>
export type DealershipSeed = z.infer<typeof dealershipSeed>
export type { MenuEntrySeed }
