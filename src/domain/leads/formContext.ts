/**
 * What a lead form knows about where it is shown, and the field rules that
 * follow from it:
 * - the message is required unless the site relaxes it or the form marks it optional;
 * - the location select is required when shown, and one option is chosen for the shopper;
 * - the preferred dealership select is required when there is more than one dealership;
 * - the category select (general enquiry) is required when shown and starts on General Enquiry;
 * - the opt-in box starts ticked unless the site says otherwise.
 *
 * A car page passes no locations or dealerships: the car says where it is.
 * The server builds the same context from the site, so both ends agree.
 */

import { z } from 'zod'

import { GENERAL_ENQUIRY_CATEGORY } from './enquiryCategories'
import { LEAD_LIMITS, LEAD_MESSAGES } from './formWording'
import type { SiteSettings } from '../site-settings'
import { optionalText, requiredText } from './fields'
import { leadPayloadShape } from './leadPayload'

/** A location to choose; `dealership` is the slug of the dealership it belongs to, when it belongs to one. */
export type LocationOption = { id: string; name: string; dealership?: string }
export type DealershipOption = { slug: string; name: string }

export type LeadFormContext = {
  /** The site relaxes the message (settings.enquiryMessageOptional). */
  messageOptional: boolean
  /** The opt-in box starts ticked (settings.optInTickedByDefault). */
  optInTickedByDefault: boolean
  /** The location select's options; the select shows when there are any. */
  locations: readonly LocationOption[]
  /** The dealerships the shopper may prefer; a choice is asked for when there is more than one. */
  dealerships: readonly DealershipOption[]
  /** The general enquiry's categories besides General Enquiry; none hides the select. */
  categories: readonly string[]
  /** When the form is checked: a test drive must be in the future. */
  now: Date
}

export function leadFormContext(
  settings: Pick<SiteSettings, 'enquiryMessageOptional' | 'optInTickedByDefault'>,
  choices: Partial<Pick<LeadFormContext, 'locations' | 'dealerships' | 'categories'>> & { now: Date },
): LeadFormContext {
  return {
    messageOptional: settings.enquiryMessageOptional,
    optInTickedByDefault: settings.optInTickedByDefault,
    locations: choices.locations ?? [],
    dealerships: choices.dealerships ?? [],
    categories: choices.categories ?? [],
    now: choices.now,
  }
}

/** A location select with exactly one option chooses it. */
export function autoSelectedLocation(options: readonly LocationOption[]): string | null {
  return options.length === 1 ? (options[0]?.id ?? null) : null
}

/**
 * The dealership is asked for only when the site has several and the chosen
 * location cannot say which: a form asks for one place, so where every
 * location belongs to one of the site's dealerships, the location decides it
 * (withLocationDealership).
 */
export function dealershipChoiceRequired(context: Pick<LeadFormContext, 'dealerships'> & Partial<Pick<LeadFormContext, 'locations'>>): boolean {
  return context.dealerships.length > 1 && !locationsNameDealerships(context)
}

function locationsNameDealerships(context: Pick<LeadFormContext, 'dealerships'> & Partial<Pick<LeadFormContext, 'locations'>>): boolean {
  const locations = context.locations ?? []
  return locations.length > 0 && locations.every((location) => context.dealerships.some((dealership) => dealership.slug === location.dealership))
}

/** The lead with the dealership of its chosen location, when it names none. */
export function withLocationDealership<Lead extends { location_id?: string | null; dealership_slug?: string | null }>(lead: Lead, context: Pick<LeadFormContext, 'locations'>): Lead {
  if (lead.dealership_slug || !lead.location_id) return lead
  const dealership = context.locations.find((location) => location.id === lead.location_id)?.dealership
  return dealership ? { ...lead, dealership_slug: dealership } : lead
}

/** With one dealership the shopper is not asked: the lead goes to it. */
export function onlyDealership(context: Pick<LeadFormContext, 'dealerships'>): string | null {
  return context.dealerships.length === 1 ? (context.dealerships[0]?.slug ?? null) : null
}

/** General Enquiry first, then the site's own categories, each once. */
export function categoryOptions(context: Pick<LeadFormContext, 'categories'>): string[] {
  return [...new Set([GENERAL_ENQUIRY_CATEGORY, ...context.categories.map((category) => category.trim()).filter(Boolean)])]
}

export function showsCategory(context: Pick<LeadFormContext, 'categories'>): boolean {
  return categoryOptions(context).length > 1
}

/** The select fields every form has; each is required only when shown. */
export function choiceFields(context: Pick<LeadFormContext, 'locations' | 'dealerships'>) {
  return { location_id: locationField(context), dealership_slug: dealershipField(context) }
}

/** `optional`: the form marks the message optional (the Enquiry and test-drive dialogs). */
export function messageField(context: Pick<LeadFormContext, 'messageOptional'>, { optional }: { optional: boolean }) {
  return optional || context.messageOptional
    ? optionalText(LEAD_LIMITS.message).optional()
    : requiredText(LEAD_LIMITS.message, LEAD_MESSAGES.message)
}

function oneOf(values: readonly string[], message: string) {
  return z.string({ error: message }).trim().refine((value) => values.includes(value), message)
}

export function locationField(context: Pick<LeadFormContext, 'locations'>) {
  if (context.locations.length === 0) return leadPayloadShape.location_id
  return oneOf(context.locations.map((location) => location.id), LEAD_MESSAGES.location)
}

export function dealershipField(context: Pick<LeadFormContext, 'dealerships' | 'locations'>) {
  if (!dealershipChoiceRequired(context)) return leadPayloadShape.dealership_slug
  return oneOf(context.dealerships.map((dealership) => dealership.slug), LEAD_MESSAGES.dealership)
}

/** The select starts on General Enquiry, so a lead that names none is about that; a chosen blank is refused. */
export function categoryField(context: Pick<LeadFormContext, 'categories'>) {
  if (!showsCategory(context)) return leadPayloadShape.category
  return oneOf(categoryOptions(context), LEAD_MESSAGES.category).default(GENERAL_ENQUIRY_CATEGORY)
}
