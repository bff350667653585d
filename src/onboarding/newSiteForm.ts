import { z } from 'zod'

import { STOCK_FEED_SCHEDULES } from '@/domain/site-settings'

import {
  abnSeed,
  colourSeed,
  dayHoursSeed,
  domainSeed,
  editorEmailSeed,
  postcodeSeed,
  seedImageFile,
  siteNameSeed,
  siteSlugSeed,
  stateSeed,
  timeZoneSeed,
  WEEKDAYS,
} from './seedFields'

/**
 * The admin's "New dealer site" form: what agency staff type, checked by the
 * same schema in the browser (react-hook-form) and on the server before it
 * becomes a seed (newSiteSeed.ts). Each rule comes from the seed format's own
 * fields (seedFields.ts). Client-safe: no server imports.
 */

/** The kinds of site a new one can start from: each has its default home layout, settings and menu presets (siteTemplates.ts). */
export const SITE_TEMPLATES = [
  { key: 'franchise', label: 'New car franchise (new, demo and used cars)' },
  { key: 'used', label: 'Multi-brand used cars' },
  { key: 'caravans', label: 'Caravans' },
  { key: 'motorcycles', label: 'Motorcycles' },
  { key: 'caravans-motorcycles', label: 'Caravans and motorcycles' },
] as const
export type SiteTemplate = (typeof SITE_TEMPLATES)[number]['key']

/** "template:franchise", or "site:12" to copy site 12's settings, menus and home layout. */
export const START_FROM = /^(template:(franchise|used|caravans|motorcycles|caravans-motorcycles)|site:[1-9]\d*)$/

export type StartFrom = { template: SiteTemplate } | { copySiteId: number }

export function parseStartFrom(value: string): StartFrom | null {
  if (!START_FROM.test(value)) return null
  const [kind, rest] = value.split(':') as [string, string]
  return kind === 'site' ? { copySiteId: Number(rest) } : { template: rest as SiteTemplate }
}

/** What a copy leaves out that the new site still needs (copyStillNeeds), as the form says it; empty when it needs nothing. */
export function stillNeedsSentence(needs: readonly string[]): string {
  if (needs.length === 0) return ''
  const list = needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}`
  return `Not copied — the new site still needs its own ${list}.`
}

/** Empty, or the seed field's rule. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema])
const required = (what: string) => z.string().trim().min(1, `give the ${what}`)

/** Domains one a line (or separated by commas or spaces). */
export function domainList(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean)
}

const day = z
  // A closed day's times are not asked for (the form disables them), so they may be missing.
  .object({ status: z.enum(['Open', 'Closed']), open: z.string().optional(), close: z.string().optional() })
  .superRefine((value, ctx) => {
    if (value.status === 'Closed') return
    const checked = dayHoursSeed.safeParse(value)
    if (!checked.success) {
      // A time's own problem says more than the day's "needs open and close times".
      const own = checked.error.issues.filter((issue) => issue.path.length > 0)
      for (const issue of own.length > 0 ? own : checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.length > 0 ? issue.path : ['open'], message: issue.message })
      return
    }
    if (value.close! <= value.open!) ctx.addIssue({ code: 'custom', path: ['close'], message: 'must be after the opening time' })
  })

/** An uploaded feed travels in the form as text; a larger stock list comes by URL. */
export const FEED_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

/**
 * Where the new site's stock comes from: a feed address the platform fetches
 * on its schedule, a file imported once as the site is created, or nothing
 * yet. A file has no schedule: nobody uploads it again by itself.
 */
export const stockFeedStep = z
  .object({
    from: z.enum(['none', 'url', 'file']),
    url: z.string().trim(),
    fileName: z.string(),
    file: z.string().max(FEED_UPLOAD_MAX_BYTES, 'choose a feed file under 10 MB, or give its address'),
    schedule: z.enum(STOCK_FEED_SCHEDULES),
  })
  .superRefine((stock, ctx) => {
    if (stock.from === 'url' && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(stock.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'give the feed address, starting https://' })
    if (stock.from === 'file' && stock.file === '') ctx.addIssue({ code: 'custom', path: ['file'], message: 'choose the feed file (CSV, JSON or NDJSON)' })
  })
export type StockFeedStep = z.infer<typeof stockFeedStep>

export const newDealerSiteSchema = z.object({
  startFrom: z.string().regex(START_FROM, 'choose a template or a site to copy'),
  site: z.object({
    name: siteNameSeed,
    slug: siteSlugSeed,
    domains: z.string().superRefine((text, ctx) => {
      for (const domain of domainList(text)) {
        const checked = domainSeed.safeParse(domain)
        if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]!.message })
      }
    }),
    timeZone: timeZoneSeed,
    phone: z.string().trim(),
    email: optional(editorEmailSeed),
    legalName: z.string().trim(),
    abn: optional(abnSeed),
    /** The uploaded logo as a data: URL (PNG or SVG); empty for none. */
    logo: optional(seedImageFile),
    primaryColour: colourSeed,
    secondaryColour: colourSeed,
    accentColour: colourSeed,
  }),
  dealership: z.object({
    name: required('dealership name'),
    /** Makes sold new, comma separated (franchise dealers). */
    makes: z.string().trim(),
  }),
  location: z.object({
    name: required('location name'),
    street: required('street address'),
    city: required('suburb or town'),
    state: stateSeed,
    postcode: postcodeSeed,
    phone: z.string().trim(),
    hours: z.object(Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])) as Record<(typeof WEEKDAYS)[number], typeof day>),
  }),
  stock: stockFeedStep,
  editors: z
    .array(z.object({ email: editorEmailSeed }))
    .superRefine((editors, ctx) => {
      const seen = new Set<string>()
      editors.forEach((editor, index) => {
        const email = editor.email.toLowerCase()
        if (seen.has(email)) ctx.addIssue({ code: 'custom', path: [index, 'email'], message: 'is listed twice' })
        seen.add(email)
      })
    }),
})

export type NewDealerSiteForm = z.infer<typeof newDealerSiteSchema>

/** A problem the server found, named by the form field it belongs to ("site.slug"), for the form to show beside that field. */
export type FieldProblem = { field: string; message: string }
