import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES, type LeadForm } from '@/domain/leads/formWording'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { offerPlaceholder } from '@/domain/leads/carForms'
import { autoSelectedLocation, leadFormContext, type LeadFormContext } from '@/domain/leads/formContext'
import { leadFormSchema } from '@/domain/leads/leadForms'

const now = new Date('2026-11-25T02:00:00Z')
const site = leadFormContext(DEFAULT_SITE_SETTINGS, { now })
const perth = { id: '11', name: 'Swan River Toyota Midland' }
const joondalup = { id: '12', name: 'Swan River Toyota Joondalup' }

const shopper = {
  name: 'Jo Citizen',
  email: 'jo@example.com.au',
  phone: '0412 345 678',
  message: 'Is it still available?',
  terms_agreed: true,
}

function errorsOf(form: LeadForm, context: LeadFormContext, values: Record<string, unknown>) {
  const result = leadFormSchema(form, context).safeParse(values)
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('enquiry message', () => {
  it('is required unless a dealer-specific flag relaxes it or the form marks it optional', () => {
    expect(errorsOf('quick-enquiry', site, { ...shopper, message: '  ' })).toEqual({ message: LEAD_MESSAGES.message })
    expect(errorsOf('general-enquiry', site, { ...shopper, message: undefined })).toEqual({ message: LEAD_MESSAGES.message })
    const relaxed = leadFormContext({ ...DEFAULT_SITE_SETTINGS, enquiryMessageOptional: true }, { now })
    expect(errorsOf('quick-enquiry', relaxed, { ...shopper, message: '' })).toEqual({})
  })

  it('on the Enquiry and test-drive dialogs message is optional, as is the test-drive date-time', () => {
    expect(errorsOf('enquiry', site, { ...shopper, message: '' })).toEqual({})
    expect(errorsOf('test-drive', site, { ...shopper, message: '', preferred_date_time: '' })).toEqual({})
  })

  it('is at most 2,000 characters', () => {
    expect(errorsOf('enquiry', site, { ...shopper, message: 'a'.repeat(2001) })).toEqual({
      message: 'Please shorten this to 2,000 characters or fewer.',
    })
  })
})

describe('test-drive date-time', () => {
  const book = (at: string) => leadFormSchema('test-drive', site).safeParse({ ...shopper, preferred_date_time: at })

  it('must be in the future if given', () => {
    expect(book('2026-11-26T10:30:00+08:00').data?.preferred_date_time).toBe('2026-11-26T02:30:00.000Z')
    expect(book('2026-11-25T10:00:00+08:00').error?.issues[0]?.message).toBe(LEAD_MESSAGES.testDriveInPast)
    expect(book('2026-11-25T09:59:00+08:00').error?.issues[0]?.message).toBe(LEAD_MESSAGES.testDriveInPast)
  })

  it('is within the next 12 months and a real date and time', () => {
    expect(book('2027-12-01T10:00:00+08:00').error?.issues[0]?.message).toBe(LEAD_MESSAGES.testDriveTooFar)
    expect(book('next Tuesday').error?.issues[0]?.message).toBe(LEAD_MESSAGES.testDriveDate)
    expect(book('2026-11-26T10:30').error?.issues[0]?.message).toBe(LEAD_MESSAGES.testDriveDate)
  })
})

describe('location and dealership selects', () => {
  it('the location select is required when shown', () => {
    const shown = leadFormContext(DEFAULT_SITE_SETTINGS, { now, locations: [perth, joondalup] })
    expect(errorsOf('general-enquiry', shown, shopper)).toEqual({ location_id: LEAD_MESSAGES.location })
    expect(errorsOf('general-enquiry', shown, { ...shopper, location_id: '99' })).toEqual({ location_id: LEAD_MESSAGES.location })
    expect(errorsOf('general-enquiry', shown, { ...shopper, location_id: '12' })).toEqual({})
    expect(errorsOf('general-enquiry', site, shopper)).toEqual({})
  })

  it('a select with exactly one option auto-selects it', () => {
    expect(autoSelectedLocation([perth])).toBe('11')
    expect(autoSelectedLocation([perth, joondalup])).toBeNull()
    expect(autoSelectedLocation([])).toBeNull()
  })

  it('the preferred dealership select is required when there is more than one dealership', () => {
    const one = leadFormContext(DEFAULT_SITE_SETTINGS, { now, dealerships: [{ slug: 'swan-river-toyota', name: 'Swan River Toyota' }] })
    const two = leadFormContext(DEFAULT_SITE_SETTINGS, {
      now,
      dealerships: [
        { slug: 'swan-river-toyota', name: 'Swan River Toyota' },
        { slug: 'swan-river-mazda', name: 'Swan River Mazda' },
      ],
    })
    expect(errorsOf('finance-enquiry', one, shopper)).toEqual({})
    expect(errorsOf('finance-enquiry', two, shopper)).toEqual({ dealership_slug: LEAD_MESSAGES.dealership })
    expect(errorsOf('finance-enquiry', two, { ...shopper, dealership_slug: 'swan-river-mazda' })).toEqual({})
  })
})

describe('general enquiry category', () => {
  const withCategories = leadFormContext(DEFAULT_SITE_SETTINGS, { now, categories: ['Service', 'Parts'] })

  it('the category select is required when shown, and a lead that names none is about General Enquiry (its default)', () => {
    expect(errorsOf('general-enquiry', withCategories, { ...shopper, category: '' })).toEqual({ category: LEAD_MESSAGES.category })
    expect(leadFormSchema('general-enquiry', withCategories).parse(shopper).category).toBe('General Enquiry')
    expect(errorsOf('general-enquiry', withCategories, { ...shopper, category: 'Sales' })).toEqual({ category: LEAD_MESSAGES.category })
    expect(errorsOf('general-enquiry', withCategories, { ...shopper, category: 'General Enquiry' })).toEqual({})
    expect(errorsOf('general-enquiry', site, shopper)).toEqual({})
  })
})

describe('opt-in and the extra checkboxes', () => {
  it('opt-in, finance and trade-in boxes are optional, and an unsent box is unticked', () => {
    const lead = leadFormSchema('quick-enquiry', site).parse(shopper)
    expect([lead.opt_in, lead.opt_in_finance, lead.opt_in_trade]).toEqual([false, false, false])
    expect(leadFormSchema('quick-enquiry', site).parse({ ...shopper, opt_in: true }).opt_in).toBe(true)
  })

  it('the Rego field is optional, and read as a plate', () => {
    expect(leadFormSchema('enquiry', site).parse({ ...shopper, Rego: ' 1abc 234 ' }).Rego).toBe('1ABC 234')
    expect(errorsOf('enquiry', site, { ...shopper, Rego: '' })).toEqual({})
    expect(errorsOf('enquiry', site, { ...shopper, Rego: 'ABC/123' })).toEqual({ Rego: LEAD_MESSAGES.rego })
  })
})

describe('terms consent', () => {
  it("is required on every form, message '*You must agree to the terms of use before submitting.'", () => {
    for (const form of ['enquiry', 'quick-enquiry', 'test-drive', 'request-photos', 'general-enquiry', 'contact', 'offer-enquiry', 'finance-enquiry', 'careers-enquiry'] as const) {
      const message = form === 'request-photos' ? 'Please send photos for this car' : shopper.message
      expect(errorsOf(form, site, { ...shopper, message, terms_agreed: false }), form).toEqual({
        terms_agreed: '*You must agree to the terms of use before submitting.',
      })
    }
    expect(errorsOf('make-an-offer', site, { name: shopper.name, email: shopper.email, phone: shopper.phone, offer_from_client: '25000' })).toEqual({
      terms_agreed: '*You must agree to the terms of use before submitting.',
    })
  })
})

describe('Make An Offer', () => {
  const offerer = { name: shopper.name, email: shopper.email, phone: shopper.phone, terms_agreed: true }

  it('offer_from_client is a required currency field', () => {
    expect(leadFormSchema('make-an-offer', site).parse({ ...offerer, offer_from_client: '$24,500' }).offer_from_client).toBe(24500)
    expect(errorsOf('make-an-offer', site, offerer)).toEqual({ offer_from_client: LEAD_MESSAGES.offer })
  })

  it('message and opt_in are removed', () => {
    expect(leadFormSchema('make-an-offer', site).safeParse({ ...offerer, offer_from_client: 24500, message: 'hi' }).error?.issues[0]?.code).toBe('unrecognized_keys')
    expect(leadFormSchema('make-an-offer', site).safeParse({ ...offerer, offer_from_client: 24500, opt_in: true }).error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it("placeholder 'Your offer i.e. $' plus the asking price", () => {
    expect(offerPlaceholder(25990)).toBe('Your offer i.e. $25,990')
    expect(offerPlaceholder(10)).toBe('Your offer i.e. $')
    expect(offerPlaceholder(null)).toBe('Your offer i.e. $')
  })
})

describe('Request Photos', () => {
  it("has a hidden prefilled line 'Please send photos for this car'", () => {
    const { message: _typed, ...withoutMessage } = shopper
    expect(leadFormSchema('request-photos', site).parse(withoutMessage).message).toBe('Please send photos for this car')
    expect(leadFormSchema('request-photos', site).safeParse(shopper).success).toBe(false)
  })
})

describe('finance enquiry', () => {
  it('takes an optional vehicle budget in dollars', () => {
    expect(leadFormSchema('finance-enquiry', site).parse({ ...shopper, vehicle_price_budget: '' }).vehicle_price_budget).toBeUndefined()
    expect(leadFormSchema('finance-enquiry', site).parse({ ...shopper, vehicle_price_budget: '35,000' }).vehicle_price_budget).toBe(35000)
  })
})
