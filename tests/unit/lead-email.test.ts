import { describe, expect, it } from 'vitest'

import { composeLeadEmail, fieldLabel, type LeadEmailInput, ADF_ATTACHMENT_NAME } from '@/domain/leads/leadEmail'

const ADF = '<?xml version="1.0"?><?adf version="1.0"?><adf><prospect/></adf>'
const input = (overrides: Partial<LeadEmailInput> = {}): LeadEmailInput => ({
  leadId: 42,
  form: 'test-drive',
  siteName: 'Swan River Toyota',
  receivedAt: new Date('2026-11-24T02:30:00Z'),
  timeZone: 'Australia/Perth',
  fields: { name: 'Jo Citizen', email: 'jo@example.com.au', phone: '+61412345678', message: 'Saturday morning?', opt_in: true, terms_agreed: true, lead_attributes: { visited_pages: [] } },
  carTitle: '2021 Toyota HiLux SR5 (stock LEAD01)',
  recipients: ['sales@swanriver.test', 'crm@leads.test'],
  adfMode: 'attachment',
  adf: ADF,
  ...overrides,
})

describe('the lead email', () => {
  it('goes to the intake addresses, with a subject naming the site, the lead, the form, the shopper and the car; replies go to the shopper', () => {
    const email = composeLeadEmail(input())
    expect(email.to).toEqual(['sales@swanriver.test', 'crm@leads.test'])
    expect(email.subject).toBe('Swan River Toyota lead #42: Book a Test Drive from Jo Citizen about 2021 Toyota HiLux SR5 (stock LEAD01)')
    expect(email.replyTo).toBe('jo@example.com.au')
  })

  it('a lead about no car says so in neither subject nor body', () => {
    const email = composeLeadEmail(input({ form: 'general-enquiry', carTitle: null, adf: null }))
    expect(email.subject).toBe('Swan River Toyota lead #42: General Enquiry from Jo Citizen')
    expect(email.text).not.toContain('Car:')
  })

  it('the body lists what the shopper sent, at the dealership’s local time, without the hidden fields', () => {
    const { text } = composeLeadEmail(input())
    expect(text).toContain('Book a Test Drive sent on 24 Nov 2026, 10:30 am AWST (lead #42).')
    expect(text).toContain('Car: 2021 Toyota HiLux SR5 (stock LEAD01)')
    expect(text).toContain('Name: Jo Citizen')
    expect(text).toContain('Message: Saturday morning?')
    expect(text).toContain('Opt in: Yes')
    expect(text).not.toMatch(/lead attributes|terms agreed/i)
  })

  it('ADF as an attachment: the summary is the body and the XML rides along as lead.xml', () => {
    const email = composeLeadEmail(input({ adfMode: 'attachment' }))
    expect(email.text).toContain('Name: Jo Citizen')
    expect(email.attachments).toEqual([{ filename: ADF_ATTACHMENT_NAME, content: ADF, contentType: 'application/xml' }])
    expect(ADF_ATTACHMENT_NAME).toBe('lead.xml')
  })

  it('ADF as the body: the email is the XML alone, for a CRM that parses it, and nothing is attached', () => {
    const email = composeLeadEmail(input({ adfMode: 'body' }))
    expect(email.text).toBe(ADF)
    expect(email.attachments).toEqual([])
  })

  it('no ADF copy: the summary only; nor when the lead names no vehicle, whatever the setting', () => {
    expect(composeLeadEmail(input({ adfMode: 'none' })).attachments).toEqual([])
    for (const adfMode of ['body', 'attachment'] as const) {
      const email = composeLeadEmail(input({ adfMode, adf: null }))
      expect(email.attachments).toEqual([])
      expect(email.text).toContain('Name: Jo Citizen')
    }
  })

  it('field names read as words', () => {
    expect(fieldLabel('opt_in_finance')).toBe('Opt in finance')
    expect(fieldLabel('PreferredContactMethod')).toBe('Preferred contact method')
    expect(fieldLabel('Vehicle Make')).toBe('Vehicle make')
  })
})
