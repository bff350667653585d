import { describe, expect, it } from 'vitest'

import { cardFinance } from '@/domain/cardFinance'
import { cardPhoto } from '@/domain/cardPhoto'
import { enquiryHref, enquiryIntent } from '@/domain/enquiry'
import { relatedCarsRule, relatedCarsSearchPath, topUp } from '@/domain/relatedCars'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@/domain/site-settings'

const now = new Date('2026-03-15T02:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
const when = { now, zone: 'Australia/Perth' }

describe('the card’s photo box', () => {
  it('the car’s photo when it has one', () => {
    expect(cardPhoto({ primary_image_url: '/stock-media/a.webp', created_at: daysAgo(1) }, now)).toEqual({ kind: 'photo', src: '/stock-media/a.webp' })
  })

  it('no real photo: a new arrival tile within the 8-day window, else a placeholder tile', () => {
    expect(cardPhoto({ primary_image_url: null, created_at: daysAgo(8) }, now)).toEqual({ kind: 'new-arrival', text: 'New arrival: photos coming soon' })
    expect(cardPhoto({ primary_image_url: '  ', created_at: daysAgo(2) }, now).kind).toBe('new-arrival')
    expect(cardPhoto({ primary_image_url: null, created_at: new Date(now.getTime() - 8 * DAY - 1).toISOString() }, now)).toEqual({ kind: 'placeholder', text: 'Photos coming soon' })
    expect(cardPhoto({ created_at: null }, now).kind).toBe('placeholder')
  })
})

describe('enquiry links until the forms arrive', () => {
  it('Quick Enquiry and Request Photos lead to the car page’s enquiry section, Request Photos with its intent', () => {
    expect(enquiryHref('2024-toyota-hilux-c1')).toBe('/cars/2024-toyota-hilux-c1#enquire')
    expect(enquiryHref('2024-toyota-hilux-c1', 'request-photos')).toBe('/cars/2024-toyota-hilux-c1?enquiry=request-photos#enquire')
  })

  it('the request-photos intent carries the hidden line ‘Please send photos for this car’', () => {
    expect(enquiryIntent('request-photos')).toEqual({ kind: 'request-photos', title: 'Request Photos', message: 'Please send photos for this car' })
    expect(enquiryIntent(undefined)).toBeNull()
    expect(enquiryIntent(['request-photos', 'x'])).toBeNull()
    expect(enquiryIntent('<script>')).toBeNull()
  })
})

describe('the card’s finance line', () => {
  const site = (changes: Partial<SiteSettings['finance']> = {}) => ({ finance: { ...DEFAULT_SITE_SETTINGS.finance, providers: ['toyota-finance', 'generic'], ...changes } })
  const car = {
    make: 'Toyota', year: 2024, price: 30_000, status: 'in_stock', sold: false,
    finance_lenders: { generic: { interestRate: 8.49, comparisonRate: 9.12 }, 'toyota-finance': { interestRate: 6.99, comparisonRate: 7.45 } },
  }

  it('the site’s first eligible lender: weekly repayment from the estimate maths, with both rates beside it', () => {
    // $27,000 over 60 months at 6.99%: $534.50 a month, $123 a week.
    expect(cardFinance(car, site(), when)).toEqual({
      repayment: { label: 'Weekly', value: '$123/wk' },
      interestRate: { label: 'Interest rate', value: '6.99% p.a.' },
      comparisonRate: { label: 'Comparison rate', value: '7.45% p.a.' },
      // The card's one line: '$123/wk · 6.99% p.a. · 7.45% comp.'
      line: { repayment: '$123/wk', interestRate: '6.99% p.a.', comparisonRate: '7.45%' },
    })
    expect(cardFinance(car, site({ providers: ['generic'] }), when)?.comparisonRate.value).toBe('9.12% p.a.')
  })

  it('no estimate: no rates, a price of $500 or less, a sold car, a site that hides estimates, or no lender', () => {
    expect(cardFinance({ ...car, finance_lenders: { 'toyota-finance': { interestRate: 6.99, comparisonRate: null } } }, site(), when)).toBeNull()
    expect(cardFinance({ ...car, price: 500 }, site(), when)).toBeNull()
    expect(cardFinance({ ...car, status: 'sold' }, site(), when)).toBeNull()
    expect(cardFinance(car, site({ hideEstimates: true }), when)).toBeNull()
    expect(cardFinance({ ...car, finance_lenders: null }, site(), when)).toBeNull()
  })

  it('never the calculator’s estimate: it has no comparison rate', () => {
    expect(cardFinance(car, site({ providers: [] }), when)).toBeNull()
  })
})

describe('similar and related cars', () => {
  it('by body type where the site says so, otherwise related cars of the same make and model topped up by body type; one carousel’s worth', () => {
    expect(relatedCarsRule({ similarCarsByBody: true })).toEqual({ title: 'Similar Cars', by: ['body'], limit: 4 })
    expect(relatedCarsRule({ similarCarsByBody: false })).toEqual({ title: 'Related Cars', by: ['make_model', 'body'], limit: 4 })
  })

  it('View all leads to the search by the rule’s first criterion, or to all stock when the car lacks it', () => {
    const site = { carTypes: DEFAULT_SITE_SETTINGS.carTypes, searchPathExcludedMakes: [] }
    const prado = { body: 'suv', make: 'Toyota', model: 'Prado' }
    expect(relatedCarsSearchPath(prado, relatedCarsRule({ similarCarsByBody: true }), site)).toContain('suv')
    const related = relatedCarsSearchPath(prado, relatedCarsRule({ similarCarsByBody: false }), site).toLowerCase()
    expect(related).toContain('toyota')
    expect(related).toContain('prado')
    expect(relatedCarsSearchPath({ body: null }, relatedCarsRule({ similarCarsByBody: true }), site)).toBe('/search/new-used-and-demo-cars')
  })

  it('tops up in order, each car once, up to the limit', () => {
    const cars = (...ids: string[]) => ids.map((objectID) => ({ objectID }))
    expect(topUp([cars('1', '2'), cars('2', '3', '4')], 3)).toEqual(cars('1', '2', '3'))
    expect(topUp([cars(), cars('5')], 8)).toEqual(cars('5'))
  })
})
