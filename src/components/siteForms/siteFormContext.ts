import { placeLocationOptions } from '@/domain/leads/contactLocations'
import type { LeadFormContext } from '@/domain/leads/formContext'
import type { LeadForm } from '@/domain/leads/formWording'
import { serverFormContext } from '@/leads/leadContext'
import type { Location } from '@/payload-types'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteLocations } from '@/sites/data/locations'
import type { CurrentSite } from '@/sites/currentSite'

/** The site forms this folder renders (leadForms.ts names them all). */
export type SiteForm = Extract<LeadForm, 'general-enquiry' | 'contact' | 'offer-enquiry' | 'finance-enquiry' | 'careers-enquiry'>

/**
 * A site form's context as POST /api/leads will rebuild it (src/leads/leadContext.ts),
 * so the page offers exactly the locations and dealerships the server accepts.
 * A place's contact form narrows the locations and dealerships to the place's own (`place`).
 */
export async function siteFormContext(site: CurrentSite, form: SiteForm, now: Date, place?: readonly Location[]): Promise<LeadFormContext> {
  const [locations, dealerships] = await Promise.all([getSiteLocations(site.id), getSiteDealerships(site.id)])
  const context = serverFormContext(form, { settings: site.resolvedSettings, locations, dealerships }, now)
  if (!place) return context
  // A place's form sends its own dealership (SiteFormSection's default): there is nothing to choose.
  const dealership = placeDealershipSlug(place)
  return {
    ...context,
    locations: placeLocationOptions(context.locations, place.map((location) => String(location.id))),
    dealerships: dealership ? context.dealerships.filter((option) => option.slug === dealership) : context.dealerships,
  }
}

/** The dealership a place belongs to, so its contact form starts on it when the site has several. */
export function placeDealershipSlug(place: readonly Location[]): string | undefined {
  const dealership = place.map((location) => location.dealership).find((value) => value && typeof value === 'object')
  return dealership && typeof dealership === 'object' ? dealership.slug : undefined
}
