import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES } from '@/domain/leads/formWording'
import { placeLocationOptions } from '@/domain/leads/contactLocations'
import { generalEnquiryCategories, GENERAL_ENQUIRY_CATEGORY } from '@/domain/leads/enquiryCategories'
import { categoryOptions, dealershipChoiceRequired, leadFormContext, withLocationDealership } from '@/domain/leads/formContext'
import { leadFormDefaults } from '@/domain/leads/leadDefaults'
import { leadFormSchema } from '@/domain/leads/leadForms'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { serverFormContext } from '@/leads/leadContext'
import type { Dealership, Location } from '@/payload-types'

const now = new Date('2026-11-25T02:00:00Z')
const midland = { id: '11', name: 'Swan River Toyota Midland - Sales' }
const joondalup = { id: '12', name: 'Swan River Toyota Joondalup - Sales' }

describe('general enquiry categories', () => {
  it('offer the departments the site has, sales first, and General Enquiry leads the select', () => {
    const categories = generalEnquiryCategories(['service', null, 'parts', 'sales'])
    expect(categories).toEqual(['New Vehicles', 'Used Vehicles', 'Finance', 'Service', 'Parts & Accessories'])
    expect(categoryOptions({ categories })[0]).toBe(GENERAL_ENQUIRY_CATEGORY)
  })

  it('count a location without a type, or with one the spec does not name, as sales', () => {
    expect(generalEnquiryCategories([undefined, 'showroom'])).toEqual(['New Vehicles', 'Used Vehicles', 'Finance'])
  })

  it('leave a service-only site without sales categories', () => {
    expect(generalEnquiryCategories(['service', 'service'])).toEqual(['Service'])
  })

  it('are not offered by a site without locations, so the select stays hidden', () => {
    expect(generalEnquiryCategories([])).toEqual([])
  })

  it('start the form on General Enquiry and require a category of the site when shown', () => {
    const context = leadFormContext(DEFAULT_SITE_SETTINGS, { now, categories: generalEnquiryCategories(['sales', 'service']) })
    expect(leadFormDefaults('general-enquiry', context).category).toBe(GENERAL_ENQUIRY_CATEGORY)
    const shopper = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', message: 'Hello', terms_agreed: true }
    expect(leadFormSchema('general-enquiry', context).safeParse({ ...shopper, category: 'Service' }).success).toBe(true)
    const refused = leadFormSchema('general-enquiry', context).safeParse({ ...shopper, category: 'Parts & Accessories' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([LEAD_MESSAGES.category])
  })
})

describe("a place's contact form", () => {
  it("offers the place's own locations, so a one-location place is chosen for the shopper", () => {
    expect(placeLocationOptions([midland, joondalup], ['12', '99'])).toEqual([joondalup])
  })

  it('offers every accepted location when none of them is the place (a service-only centre)', () => {
    expect(placeLocationOptions([midland, joondalup], ['99'])).toEqual([midland, joondalup])
  })
})

describe('the server’s general enquiry context', () => {
  it('offers the site’s own categories, so the server refuses one its page never showed', () => {
    const locations = [{ id: 11, name: 'Midland', locationType: 'sales' }, { id: 12, name: 'Midland Service', locationType: 'service' }] as Location[]
    const context = serverFormContext('general-enquiry', { settings: DEFAULT_SITE_SETTINGS, locations, dealerships: [] }, now)
    expect(context.categories).toEqual(['New Vehicles', 'Used Vehicles', 'Finance', 'Service'])
    const lead = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', message: 'Hello', terms_agreed: true, location_id: '11' }
    expect(leadFormSchema('general-enquiry', context).safeParse({ ...lead, category: 'Service' }).success).toBe(true)
    expect(leadFormSchema('general-enquiry', context).safeParse({ ...lead, category: 'Parts & Accessories' }).error?.issues[0]?.message).toBe(LEAD_MESSAGES.category)
  })
})

describe('a form asks for one place', () => {
  const dealerships = [
    { id: 1, slug: 'midland', name: 'Midland' },
    { id: 2, slug: 'cannington', name: 'Cannington' },
  ] as Dealership[]
  const locations = [
    { id: 11, name: 'Midland - Sales', locationType: 'sales', dealership: 1 },
    { id: 21, name: 'Cannington - Sales', locationType: 'sales', dealership: dealerships[1] },
  ] as Location[]
  const lead = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', message: 'Hello', terms_agreed: true }

  it('where each location names its dealership, the location is asked for and decides the dealership', () => {
    const context = serverFormContext('general-enquiry', { settings: DEFAULT_SITE_SETTINGS, locations, dealerships }, now)
    expect(dealershipChoiceRequired(context)).toBe(false)
    const checked = leadFormSchema('general-enquiry', context).safeParse({ ...lead, location_id: '21' })
    expect(withLocationDealership(checked.data as { location_id?: string }, context)).toMatchObject({ location_id: '21', dealership_slug: 'cannington' })
  })

  it('a location without a dealership leaves the dealership to choose; the finance enquiry asks for the dealership alone', () => {
    const unowned = [...locations, { id: 31, name: 'Showroom', locationType: 'sales' }] as Location[]
    expect(dealershipChoiceRequired(serverFormContext('general-enquiry', { settings: DEFAULT_SITE_SETTINGS, locations: unowned, dealerships }, now))).toBe(true)
    const finance = serverFormContext('finance-enquiry', { settings: DEFAULT_SITE_SETTINGS, locations, dealerships }, now)
    expect([finance.locations, dealershipChoiceRequired(finance)]).toEqual([[], true])
  })

  it('a dealership the lead names itself is kept', () => {
    expect(withLocationDealership({ location_id: '21', dealership_slug: 'midland' }, { locations: [{ id: '21', name: 'Cannington', dealership: 'cannington' }] }).dealership_slug).toBe('midland')
  })
})
