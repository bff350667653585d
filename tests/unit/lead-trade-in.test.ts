import { describe, expect, it } from 'vitest'

import { LEAD_MESSAGES } from '@/domain/leads/formWording'
import { DEFAULT_SITE_SETTINGS } from '@/domain/site-settings'
import { leadFormContext } from '@/domain/leads/formContext'
import { leadFormSchema } from '@/domain/leads/leadForms'

const context = leadFormContext(DEFAULT_SITE_SETTINGS, { now: new Date('2026-11-25T02:00:00Z'), locations: [{ id: '11', name: 'Midland' }] })
const schema = leadFormSchema('trade-in', context)
const seller = {
  name: 'Jo',
  last_name: 'Citizen',
  postcode: '6056',
  phone: '08 9200 1234',
  email: 'jo@example.com.au',
  finance: 'No',
  location_id: '11',
  kms: '84,213',
  rego: '1abc234',
  regoState: 'WA',
  terms_conditions: true,
}

function errors(values: Record<string, unknown>) {
  return Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('trade-in form fields', () => {
  it('takes name, last_name, postcode, phone, email, PreferredContactMethod, finance, location_id, kms, rego and regoState', () => {
    expect(schema.parse(seller)).toMatchObject({ PreferredContactMethod: 'Phone', kms: 84213, rego: '1ABC234', phone: '+61892001234' })
  })

  it('preferred contact method options: Phone (default), Email, SMS', () => {
    expect(schema.parse({ ...seller, PreferredContactMethod: 'Email' }).PreferredContactMethod).toBe('Email')
    expect(errors({ ...seller, PreferredContactMethod: 'Fax' })).toEqual({ PreferredContactMethod: LEAD_MESSAGES.contactMethod })
  })

  it('SMS needs a mobile number', () => {
    expect(errors({ ...seller, PreferredContactMethod: 'SMS' })).toEqual({ phone: LEAD_MESSAGES.smsNeedsMobile })
    expect(errors({ ...seller, PreferredContactMethod: 'SMS', phone: '0412 345 678' })).toEqual({})
  })

  it('finance is Yes or No; the postcode exactly 4 digits; the consent box is terms_conditions', () => {
    expect(errors({ ...seller, finance: undefined, postcode: '605', terms_conditions: false })).toEqual({
      finance: LEAD_MESSAGES.finance,
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      terms_conditions: '*You must agree to the terms of use before submitting.',
    })
    expect(schema.safeParse({ ...seller, terms_agreed: true }).success).toBe(false)
  })

  it('asks for the plate, its state, the odometer and the location', () => {
    expect(errors({ ...seller, rego: '', regoState: 'NZ', kms: '84.5k', location_id: undefined })).toEqual({
      rego: LEAD_MESSAGES.regoRequired,
      regoState: LEAD_MESSAGES.regoState,
      kms: LEAD_MESSAGES.kilometres,
      location_id: LEAD_MESSAGES.location,
    })
    expect(errors({ ...seller, rego: undefined })).toEqual({ rego: LEAD_MESSAGES.regoRequired })
  })
})
