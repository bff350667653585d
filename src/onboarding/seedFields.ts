import { IANAZone } from 'luxon'
import { z } from 'zod'

import { AUSTRALIAN_STATES } from '@/domain/australianAddress'
import { normaliseDomain, SITE_SLUG_PATTERN } from '@/domain/host'
import { ABN_PATTERN } from '@/domain/legalPages'
import { HEX_COLOUR_PATTERN } from '@/domain/theme'

/**
 * The parts of the seed format (seedSchema.ts) that the admin's new site form
 * checks too, in the browser and again on the server: one definition of each
 * rule. Nothing here may import server code.
 */

export const seedSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens')
export const seedTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 08:30')

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const dayHoursSeed = z
  .object({ status: z.enum(['Open', 'Closed']), open: seedTime.optional(), close: seedTime.optional() })
  .strict()
  .refine((day) => day.status === 'Closed' || (day.open && day.close), 'an open day needs open and close times')

export const siteNameSeed = z.string().trim().min(1, 'give the dealer name')
export const siteSlugSeed = z.string().regex(SITE_SLUG_PATTERN, 'must be lowercase letters, digits and hyphens')
export const domainSeed = z.string().transform((value, ctx) => {
  const domain = normaliseDomain(value)
  if (!domain) ctx.addIssue({ code: 'custom', message: `"${value}" is not a domain` })
  return domain ?? value
})
export const timeZoneSeed = z.string().refine((zone) => IANAZone.isValidZone(zone), 'must be an IANA time zone such as Australia/Perth')
export const colourSeed = z.string().regex(HEX_COLOUR_PATTERN, 'must be a hex colour such as #eb0a1e')
export const stateSeed = z.enum(AUSTRALIAN_STATES)
export const postcodeSeed = z.string().regex(/^\d{4}$/, 'must be 4 digits')
export const abnSeed = z.string().regex(ABN_PATTERN, 'must be an 11-digit ABN such as 51 824 753 556')
export const editorEmailSeed = z.email('must be an email address such as jo@dealer.com.au')

/** An image of the seed: an .svg or .png beside the seed file, or the image itself as a base64 data: URL (exports, the admin's form). */
export const SEED_DATA_IMAGE = /^data:image\/(png|svg\+xml);base64,([A-Za-z0-9+/]+={0,2})$/
export const SEED_IMAGE_FILE = /^[a-z0-9/_.-]+\.(svg|png)$/
export const seedImageFile = z
  .string()
  .refine((value) => SEED_IMAGE_FILE.test(value) || SEED_DATA_IMAGE.test(value), 'must be a relative .svg or .png path, or a data:image/png or data:image/svg+xml URL')
