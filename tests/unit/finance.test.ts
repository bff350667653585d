import { describe, expect, it } from 'vitest'

import type { FinanceQuote } from '@/domain/car'
import { calculatorDisclosure, COMPARISON_RATE_BASIS, COMPARISON_RATE_WARNING, lenderDisclosure, ratePerYear } from '@/domain/financeDisclosure'
import { calculatorRate, monthlyRepayment, offerValidUntil, repaymentEstimate } from '@/domain/financeEstimate'
import { carFinanceEstimate, lenderEstimates, lenderName, lenderRule, meetsLenderRule, showsFinanceEstimates, type FinancedCar } from '@/domain/financeLenders'
import { DEFAULT_SITE_SETTINGS, resolveSiteSettings } from '@/domain/site-settings'

const now = new Date('2026-11-22T02:00:00Z')
const when = { now, zone: 'Australia/Perth' }

describe('repayment estimate', () => {
  it('a 5-year loan of the price less a 10% deposit, by the amortisation formula', () => {
    expect(repaymentEstimate(30000, 10)).toEqual({
      price: 30000,
      interestRate: 10,
      deposit: 3000,
      amountBorrowed: 27000,
      termYears: 5,
      termMonths: 60,
      monthlyRepayment: 573.67,
      weeklyRepayment: 132,
      totalPayable: 37420.2,
      finalPayment: 0,
    })
    expect(repaymentEstimate(30000, 8.5)).toMatchObject({ monthlyRepayment: 553.95, weeklyRepayment: 128, totalPayable: 36237 })
  })

  it('total payable is 10% of the price plus the monthly repayment × 60', () => {
    const estimate = repaymentEstimate(25990, 7.49)
    expect(estimate.totalPayable).toBeCloseTo(2599 + estimate.monthlyRepayment * 60, 2)
    expect(estimate.totalPayable).toBe(30715)
  })

  it('rounds the weekly repayment to whole dollars, a half up', () => {
    // 0%: 3510 / 60 = 58.50 a month, × 12 / 52 = 13.50 a week.
    expect(repaymentEstimate(3900, 0)).toMatchObject({ monthlyRepayment: 58.5, weeklyRepayment: 14 })
    expect(repaymentEstimate(30000, 10).weeklyRepayment).toBe(132) // 132.39
  })

  it('divides evenly at 0%', () => {
    expect(monthlyRepayment(27000, 0)).toBe(450)
    expect(monthlyRepayment(27000, 0, 48)).toBe(562.5)
  })

  it('the calculator starts at the site’s rate: 10, or 8.5 where set', () => {
    expect(calculatorRate(DEFAULT_SITE_SETTINGS)).toBe(10)
    expect(calculatorRate(resolveSiteSettings({ finance: { defaultRate: 8.5 } }))).toBe(8.5)
  })
})

describe('offer valid until one month from today', () => {
  it('in the site’s time zone', () => {
    expect(offerValidUntil(now, 'Australia/Perth')).toEqual({ date: '2026-12-22', text: '22 December 2026' })
    // 29 April 15:00 UTC is already 30 April in Sydney.
    expect(offerValidUntil(new Date('2026-04-29T15:00:00Z'), 'Australia/Sydney').date).toBe('2026-05-30')
    expect(offerValidUntil(new Date('2026-04-29T15:00:00Z'), 'UTC').date).toBe('2026-05-29')
  })

  it('keeps to the end of a shorter month', () => {
    expect(offerValidUntil(new Date('2026-01-31T04:00:00Z'), 'Australia/Perth').text).toBe('28 February 2026')
  })

  it('refuses a zone it does not know', () => {
    expect(() => offerValidUntil(now, 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('lender eligibility', () => {
  const quote: FinanceQuote = { interestRate: 8.49, comparisonRate: 9.12, disclaimer: 'Toyota Finance terms apply.' }
  const car: FinancedCar = {
    make: 'Toyota',
    year: 2020,
    price: 30000,
    status: 'in_stock',
    finance_lenders: { 'pre-approved': quote, generic: quote, angle: quote, manual: quote, 'toyota-finance': quote },
  }
  const site = resolveSiteSettings({ finance: { providers: ['pre-approved', 'angle', 'toyota-finance', 'generic'] } })

  it('names each lender’s rule; a lender without one needs a price above $500 and an available car', () => {
    expect(lenderRule('pre-approved')).toBe('pre-approval')
    expect(lenderRule('manual')).toBe('price-and-available')
    expect(lenderRule('angle')).toBe('price-and-available')
    expect(lenderRule('toyota-finance')).toBe('price-and-available')
  })

  it('pre-approval: newer than the current year minus 12, price above 500, available, with a comparison rate', () => {
    expect(meetsLenderRule(car, quote, 'pre-approval', when)).toBe(true)
    expect(meetsLenderRule({ ...car, year: 2015 }, quote, 'pre-approval', when)).toBe(true)
    expect(meetsLenderRule({ ...car, year: 2014 }, quote, 'pre-approval', when)).toBe(false)
    expect(meetsLenderRule({ ...car, year: null }, quote, 'pre-approval', when)).toBe(false)
    expect(meetsLenderRule({ ...car, price: 500 }, quote, 'pre-approval', when)).toBe(false)
    expect(meetsLenderRule({ ...car, price: 501 }, quote, 'pre-approval', when)).toBe(true)
    expect(meetsLenderRule({ ...car, status: 'sold' }, quote, 'pre-approval', when)).toBe(false)
    expect(meetsLenderRule(car, { ...quote, comparisonRate: null }, 'pre-approval', when)).toBe(false)
  })

  it('the current year is the site’s: New Year in Perth comes 8 hours before UTC', () => {
    const newYearInPerth = { now: new Date('2026-12-31T20:00:00Z'), zone: 'Australia/Perth' }
    expect(meetsLenderRule({ ...car, year: 2015 }, quote, 'pre-approval', newYearInPerth)).toBe(false)
    expect(meetsLenderRule({ ...car, year: 2015 }, quote, 'pre-approval', { ...newYearInPerth, zone: 'UTC' })).toBe(true)
  })

  it('available only: any available car', () => {
    expect(meetsLenderRule({ ...car, price: 0 }, quote, 'available', when)).toBe(true)
    expect(meetsLenderRule({ ...car, status: 'coming_soon' }, quote, 'available', when)).toBe(true)
    expect(meetsLenderRule({ ...car, status: 'in_stock', sold: true }, quote, 'available', when)).toBe(false)
    expect(meetsLenderRule({ ...car, status: 'other' }, quote, 'available', when)).toBe(false)
  })

  it('price above 500 and available', () => {
    expect(meetsLenderRule({ ...car, price: 500 }, quote, 'price-and-available', when)).toBe(false)
    expect(meetsLenderRule({ ...car, price: 501 }, quote, 'price-and-available', when)).toBe(true)
    expect(meetsLenderRule({ ...car, status: 'sold' }, quote, 'price-and-available', when)).toBe(false)
  })

  it('shows the site’s lenders in its order, only those quoting the car', () => {
    const estimates = lenderEstimates(car, site, when)
    expect(estimates.map((lender) => [lender.provider, lender.name, lender.label])).toEqual([
      ['pre-approved', 'Pre-Approved Finance', 'Pre-Approved'],
      ['angle', 'Angle Finance', null],
      ['toyota-finance', 'Toyota Finance', null],
      ['generic', 'Dealer Finance', null],
    ])
    expect(estimates[0]?.estimate).toEqual(repaymentEstimate(30000, 8.49))
    expect(estimates[0]).toMatchObject({ comparisonRate: 9.12, disclaimer: 'Toyota Finance terms apply.' })
    expect(lenderEstimates({ ...car, finance_lenders: { angle: quote } }, site, when).map((lender) => lender.provider)).toEqual(['angle'])
    expect(lenderEstimates(car, DEFAULT_SITE_SETTINGS, when)).toEqual([])
  })

  it('no estimate without an interest or comparison rate', () => {
    const lenders = { angle: { ...quote, interestRate: null }, generic: { ...quote, comparisonRate: null }, 'toyota-finance': quote }
    expect(lenderEstimates({ ...car, finance_lenders: lenders }, site, when).map((lender) => lender.provider)).toEqual(['toyota-finance'])
  })

  it('no estimate on sites that hide them, for an excluded make, or without a price above $10', () => {
    expect(lenderEstimates(car, resolveSiteSettings({ finance: { providers: ['angle'], hideEstimates: true } }), when)).toEqual([])
    expect(showsFinanceEstimates(car, site)).toBe(true)
    expect(showsFinanceEstimates(car, site, ['toyota'])).toBe(false)
    expect(showsFinanceEstimates({ ...car, make: 'Kia' }, site, ['toyota'])).toBe(true)
    expect(lenderEstimates({ ...car, price: 10 }, resolveSiteSettings({ finance: { providers: ['generic'] } }), when)).toEqual([])
  })

  it('a sold car shows no repayment at all, not even the calculator’s', () => {
    expect(showsFinanceEstimates({ ...car, status: 'sold' }, site)).toBe(false)
    expect(showsFinanceEstimates({ ...car, sold: true }, site)).toBe(false)
    expect(carFinanceEstimate({ ...car, status: 'sold', finance_lenders: null }, site, when)).toBeNull()
  })

  it('a car whose lender quote has no rate gets no estimate at all, not the calculator’s; a car with no quote gets the calculator’s at the site’s rate', () => {
    const generic = resolveSiteSettings({ finance: { providers: ['generic'], defaultRate: 8.5 } })
    const unrated = { generic: { interestRate: null, comparisonRate: null, disclaimer: 'Speak to our finance team.' } }
    expect(carFinanceEstimate({ ...car, finance_lenders: unrated }, generic, when)).toBeNull()
    expect(carFinanceEstimate({ ...car, finance_lenders: { generic: { ...quote, comparisonRate: null } } }, generic, when)).toBeNull()
    expect(carFinanceEstimate({ ...car, finance_lenders: null }, generic, when)).toEqual({ kind: 'calculator', estimate: repaymentEstimate(30000, 8.5) })
    // A lender's quote the site does not show neither gives nor blocks an estimate.
    expect(carFinanceEstimate({ ...car, finance_lenders: { angle: { interestRate: null } } }, generic, when)?.kind).toBe('calculator')
    expect(carFinanceEstimate(car, generic, when)).toMatchObject({ kind: 'lenders', lenders: [{ provider: 'generic' }] })
    expect(carFinanceEstimate({ ...car, price: 10 }, generic, when)).toBeNull()
  })

  it('names each lender for people', () => {
    expect(lenderName('angle')).toBe('Angle Finance')
    expect(lenderName('toyota-finance')).toBe('Toyota Finance')
    expect(lenderName('generic')).toBe('Dealer Finance')
  })
})

describe('repayment disclosure (Australian credit advertising)', () => {
  const lender = {
    provider: 'generic',
    name: 'Dealer Finance',
    label: null,
    comparisonRate: 10.71,
    disclaimer: null,
    estimate: repaymentEstimate(30000, 10),
  }

  it('puts the interest rate, comparison rate and warning beside every lender repayment', () => {
    expect(lenderDisclosure(lender, offerValidUntil(now, 'Australia/Perth'))).toEqual({
      lender: 'Dealer Finance',
      repayment: { label: 'Weekly repayment', value: '$132 per week' },
      interestRate: { label: 'Interest rate', value: '10.00% p.a.' },
      comparisonRate: { label: 'Comparison rate', value: '10.71% p.a.' },
      disclaimer:
        'Based on a 10% deposit of $3,000 and a 5 year term, with a final payment of $0 and a total payable of $37,420. ' +
        `Offer valid until 22 December 2026. Comparison rate based on a $30,000 secured loan over 5 years. ${COMPARISON_RATE_WARNING}`,
    })
    expect(COMPARISON_RATE_WARNING).toMatch(/^WARNING: This comparison rate is true only for the examples given/)
  })

  it('each lender carries one disclaimer: its own when it gives the warning, else the warning then its own terms', () => {
    const validUntil = offerValidUntil(now, 'Australia/Perth')
    const own = 'Based on a 10% deposit. WARNING: This comparison rate is true only for the example given and may not include all fees and charges.'
    expect(lenderDisclosure({ ...lender, disclaimer: own }, validUntil).disclaimer).toMatch(new RegExp(`2026\\. ${COMPARISON_RATE_BASIS.replace(/[.$]/g, '\\$&')} ${own.replace(/[.$]/g, '\\$&')}$`))
    expect(lenderDisclosure({ ...lender, disclaimer: ' Angle Finance terms apply. ' }, validUntil).disclaimer).toMatch(/ WARNING: This comparison rate is true only for the examples given[^]* Angle Finance terms apply\.$/)
    const disclaimer = lenderDisclosure({ ...lender, disclaimer: own }, validUntil).disclaimer
    expect(disclaimer.match(/comparison rate is true only/gi)).toHaveLength(1)
  })

  it('the calculator shows its rate with the comparison rate beside it (no fees: the same rate), the warning, and says it is indicative only', () => {
    expect(calculatorDisclosure(repaymentEstimate(30000, 10))).toEqual({
      repayment: { label: 'Weekly repayment', value: '$132 per week' },
      interestRate: { label: 'Interest rate', value: '10.00% p.a.' },
      comparisonRate: { label: 'Comparison rate', value: '10.00% p.a.' },
      disclaimer: `This repayment is indicative only and is not a binding quote or an offer of finance. ${COMPARISON_RATE_BASIS} ${COMPARISON_RATE_WARNING}`,
    })
    expect(ratePerYear(8.49)).toBe('8.49% p.a.')
  })
})
