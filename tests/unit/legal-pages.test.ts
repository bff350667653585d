import { describe, expect, it } from 'vitest'

import { ABN_PATTERN, isLegalPageSlug, platformLegalPage, privacyPolicy, websiteTerms } from '@/domain/legalPages'

const swan = {
  name: 'Swan River Toyota',
  legalName: 'Swan River Motors Pty Ltd',
  abn: '51 824 753 556',
  street: '1 Great Eastern Highway',
  city: 'Midland',
  state: 'WA',
  postcode: '6056',
  phone: '08 9250 1000',
  email: 'sales@swanrivertoyota.com.au',
  domain: 'swanrivertoyota.com.au',
}

const text = (page: ReturnType<typeof privacyPolicy>) => page.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]).join('\n')

describe("the platform's legal pages, filled in from the site's data", () => {
  it('the privacy policy names the legal entity, ABN, trading name, address and contact, under the Privacy Act 1988 and the APPs', () => {
    const policy = text(privacyPolicy(swan))
    expect(policy).toContain('Swan River Motors Pty Ltd (ABN 51 824 753 556), trading as Swan River Toyota')
    expect(policy).toContain('Privacy Act 1988 (Cth) and the Australian Privacy Principles')
    expect(policy).toContain('this website (swanrivertoyota.com.au)')
    expect(policy).toContain('by phone on 08 9250 1000, by email to sales@swanrivertoyota.com.au or by post or in person at 1 Great Eastern Highway, Midland WA 6056')
    expect(policy).toContain('Office of the Australian Information Commissioner')
  })

  it("the privacy policy ends with the platform's fixed paragraphs: complaints answered within 30 days, last updated April 2021", () => {
    const closing = privacyPolicy(swan).sections.at(-1)!
    expect(closing.paragraphs[0]).toContain('We will respond within 30 days.')
    expect(closing.paragraphs.at(-1)).toBe('This privacy policy was last updated April 2021.')
  })

  it('a dealer with no legal name, ABN or address is named by its trading name, and reached as it can be', () => {
    const bare = text(privacyPolicy({ name: 'Holdout Motors', email: 'hi@holdout.test' }))
    expect(bare).toContain('published by Holdout Motors ("we"')
    expect(bare).not.toContain('ABN')
    expect(bare).toContain('contact our privacy officer at Holdout Motors by email to hi@holdout.test.')
    expect(text(privacyPolicy({ name: 'Quiet Cars', state: 'WA' }))).toContain('through the contact page of this website')
  })

  it("the terms are the dealer's website terms, governed by the law of the dealer's state, and keep the Australian Consumer Law", () => {
    const terms = text(websiteTerms(swan))
    expect(terms).toContain('This website (swanrivertoyota.com.au) is operated by Swan River Motors Pty Ltd (ABN 51 824 753 556), trading as Swan River Toyota')
    expect(terms).toContain('governed by the laws of Western Australia')
    expect(terms).toContain('Australian Consumer Law')
    expect(terms).toContain('/privacy-policy')
    expect(text(websiteTerms({ name: 'X' }))).toContain('laws of New South Wales')
  })

  it('only privacy-policy and terms-and-conditions are platform legal pages', () => {
    expect(isLegalPageSlug('privacy-policy')).toBe(true)
    expect(isLegalPageSlug('terms-and-conditions')).toBe(true)
    expect(isLegalPageSlug('about-us')).toBe(false)
    expect(platformLegalPage('terms-and-conditions', swan).title).toBe('Terms and Conditions')
    expect(platformLegalPage('privacy-policy', swan).title).toBe('Privacy Policy')
  })

  it('an ABN is 11 digits, spaced or not', () => {
    expect(ABN_PATTERN.test('51 824 753 556')).toBe(true)
    expect(ABN_PATTERN.test('51824753556')).toBe(true)
    expect(ABN_PATTERN.test('5182475355')).toBe(false)
  })
})
