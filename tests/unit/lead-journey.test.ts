import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES } from '@/domain/leads/formWording'
import type { EventCar } from '@/domain/analyticsEvents'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { consentShown, OPT_IN_WORDING, TERMS_WORDING } from '@/domain/leads/consentWording'
import { conversionEvent, offerAcceptedEvent } from '@/domain/leads/conversionEvent'
import { ENQUIRY_STEPS, enquiryStepSchema, isLastEnquiryStep } from '@/domain/leads/enquirySteps'
import { financePrefill } from '@/domain/leads/financePrefill'
import { leadFormContext } from '@/domain/leads/formContext'
import { leadFormDefaults, type LeadCar } from '@/domain/leads/leadDefaults'
import { leadFormSchema } from '@/domain/leads/leadForms'

const now = new Date('2026-11-25T02:00:00Z')
const site = leadFormContext(DEFAULT_SITE_SETTINGS, { now })
const rav4: LeadCar = {
  id: 'a1b2c3',
  stocknum: 'U1234',
  make: 'Toyota',
  model: 'RAV4',
  car_type: 'used',
  status: 'in_stock',
  dealership_slug: 'swan-river-toyota',
  manufacturer_slug: 'toyota',
  location_id: 11,
  location_name: 'Swan River Toyota Midland',
}

describe('multi-step enquiry', () => {
  it('each step checks only its own fields', () => {
    const first = enquiryStepSchema(site, 'enquiry')
    expect(first.safeParse({ message: '' }).success).toBe(true)
    const details = enquiryStepSchema(site, 'details').safeParse({ name: 'Jo' })
    expect(details.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['email', 'phone', 'terms_agreed'])
  })

  it('on the last step it submits', () => {
    expect(ENQUIRY_STEPS.map((step) => step.id)).toEqual(['enquiry', 'details'])
    expect(isLastEnquiryStep('enquiry')).toBe(false)
    expect(isLastEnquiryStep('details')).toBe(true)
  })

  it('together the steps check every field a shopper can fill in', () => {
    const stepFields = ENQUIRY_STEPS.flatMap((step) => [...step.fields]).sort()
    const typed = ['message', 'opt_in_finance', 'opt_in_trade', 'Rego', 'name', 'email', 'phone', 'location_id', 'dealership_slug', 'opt_in', 'terms_agreed']
    expect(stepFields).toEqual([...typed].sort())
    const shape = Object.keys(leadFormSchema('enquiry', site).shape)
    for (const field of stepFields) expect(shape).toContain(field)
  })
})

describe('finance enquiry prefill', () => {
  const dealerships = [{ slug: 'swan-river-toyota', name: 'Swan River Toyota' }]

  it('reads preferredDealership, vehiclePriceBudget, car_id and car_type from the query', () => {
    expect(
      financePrefill({ preferredDealership: 'swan-river-toyota', vehiclePriceBudget: '35000', car_id: 'a1b2c3', car_type: 'Used' }, dealerships),
    ).toEqual({ dealership_slug: 'swan-river-toyota', vehicle_price_budget: 35000, car_id: 'a1b2c3', car_type: 'used' })
  })

  it('leaves out what the form would refuse', () => {
    expect(
      financePrefill({ preferredDealership: 'elsewhere', vehiclePriceBudget: '-5', car_id: '<script>', car_type: 'stolen' }, dealerships),
    ).toEqual({})
    expect(financePrefill({ vehiclePriceBudget: ['20000', '90000'] }, dealerships)).toEqual({ vehicle_price_budget: 20000 })
    expect(financePrefill({ vehiclePriceBudget: '99999999' }, dealerships)).toEqual({})
  })
})

describe('form default values', () => {
  it('an enquiry about a car carries the Enquiry default values, finance and trade-in unticked', () => {
    expect(leadFormDefaults('enquiry', site, rav4)).toEqual({
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
      // Where the lead came from: the car's page, and the department's category.
      page_id: 'a1b2c3',
      category: 'Used Vehicles',
      subcategory: 'Submit an enquiry',
      message: '',
      opt_in: true,
      opt_in_finance: false,
      opt_in_trade: false,
      terms_agreed: false,
    })
  })

  it('opt-in defaults to true, or false where the site turns that off', () => {
    const unticked = leadFormContext({ ...DEFAULT_SITE_SETTINGS, optInTickedByDefault: false }, { now })
    expect(leadFormDefaults('quick-enquiry', site).opt_in).toBe(true)
    expect(leadFormDefaults('quick-enquiry', unticked).opt_in).toBe(false)
  })

  it('the defaults of each form pass its own schema once the shopper fills in their details', () => {
    const shopper = { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '0412 345 678', terms_agreed: true }
    const one = leadFormContext(DEFAULT_SITE_SETTINGS, { now, locations: [{ id: '11', name: 'Midland' }] })
    expect(leadFormSchema('request-photos', site).parse({ ...leadFormDefaults('request-photos', site, rav4), ...shopper }).message).toBe(
      'Please send photos for this car',
    )
    expect(leadFormSchema('general-enquiry', one).parse({ ...leadFormDefaults('general-enquiry', one), ...shopper, message: 'Hi' })).toMatchObject({
      category: 'General Enquiry',
      location_id: '11',
    })
    const offer = leadFormSchema('make-an-offer', site).parse({ ...leadFormDefaults('make-an-offer', site, rav4), ...shopper, offer_from_client: 24000 })
    expect(offer).not.toHaveProperty('message')
    expect(leadFormDefaults('trade-in', one, rav4)).toEqual({ location_id: '11', car_id: 'a1b2c3', PreferredContactMethod: 'Phone', terms_conditions: false })
  })
})

describe('conversion event of a submitted lead', () => {
  const car = (carType: EventCar['car_type'], tag: string | null = null): EventCar => ({
    car_type: carType,
    make: 'Toyota',
    model: 'RAV4',
    year: 2024,
    km: 10,
    badge: 'GXL',
    tag,
  })

  it('enquiry event choice: 17 for a car tagged Test Drive Only, 15 for used, otherwise 14', () => {
    for (const form of ['enquiry', 'quick-enquiry', 'make-an-offer', 'request-photos'] as const) {
      expect(conversionEvent(form, car('used', 'Test Drive Only'))?.eventId, form).toBe(17)
      expect(conversionEvent(form, car('used'))?.eventId, form).toBe(15)
      expect(conversionEvent(form, car('new'))?.eventId, form).toBe(14)
      expect(conversionEvent(form, car('demo'))?.eventId, form).toBe(14)
    }
  })

  it('test drive for new car or tag Test Drive Only is 17, used test drive 48', () => {
    expect(conversionEvent('test-drive', car('new'))?.eventId).toBe(17)
    expect(conversionEvent('test-drive', car('used', 'Test Drive Only'))?.eventId).toBe(17)
    expect(conversionEvent('test-drive', car('used'))?.eventId).toBe(48)
    expect(conversionEvent('test-drive', null)?.eventId).toBe(17)
  })

  it('general enquiry 22, careers enquiry 51, offer accepted 18', () => {
    for (const form of ['general-enquiry', 'contact', 'offer-enquiry', 'finance-enquiry'] as const) {
      expect(conversionEvent(form, null)?.eventId, form).toBe(22)
    }
    expect(conversionEvent('finance-enquiry', car('used'))?.eventId).toBe(15)
    expect(conversionEvent('careers-enquiry', null)?.eventId).toBe(51)
    expect(conversionEvent('trade-in', car('used'))).toBeNull()
    expect(offerAcceptedEvent(car('used'))).toMatchObject({ event: 'offerAccepted', eventId: 18, vehicleStatus: 'used' })
  })
})

/**
 * Every consent version ever shown, and its words. Evidence refers to these:
 * a new wording gets a new version and a new line here; old lines stay.
 */
const SHOWN_WORDINGS: Record<string, string> = {
  'opt-in@1': 'Keep me up to date with news, offers and events from {dealer} by email, SMS and phone. I can unsubscribe at any time.',
  'terms-of-use@1':
    "I agree to the terms of use and the privacy policy. {dealer} and its manufacturer's dealer network will handle my information under the Dealer Privacy Policy.",
}

describe('consent wording kept as evidence', () => {
  it('a version’s words never change: change the text, bump the version', () => {
    for (const wording of [OPT_IN_WORDING, TERMS_WORDING]) {
      const versionId = `${wording.id}@${wording.version}`
      expect(SHOWN_WORDINGS[versionId], `${versionId} changed its words: give it a new version`).toBe(wording.text)
    }
  })

  it('the shown text names the dealer and says which version it was', () => {
    expect(consentShown(TERMS_WORDING, ' Swan River Toyota ')).toEqual({
      versionId: 'terms-of-use@1',
      text: "I agree to the terms of use and the privacy policy. Swan River Toyota and its manufacturer's dealer network will handle my information under the Dealer Privacy Policy.",
    })
    expect(consentShown(OPT_IN_WORDING, 'Coastal Motors').text).toContain('from Coastal Motors by email, SMS and phone')
  })
})

describe('messages a shopper sees', () => {
  it('each is a sentence that says what to do', () => {
    for (const message of Object.values(LEAD_MESSAGES)) {
      const text = typeof message === 'function' ? message(80) : message
      expect(text, text).toMatch(/(^|\. )Please .+[.?]$/)
    }
  })
})
