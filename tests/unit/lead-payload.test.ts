import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES } from '@/domain/leads/formWording'
import { leadPayloadSchema } from '@/domain/leads/leadPayload'

const lead = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', terms_agreed: true }

describe('lead form payload', () => {
  it('takes the spec’s fields, Vehicle Make and Vehicle Model spelt as the spec spells them', () => {
    const parsed = leadPayloadSchema.parse({
      ...lead,
      category: 'General Enquiry',
      subcategory: 'Quick Enquiry',
      message: 'Is it still available?',
      opt_in: true,
      dealership_slug: 'swan-river-toyota',
      manufacturer_slug: 'toyota',
      stock_number: 'U1234',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      car_type: 'used',
      car_id: 'a1b2c3',
      vehicle_status: 'in_stock',
      location: 'Swan River Toyota Midland',
      location_id: '11',
      page_id: '42',
      Rego: '1abc234',
      additional_services: ['Extended warranty'],
      url: 'https://swan-river-toyota.com.au/cars/2019-toyota-rav4',
      source: 'website',
      user_agent: 'Mozilla/5.0',
      car_dealership_id: '7',
      lead_attributes: { visited_pages: ['/', '/cars/2019-toyota-rav4'], linked_query_params: { utm_source: 'google', gclid: 'abc' } },
    })
    expect(parsed.phone).toBe('+61412345678')
    expect(parsed.Rego).toBe('1ABC234')
    expect(parsed.opt_in_finance).toBe(false)
  })

  it('refuses a key it does not know, so a typo fails loudly', () => {
    expect(leadPayloadSchema.safeParse({ ...lead, optin: true }).error?.issues[0]?.code).toBe('unrecognized_keys')
    expect(leadPayloadSchema.safeParse({ ...lead, lead_attributes: { visited: [] } }).success).toBe(false)
  })

  it('bounds every text and list, so a hostile body cannot store megabytes', () => {
    const tooMuch = [
      { message: 'a'.repeat(2001) },
      { user_agent: 'a'.repeat(501) },
      { url: `https://a.au/${'a'.repeat(2000)}` },
      { stock_number: 'a'.repeat(121) },
      { additional_services: Array.from({ length: 21 }, () => 'Tint') },
      { lead_attributes: { visited_pages: Array.from({ length: 11 }, () => '/') } },
      { lead_attributes: { linked_query_params: { p1: 'x' } } },
      { lead_attributes: { linked_query_params: { utm_source: 'x'.repeat(201) } } },
      { car_id: 'a'.repeat(41) },
    ]
    for (const extra of tooMuch) expect(leadPayloadSchema.safeParse({ ...lead, ...extra }).success, Object.keys(extra)[0]).toBe(false)
  })

  it('keeps hidden fields to their shapes: http(s) pages, ids and slugs', () => {
    expect(leadPayloadSchema.safeParse({ ...lead, url: 'javascript:alert(1)' }).success).toBe(false)
    expect(leadPayloadSchema.safeParse({ ...lead, location_id: '11; DROP' }).success).toBe(false)
    expect(leadPayloadSchema.safeParse({ ...lead, car_type: 'stolen' }).success).toBe(false)
  })

  it('asks for name, email and phone in words a shopper can act on', () => {
    const issues = leadPayloadSchema.safeParse({ terms_agreed: true }).error?.issues ?? []
    expect(Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
    })
  })
})
