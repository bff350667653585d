import { IANAZone } from 'luxon'
import { z } from 'zod'

import { AUSTRALIAN_STATES } from '@/domain/constants'
import { normaliseDomain, SITE_SLUG_PATTERN } from '@/domain/host'
import { siteSettingsSchema } from '@/domain/site-settings'
import { FONT_KEYS, HEX_COLOUR_PATTERN } from '@/domain/theme'
import { stockProfileSchema } from '@/stock-demo/profile'

/**
 * One dealer site in one file: tenants-seed/<slug>.json. Documented in
 * tenants-seed/README.md; later issues add the site's content collections here.
 */

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
    /** How `npm run stock:generate` makes this site's demo stock. */
    stock: stockProfileSchema.optional(),
  })
  .strict()

export type SiteSeed = z.infer<typeof seedSchema>
