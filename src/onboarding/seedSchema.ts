import { IANAZone } from 'luxon'
import { z } from 'zod'

import { AUSTRALIAN_STATES, BODY_TYPES, MODEL_CATEGORIES } from '@/domain/constants'
import { normaliseDomain, SITE_SLUG_PATTERN } from '@/domain/host'
import { siteSettingsSchema } from '@/domain/site-settings'
import { FONT_KEYS, HEX_COLOUR_PATTERN } from '@/domain/theme'
import { stockMixSchema } from '@/stock-demo/profile'

/**
 * One dealer site in one file: tenants-seed/<slug>.json. Documented in
 * tenants-seed/README.md; later issues add the site's content collections here.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens')
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:30')

const dayHours = z
  .object({ status: z.enum(['Open', 'Closed']), open: time.optional(), close: time.optional() })
  .strict()
  .refine((day) => day.status === 'Closed' || (day.open && day.close), 'an open day needs open and close times')

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
        postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits'),
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
    manufacturer: z.string().optional(),
    startDate: z.iso.datetime({ offset: true }).optional(),
    expiryDate: z.iso.datetime({ offset: true }).optional(),
    model: z.object({ name: z.string().min(1), slug: z.string().optional(), overrideUrl: z.string().optional() }).strict().optional(),
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

const colour = z.string().regex(HEX_COLOUR_PATTERN, 'must be a hex colour such as #eb0a1e')
const font = z.enum(FONT_KEYS as [string, ...string[]])

export const seedSchema = z
  .object({
    site: z
      .object({
        name: z.string().trim().min(1),
        slug: z.string().regex(SITE_SLUG_PATTERN, 'must be lowercase letters, digits and hyphens'),
        domains: z
          .array(
            z.string().transform((value, ctx) => {
              const domain = normaliseDomain(value)
              if (!domain) ctx.addIssue({ code: 'custom', message: `"${value}" is not a domain` })
              return domain ?? value
            }),
          )
          .default([]),
        timeZone: z.string().refine((zone) => IANAZone.isValidZone(zone), 'must be an IANA time zone such as Australia/Perth'),
        theme: z
          .object({
            logo: z
              .object({
                /** An SVG or PNG beside the seed file; rasterised to PNG on upload. */
                file: z.string().regex(/^[a-z0-9/_.-]+\.(svg|png)$/, 'must be a relative .svg or .png path'),
                alt: z.string().trim().min(1),
              })
              .strict()
              .optional(),
            primaryColour: colour.optional(),
            secondaryColour: colour.optional(),
            accentColour: colour.optional(),
            headingFont: font.optional(),
            bodyFont: font.optional(),
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
            postcode: z.string().regex(/^\d{4}$/, 'must be 4 digits').optional(),
            facebookUrl: z.url().optional(),
            instagramUrl: z.url().optional(),
          })
          .strict()
          .default({}),
        settings: siteSettingsSchema.default({}),
      })
      .strict(),
    /** Dealer editors of this site; they get the demo password when created. */
    editors: z
      .array(z.object({ email: z.email(), name: z.string().trim().min(1) }).strict())
      .default([]),
    dealerships: z.array(dealershipSeed).default([]),
    locations: z.array(locationSeed).default([]),
    offers: z.array(offerSeed).default([]),
    models: z.array(modelSeed).default([]),
    /** The mix of demo stock `npm run stock:generate` makes for this site's locations. */
    stock: stockMixSchema.optional(),
  })
  .strict()
  .superRefine((seed, ctx) => {
    const dealerships = new Set(seed.dealerships.map((dealership) => dealership.slug))
    seed.locations.forEach((location, index) => {
      if (!dealerships.has(location.dealership)) {
        ctx.addIssue({ code: 'custom', path: ['locations', index, 'dealership'], message: `no dealership "${location.dealership}" in this file` })
      }
    })
    for (const [list, items] of [['dealerships', seed.dealerships], ['locations', seed.locations], ['models', seed.models]] as const) {
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
