/**
 * Where a lead goes (issue 6): its department, and the intake addresses a site
 * names for that department, per location or site-wide.
 *
 * `leadDeliverySchema` is the `leadDelivery` per-site setting; it is written
 * to join `siteSettingsSchema` (src/domain/site-settings.ts) as it stands:
 * every key optional, an empty value meaning "platform default".
 */

import { z } from 'zod'

import { type CarType } from '../stockVocabulary'
import type { LeadForm } from './formWording'

/** The intake desks a dealer routes leads to (issue 6). */
export const LEAD_DEPARTMENTS = ['new', 'used', 'service', 'finance'] as const
export type LeadDepartment = (typeof LEAD_DEPARTMENTS)[number]

/** How the ADF XML copy travels with the lead email (issue 6). */
export const ADF_DELIVERY_MODES = ['none', 'body', 'attachment'] as const

/** A site may route to at most this many intake rules, each to at most this many addresses (ours: enough for a large group). */
export const LEAD_INTAKE_RULES_MAX = 100
export const LEAD_INTAKE_EMAILS_MAX = 10

/** A webhook secret shorter than this is refused (32 characters of a random token carry well over 128 bits). */
export const WEBHOOK_SECRET_MIN_LENGTH = 32

const intakeRuleSchema = z
  .object({
    /** The row id Payload gives each array row; routing ignores it. */
    id: z.string().optional(),
    department: z.enum(LEAD_DEPARTMENTS),
    /** The location whose leads this rule takes; empty for every location of the site. */
    locationId: z.number().int().positive().nullable().optional(),
    emails: z
      .array(z.email('Enter an email address such as sales@dealer.com.au'))
      .min(1)
      .max(LEAD_INTAKE_EMAILS_MAX),
  })
  .strict()

const webhookSchema = z
  .object({
    // https only: the lead's personal details must not cross the network in clear text.
    url: z.url({ protocol: /^https$/, message: 'Enter an https:// address' }).max(2000).or(z.literal('')),
    /** Signs each POST (src/leads/webhookSignature.ts); the dealer's receiver holds the same secret. */
    secret: z
      .string()
      .min(WEBHOOK_SECRET_MIN_LENGTH, `Use a secret of at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`)
      .max(200)
      .or(z.literal('')),
  })
  .partial()
  .strict()
  .refine((webhook) => !webhook.url || !!webhook.secret, { message: 'A webhook needs a secret', path: ['secret'] })

export const leadDeliverySchema = z
  .object({
    intake: z.array(intakeRuleSchema).max(LEAD_INTAKE_RULES_MAX),
    /** none: no ADF copy; body: the lead email is the ADF XML as plain text; attachment: the XML rides along as lead.xml. */
    adf: z.enum(ADF_DELIVERY_MODES),
    /** A JSON POST of each lead besides the email; an empty url for none. */
    webhook: webhookSchema,
  })
  .partial()
  .strict()

export type IntakeRule = z.infer<typeof intakeRuleSchema>
/** Every key with a value, as `resolveSiteSettings` gives them. */
export type LeadDeliverySettings = Required<z.infer<typeof leadDeliverySchema>> & { webhook: Required<z.infer<typeof webhookSchema>> }

/**
 * By default a person reads the lead email and the ADF copy rides along as an
 * attachment; a site whose CRM parses the body switches to 'body'. With no
 * rules every lead goes to the fallback address, and there is no webhook.
 */
export const DEFAULT_LEAD_DELIVERY: LeadDeliverySettings = { intake: [], adf: 'attachment', webhook: { url: '', secret: '' } }

/** Where to POST a site's leads, or null when it has no webhook. */
export function webhookTarget(settings: Pick<LeadDeliverySettings, 'webhook'>): { url: string; secret: string } | null {
  const { url, secret } = settings.webhook
  return url && secret ? { url, secret } : null
}

export interface RoutedLead {
  form: LeadForm
  /** The car's car_type when the lead is about a car; null otherwise. */
  carType: CarType | null
  /** The location the shopper chose or the car is at; null when none. */
  locationId: number | null
}

/**
 * The department that answers a lead:
 * - the finance enquiry goes to finance;
 * - a trade-in valuation goes to used: the used-car manager appraises trades;
 * - a form about a car goes to new for a new car, and to used for a used or
 *   demo car (a demo is registered and driven, and is sold by the used desk);
 * - general, contact, offer and careers enquiries, and a car form without a
 *   car type, have no department (null): they go to the location's or the
 *   site's contact address. (No form asks for service or parts yet; their
 *   desks take rules already, for the forms that will.)
 */
export function leadDepartment(lead: Pick<RoutedLead, 'form' | 'carType'>): LeadDepartment | null {
  switch (lead.form) {
    case 'finance-enquiry':
      return 'finance'
    case 'trade-in':
      return 'used'
    case 'general-enquiry':
    case 'contact':
    case 'offer-enquiry':
    case 'careers-enquiry':
      return null
    default:
      if (lead.carType === null) return null
      return lead.carType === 'new' ? 'new' : 'used'
  }
}

/** Where no intake rule matches: the lead's location's contact email, else the site's. */
export interface FallbackAddresses {
  locationEmail: string | null
  siteEmail: string | null
}

/**
 * The addresses a lead is emailed to. Rules for the lead's department and
 * location win over the site-wide rules (no locationId) for that department;
 * several matching rules add up. With no matching rule, or no department, the
 * lead goes to the fallback address. An empty list means the site has nowhere
 * to send it: the delivery then fails and staff see it.
 */
export function intakeAddresses(lead: RoutedLead, rules: readonly IntakeRule[], fallback: FallbackAddresses): string[] {
  const department = leadDepartment(lead)
  const forDepartment = department ? rules.filter((rule) => rule.department === department) : []
  const atLocation = forDepartment.filter((rule) => rule.locationId != null && rule.locationId === lead.locationId)
  const siteWide = forDepartment.filter((rule) => rule.locationId == null)
  const chosen = atLocation.length > 0 ? atLocation : siteWide
  const addresses = chosen.length > 0 ? chosen.flatMap((rule) => rule.emails) : [fallbackAddress(fallback)]
  return uniqueAddresses(addresses)
}

function fallbackAddress(fallback: FallbackAddresses): string {
  return fallback.locationEmail?.trim() || fallback.siteEmail?.trim() || ''
}

/** Each address once, compared without case, in the order the rules give them. */
function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const address of addresses.map((value) => value.trim())) {
    const key = address.toLowerCase()
    if (address === '' || seen.has(key)) continue
    seen.add(key)
    result.push(address)
  }
  return result
}
