import { generalEnquiryCategories } from '@/domain/leads/enquiryCategories'
import { leadFormContext, type LeadFormContext, type LocationOption } from '@/domain/leads/formContext'
import { CAR_FORMS } from '@/domain/leads/leadForms'
import type { LeadForm } from '@/domain/leads/formWording'
import type { SiteSettings } from '@/domain/site-settings'
import type { Dealership, Location } from '@/payload-types'

/**
 * The context a form was shown with, as the server rebuilds it: a form about
 * a car carries the car's own location and dealership (no selects); the
 * site's other forms offer its sales locations, each naming its dealership,
 * and its dealerships (asked only when a location cannot say which), and the
 * general enquiry the categories of the site's departments.
 */
export function serverFormContext(
  form: LeadForm,
  site: { settings: Pick<SiteSettings, 'enquiryMessageOptional' | 'optInTickedByDefault'>; locations: readonly Location[]; dealerships: readonly Dealership[] },
  now: Date,
): LeadFormContext {
  if ((CAR_FORMS as readonly LeadForm[]).includes(form)) return leadFormContext(site.settings, { now })
  return leadFormContext(site.settings, {
    now,
    // The finance enquiry asks for the dealership (a finance link may name it) and so for no location besides.
    locations: form === 'finance-enquiry' ? [] : site.locations.filter((location) => (location.locationType ?? 'sales') === 'sales').map((location) => locationOption(location, site.dealerships)),
    dealerships: site.dealerships.map((dealership) => ({ slug: dealership.slug, name: dealership.name })),
    categories: form === 'general-enquiry' ? generalEnquiryCategories(site.locations.map((location) => location.locationType)) : [],
  })
}

function locationOption(location: Location, dealerships: readonly Dealership[]): LocationOption {
  const owner = location.dealership
  const slug = owner && typeof owner === 'object' ? owner.slug : dealerships.find((dealership) => dealership.id === owner)?.slug
  return slug ? { id: String(location.id), name: location.name, dealership: slug } : { id: String(location.id), name: location.name }
}
