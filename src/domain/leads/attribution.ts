/**
 * The attribution fields of the lead form payload as the server checks them
 * (source, lead_attributes; visitTrail.ts has the rules that make them), and
 * what a lead stores of them.
 */

import { z } from 'zod'

import { type CarType } from '../stockVocabulary'
import { LEAD_LIMITS, type LeadForm } from './formWording'
import { leadCategory } from './leadCategory'
import { leadSource, LINKED_QUERY_PARAMS, PAGE_PATH, type LinkedQueryParams, type VisitRecord } from './visitTrail'

const LINKED_PARAM_SET = new Set<string>(LINKED_QUERY_PARAMS)

export const visitedPagesSchema = z
  .array(
    z
      .string()
      .max(LEAD_LIMITS.visitedPagePath, `Each visited page must be a path of at most ${LEAD_LIMITS.visitedPagePath} characters.`)
      .regex(PAGE_PATH, 'Each visited page must be a path starting with /, such as /cars/new.'),
  )
  .max(LEAD_LIMITS.visitedPages, `Send at most the last ${LEAD_LIMITS.visitedPages} visited pages.`)

export const linkedQueryParamsSchema = z
  .record(
    z.string(),
    z.string().trim().min(1, 'A campaign parameter needs a value.').max(LEAD_LIMITS.queryParamValue, `A campaign parameter's value may have at most ${LEAD_LIMITS.queryParamValue} characters.`),
  )
  .superRefine((params, context) => {
    for (const name of Object.keys(params)) {
      if (!LINKED_PARAM_SET.has(name)) {
        context.addIssue({ code: 'custom', path: [name], message: `${name.slice(0, 40)} is not a campaign or click-id parameter; only ${LINKED_QUERY_PARAMS.join(', ')} are kept.` })
      }
    }
  })
  .transform((params) => params as LinkedQueryParams)

/** The lead_attributes of the payload: the visit's last pages and its campaign parameters. */
export const leadAttributesSchema = z
  .object({ visited_pages: visitedPagesSchema.optional(), linked_query_params: linkedQueryParamsSchema.optional() })
  .strict()

export type LeadAttributes = z.output<typeof leadAttributesSchema>

/** What a form adds to its lead from the visit record (null: none kept, e.g. storage blocked). */
export function leadAttribution(visit: VisitRecord | null): { source: string; lead_attributes: { visited_pages: string[]; linked_query_params: LinkedQueryParams } } {
  return {
    source: leadSource(visit),
    lead_attributes: { visited_pages: visit?.pages ?? [], linked_query_params: visit?.params ?? {} },
  }
}

/** What a lead stores of where it came from (the Leads collection's attribution group). */
export type StoredAttribution = {
  /** null: the sender said nothing (an API client, an old form). */
  source: string | null
  category: string
  pageId: string | null
  manufacturerSlug: string | null
  visitedPages: string[]
  linkedQueryParams: LinkedQueryParams
}

/** A stored lead's attribution group read back (a lead stored before it was kept has none): each part in its plain shape. */
export function attributionOf(lead: { attribution?: Partial<Record<keyof StoredAttribution, unknown>> | null }): StoredAttribution {
  const stored = lead.attribution ?? {}
  const params = stored.linkedQueryParams
  return {
    source: typeof stored.source === 'string' ? stored.source : null,
    category: typeof stored.category === 'string' ? stored.category : '',
    pageId: typeof stored.pageId === 'string' ? stored.pageId : null,
    manufacturerSlug: typeof stored.manufacturerSlug === 'string' ? stored.manufacturerSlug : null,
    visitedPages: Array.isArray(stored.visitedPages) ? stored.visitedPages.filter((page): page is string => typeof page === 'string') : [],
    linkedQueryParams: params && typeof params === 'object' && !Array.isArray(params) ? inListOrder(params as Record<string, unknown>) : {},
  }
}

/** The parameters in LINKED_QUERY_PARAMS' order (utm_source first), whatever order the database keeps them in (jsonb sorts keys). */
function inListOrder(params: Record<string, unknown>): LinkedQueryParams {
  const ordered: LinkedQueryParams = {}
  for (const name of LINKED_QUERY_PARAMS) {
    const value = params[name]
    if (typeof value === 'string') ordered[name] = value
  }
  return ordered
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** From a checked lead (its form's schema passed): the source in lower case, so "Newsletter" and "newsletter" count as one. */
export function storedAttribution(form: LeadForm, lead: Record<string, unknown>): StoredAttribution {
  const attributes = (lead.lead_attributes ?? {}) as LeadAttributes
  const carType = (text(lead.car_type) as CarType | null) ?? null
  return {
    source: text(lead.source)?.toLowerCase().slice(0, LEAD_LIMITS.shortText) ?? null,
    category: leadCategory(form, carType, text(lead.category)),
    pageId: text(lead.page_id),
    manufacturerSlug: text(lead.manufacturer_slug),
    visitedPages: attributes.visited_pages ?? [],
    linkedQueryParams: attributes.linked_query_params ?? {},
  }
}

/**
 * Where the lead came from in a few lines a person reads (the ADF comments,
 * the export): "Source: newsletter", "Campaign: utm_source=newsletter, gclid=abc",
 * "Pages: / → /cars → /cars/x". Lines without a value are left out.
 */
export function attributionLines(attribution: Pick<StoredAttribution, 'source' | 'linkedQueryParams' | 'visitedPages'>): string[] {
  const campaign = Object.entries(attribution.linkedQueryParams).map(([name, value]) => `${name}=${value}`)
  return [
    attribution.source ? `Source: ${attribution.source}` : null,
    campaign.length > 0 ? `Campaign: ${campaign.join(', ')}` : null,
    attribution.visitedPages.length > 0 ? `Pages: ${attribution.visitedPages.join(' → ')}` : null,
  ].filter((line): line is string => line !== null)
}
