import type { PayloadHandler } from 'payload'

import { LEAD_FORM_TITLES, type LeadForm } from '@/domain/leads/formWording'
import type { LeadDeliveryStatus } from '@/domain/leads/deliveryChannels'
import { attributionOf } from '@/domain/leads/attribution'
import { leadsCsv, type LeadCsvRow } from '@/domain/leads/leadsCsv'
import type { CustomerLead } from '@/payload-types'

/** The most leads one export holds; a dealer exporting more narrows it by site (?site=). */
const EXPORT_LIMIT = 10_000
/** Times are shown in the site's zone; an export across sites of different zones uses this one, named in the header. */
const MIXED_ZONE = 'Australia/Sydney'

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

/**
 * A stored lead as a row of the dealer's export. The location is the one the
 * shopper chose (its id, named from `locationNames`), else the name the form
 * carried beside a car's location.
 */
export function leadCsvRowOf(
  doc: Pick<CustomerLead, 'createdAt' | 'form' | 'name' | 'email' | 'phone' | 'stockNumber' | 'locationId' | 'lead' | 'consent' | 'deliveryStatus' | 'attribution'>,
  locationNames: ReadonlyMap<string, string> = new Map(),
): LeadCsvRow {
  const lead = (doc.lead ?? {}) as Record<string, unknown>
  const make = text(lead['Vehicle Make'])
  const model = text(lead['Vehicle Model'])
  return {
    receivedAt: new Date(doc.createdAt),
    name: doc.name ?? '',
    email: doc.email ?? null,
    phone: doc.phone ?? null,
    category: text(lead.category) ?? text(lead.subcategory) ?? LEAD_FORM_TITLES[doc.form as LeadForm],
    car: make && model ? { year: null, make, model, badge: null } : null,
    stockNumber: doc.stockNumber ?? null,
    locationName: (doc.locationId ? locationNames.get(doc.locationId) : undefined) ?? text(lead.location),
    optIn: doc.consent?.optIn === true,
    optInFinance: lead.opt_in_finance === true,
    optInTrade: lead.opt_in_trade === true,
    message: text(lead.message),
    deliveryStatus: (doc.deliveryStatus ?? 'pending') as LeadDeliveryStatus,
    attribution: attributionOf(doc),
  }
}

/**
 * GET /api/customer-leads/export.csv on the platform host: the leads the
 * signed-in staff member may read (a dealer editor: their own sites', by the
 * same access rules as the admin list), newest first, as CSV. `?site=<id>`
 * narrows it to one site.
 */
export const exportLeadsCsv: PayloadHandler = async (req) => {
  if (!req.user || req.user.collection !== 'users') return Response.json({ error: 'Sign in to the admin to export leads.' }, { status: 401 })
  const site = Number(req.searchParams.get('site'))
  const { docs } = await req.payload.find({
    collection: 'customer-leads',
    user: req.user,
    overrideAccess: false,
    depth: 1,
    limit: EXPORT_LIMIT,
    sort: '-createdAt',
    ...(Number.isInteger(site) && site > 0 ? { where: { tenant: { equals: site } } } : {}),
  })
  const locationIds = [...new Set(docs.map((doc) => Number(doc.locationId)).filter((id) => Number.isInteger(id) && id > 0))]
  const { docs: locations } = locationIds.length
    ? await req.payload.find({ collection: 'locations', where: { id: { in: locationIds } }, select: { name: true }, pagination: false, depth: 0, user: req.user, overrideAccess: false })
    : { docs: [] }
  const locationNames = new Map(locations.map((location) => [String(location.id), location.name]))
  const zones = new Set(docs.map((doc) => (typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.timeZone : null)).filter(Boolean))
  const zone = zones.size === 1 ? [...zones][0]! : MIXED_ZONE
  const day = new Date().toISOString().slice(0, 10)
  return new Response(leadsCsv(docs.map((doc) => leadCsvRowOf(doc, locationNames)), zone), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"`, 'Cache-Control': 'no-store' },
  })
}
