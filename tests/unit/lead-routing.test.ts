import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LEAD_DELIVERY,
  intakeAddresses,
  leadDeliverySchema,
  leadDepartment,
  webhookTarget,
  type IntakeRule,
  type RoutedLead,
} from '@/domain/leads/leadRouting'

const MIDLAND = 11
const JOONDALUP = 12
const fallback = { locationEmail: 'midland@swanriver.test', siteEmail: 'hello@swanriver.test' }
const rules: IntakeRule[] = [
  { department: 'new', locationId: null, emails: ['newcars@swanriver.test'] },
  { department: 'new', locationId: MIDLAND, emails: ['midland-new@swanriver.test', 'crm+midland@leads.test'] },
  { department: 'used', emails: ['used@swanriver.test'] },
  { department: 'finance', locationId: JOONDALUP, emails: ['finance-joondalup@swanriver.test'] },
]
const lead = (overrides: Partial<RoutedLead>): RoutedLead => ({ form: 'enquiry', carType: 'new', locationId: null, ...overrides })

describe('lead department', () => {
  it('a car enquiry goes to new for a new car and to used for a used or demo car', () => {
    for (const form of ['enquiry', 'test-drive', 'make-an-offer', 'request-photos'] as const) {
      expect(leadDepartment({ form, carType: 'new' })).toBe('new')
      expect(leadDepartment({ form, carType: 'used' })).toBe('used')
      expect(leadDepartment({ form, carType: 'demo' })).toBe('used')
    }
  })

  it('a finance enquiry goes to finance and a trade-in valuation to used, whatever the car', () => {
    for (const carType of ['new', 'used', null] as const) {
      expect(leadDepartment({ form: 'finance-enquiry', carType })).toBe('finance')
      expect(leadDepartment({ form: 'trade-in', carType })).toBe('used')
    }
  })

  it('general, contact, offer and careers enquiries, and a car form without a car type, have no department', () => {
    for (const form of ['general-enquiry', 'contact', 'offer-enquiry', 'careers-enquiry'] as const) expect(leadDepartment({ form, carType: 'new' })).toBeNull()
    expect(leadDepartment({ form: 'enquiry', carType: null })).toBeNull()
  })
})

describe('intake addresses', () => {
  it('a location rule beats the site-wide rule for the same department', () => {
    expect(intakeAddresses(lead({ locationId: MIDLAND }), rules, fallback)).toEqual(['midland-new@swanriver.test', 'crm+midland@leads.test'])
  })

  it('the site-wide rule takes leads of locations without a rule of their own, and leads with no location', () => {
    expect(intakeAddresses(lead({ locationId: JOONDALUP }), rules, fallback)).toEqual(['newcars@swanriver.test'])
    expect(intakeAddresses(lead({ locationId: null }), rules, fallback)).toEqual(['newcars@swanriver.test'])
    expect(intakeAddresses(lead({ carType: 'demo', locationId: MIDLAND }), rules, fallback)).toEqual(['used@swanriver.test'])
  })

  it("another location's rule never takes a lead", () => {
    expect(intakeAddresses(lead({ form: 'finance-enquiry', locationId: MIDLAND }), rules, fallback)).toEqual(['midland@swanriver.test'])
    expect(intakeAddresses(lead({ form: 'finance-enquiry', locationId: JOONDALUP }), rules, fallback)).toEqual(['finance-joondalup@swanriver.test'])
  })

  it('several matching rules add up, each address once whatever its case', () => {
    const more: IntakeRule[] = [...rules, { department: 'used', locationId: null, emails: ['USED@swanriver.test', 'manager@swanriver.test'] }]
    expect(intakeAddresses(lead({ carType: 'used' }), more, fallback)).toEqual(['used@swanriver.test', 'manager@swanriver.test'])
  })

  it("with no matching rule or no department the lead goes to its location's contact email, else the site's", () => {
    expect(intakeAddresses(lead({ form: 'finance-enquiry' }), rules, fallback)).toEqual(['midland@swanriver.test'])
    expect(intakeAddresses(lead({ form: 'general-enquiry' }), rules, { locationEmail: null, siteEmail: 'hello@swanriver.test' })).toEqual([
      'hello@swanriver.test',
    ])
    expect(intakeAddresses(lead({ form: 'general-enquiry' }), rules, { locationEmail: ' ', siteEmail: 'hello@swanriver.test' })).toEqual([
      'hello@swanriver.test',
    ])
  })

  it('is empty when the site has nowhere to send the lead, so the delivery fails for staff to see', () => {
    expect(intakeAddresses(lead({ form: 'careers-enquiry' }), [], { locationEmail: null, siteEmail: null })).toEqual([])
  })
})

describe('lead delivery settings', () => {
  it('accept intake rules, an ADF mode and an https webhook; Payload array row ids are allowed', () => {
    const stored = {
      intake: [{ id: '65f0c1', department: 'used', locationId: 3, emails: ['used@dealer.com.au'] }],
      adf: 'body',
      webhook: { url: 'https://crm.example.com.au/hooks/leads', secret: 'x'.repeat(32) },
    }
    expect(leadDeliverySchema.parse(stored)).toEqual(stored)
    expect(leadDeliverySchema.parse({})).toEqual({})
    expect(leadDeliverySchema.parse(DEFAULT_LEAD_DELIVERY)).toEqual(DEFAULT_LEAD_DELIVERY)
  })

  it('a site has a webhook only with both an address and a secret; by default it has none', () => {
    expect(webhookTarget(DEFAULT_LEAD_DELIVERY)).toBeNull()
    expect(webhookTarget({ webhook: { url: 'https://crm.example.com/hook', secret: '' } })).toBeNull()
    const webhook = { url: 'https://crm.example.com/hook', secret: 'x'.repeat(32) }
    expect(webhookTarget({ webhook })).toEqual(webhook)
  })

  it.each([
    ['a plain-http webhook', { webhook: { url: 'http://crm.example.com/hook', secret: 'x'.repeat(32) } }, 'webhook.url'],
    ['a short webhook secret', { webhook: { url: 'https://crm.example.com/hook', secret: 'short' } }, 'webhook.secret'],
    ['a webhook without a secret', { webhook: { url: 'https://crm.example.com/hook' } }, 'webhook.secret'],
    ['a webhook with an empty secret', { webhook: { url: 'https://crm.example.com/hook', secret: '' } }, 'webhook.secret'],
    ['an unknown department', { intake: [{ department: 'parts', emails: ['a@b.com.au'] }] }, 'intake.0.department'],
    ['a rule without addresses', { intake: [{ department: 'new', emails: [] }] }, 'intake.0.emails'],
    ['a bad address', { intake: [{ department: 'new', emails: ['sales at dealer'] }] }, 'intake.0.emails.0'],
    ['an unknown ADF mode', { adf: 'inline' }, 'adf'],
    ['an unknown key', { cc: ['a@b.com.au'] }, ''],
  ])('refuse %s', (_, stored, path) => {
    const result = leadDeliverySchema.safeParse(stored)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path)
  })
})
