/**
 * Everything one delivery of a stored lead needs, read from the database:
 * the email (recipients from the site's intake rules, with the location's
 * and the site's contact emails as fallback, and the ADF copy as the site
 * asks) and the webhook target and body.
 */

import type { Pool } from 'pg'
import type { Payload } from 'payload'

import { PREFERRED_CONTACT_METHODS } from '@/domain/leads/formWording'
import { adfXml, type AdfCar, type AdfLead } from '@/domain/leads/adfXml'
import { attributionOf } from '@/domain/leads/attribution'
import { adfTradeInOf } from '@/domain/leads/adfTradeIn'
import { composeLeadEmail, type LeadEmail } from '@/domain/leads/leadEmail'
import { intakeAddresses, leadDepartment, webhookTarget } from '@/domain/leads/leadRouting'
import { resolveSiteSettings } from '@/domain/site-settings'
import { CAR_TYPES, type CarType } from '@/domain/stockVocabulary'
import type { CustomerLead, Location, Tenant } from '@/payload-types'

import type { WebhookTarget } from './webhook'

export interface PreparedDelivery {
  lead: CustomerLead
  siteId: number
  email: LeadEmail
  webhook: WebhookTarget | null
  /** The JSON the webhook receives: the lead, its routing and its ADF copy. */
  webhookBody: string
}

type StockRow = { car_type: string; location_id: number | null; data: Record<string, unknown> }

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const wholeNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : null
}

async function stockCar(pool: Pool, siteId: number, carId: string | null | undefined): Promise<StockRow | null> {
  if (!carId) return null
  const { rows } = await pool.query<StockRow>('SELECT car_type, location_id, data FROM stock_vehicles WHERE site_id = $1 AND id = $2', [siteId, carId])
  return rows[0] ?? null
}

async function findLocation(payload: Payload, siteId: number, locationId: number | null): Promise<Location | null> {
  if (locationId === null) return null
  const { docs } = await payload.find({
    collection: 'locations',
    where: { and: [{ id: { equals: locationId } }, { tenant: { equals: siteId } }] },
    depth: 1,
    limit: 1,
    // The delivery job has no user; the site filter above is the scope.
    overrideAccess: true,
  })
  return docs[0] ?? null
}

function adfCar(row: StockRow, stockNumber: string | null): AdfCar {
  const data = row.data
  return {
    year: wholeNumber(data.year),
    make: text(data.make) ?? '',
    model: text(data.model) ?? '',
    trim: text(data.badge),
    vin: text(data.vin),
    stockNumber: text(data.stocknum) ?? stockNumber,
    carType: row.car_type as CarType,
    price: typeof data.price === 'number' ? data.price : null,
  }
}

export function carTitle(car: AdfCar | null): string | null {
  if (!car) return null
  const name = [car.year, car.make, car.model, car.trim].filter((part) => part !== null && part !== '').join(' ')
  return car.stockNumber ? `${name} (stock ${car.stockNumber})` : name
}

/** The lead and what goes out for it, or null when the lead no longer exists. */
export async function prepareDelivery(payload: Payload, leadId: number): Promise<PreparedDelivery | null> {
  const lead = await payload.findByID({ collection: 'customer-leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!lead) return null
  const siteId = typeof lead.tenant === 'object' && lead.tenant ? lead.tenant.id : lead.tenant
  if (typeof siteId !== 'number') throw new Error(`Lead ${leadId} belongs to no site`)
  const site: Tenant = await payload.findByID({ collection: 'tenants', id: siteId, depth: 0, overrideAccess: true })
  const settings = resolveSiteSettings(site.settings as never)
  const pool = (payload.db as unknown as { pool: Pool }).pool
  const fields = (lead.lead && typeof lead.lead === 'object' && !Array.isArray(lead.lead) ? lead.lead : {}) as Record<string, unknown>

  const stock = await stockCar(pool, siteId, lead.carId)
  const car = stock ? adfCar(stock, lead.stockNumber ?? null) : null
  const carType = car?.carType ?? (CAR_TYPES as readonly string[]).find((type) => type === fields.car_type) ?? null
  const locationId = wholeNumber(lead.locationId) ?? stock?.location_id ?? null
  const location = await findLocation(payload, siteId, locationId)
  const routed = { form: lead.form, carType: carType as CarType | null, locationId: location?.id ?? null }
  const recipients = intakeAddresses(routed, settings.leadDelivery.intake, { locationEmail: location?.contact?.email ?? null, siteEmail: site.contact?.email ?? null })

  const dealership = location && typeof location.dealership === 'object' ? location.dealership : null
  const preferred = PREFERRED_CONTACT_METHODS.find((method) => method === fields.PreferredContactMethod) ?? 'Phone'
  const receivedAt = new Date(lead.createdAt)
  const attribution = attributionOf(lead)
  const adfLead: AdfLead = {
    id: lead.id,
    receivedAt,
    timeZone: site.timeZone,
    interest: lead.form === 'trade-in' ? 'trade-in' : lead.form === 'test-drive' ? 'test-drive' : 'buy',
    car,
    tradeIn: lead.form === 'trade-in' ? adfTradeInOf(fields) : null,
    customer: {
      name: [text(fields.name), text(fields.last_name)].filter(Boolean).join(' ') || (lead.name ?? ''),
      email: lead.email ?? null,
      phone: lead.phone ?? null,
      postcode: text(fields.postcode),
      preferredContact: preferred,
    },
    comments: text(fields.message),
    attribution,
    vendor: {
      dealershipName: dealership?.name ?? site.name,
      locationId: location?.id ?? null,
      locationName: location?.name ?? null,
      email: location?.contact?.email ?? site.contact?.email ?? null,
      phone: location?.contact?.phone ?? site.contact?.phone ?? null,
    },
    siteUrl: site.domains?.[0]?.domain ? `https://${site.domains[0].domain}` : `https://${site.slug}.localhost`,
  }
  const adf = car && car.make && car.model ? adfXml(adfLead) : null
  const email = composeLeadEmail({
    leadId: lead.id,
    form: lead.form,
    siteName: site.name,
    receivedAt,
    timeZone: site.timeZone,
    fields,
    carTitle: carTitle(car),
    recipients,
    adfMode: settings.leadDelivery.adf,
    adf,
  })
  const webhookBody = JSON.stringify({
    lead_id: lead.id,
    site: site.slug,
    form: lead.form,
    received_at: receivedAt.toISOString(),
    department: leadDepartment(routed),
    location_id: routed.locationId,
    attribution: {
      source: attribution.source,
      category: attribution.category,
      page_id: attribution.pageId,
      manufacturer_slug: attribution.manufacturerSlug,
      visited_pages: attribution.visitedPages,
      linked_query_params: attribution.linkedQueryParams,
    },
    lead: fields,
    adf,
  })
  return { lead, siteId, email, webhook: webhookTarget(settings.leadDelivery), webhookBody }
}
