import { describe, expect, it } from 'vitest'

import { advertisedRateIn, advertisedRates, comparisonRateProblem, interestRateProblem, textRateProblem } from '@/domain/advertisedRates'

describe('a text that advertises a rate', () => {
  it.each([
    ['Ford Ranger finance from 6.99% p.a.', '6.99% p.a.'],
    ['Rates from 5.5%pa', '5.5%pa'],
    ['Finance from 4.99% on new RAV4', 'Finance from 4.99%'],
    ['Comparison rate 7.45% based on a $30,000 loan', 'rate 7.45%'],
    ['Now 0% finance on Corolla', '0% finance'],
    ['only 3.9% comparison', '3.9% comparison'],
    ['6.49 % interest for 36 months', '6.49 % interest'],
  ])('finds the rate in "%s"', (text, found) => {
    expect(advertisedRateIn(text)).toBe(found)
  })

  it.each(['10% off genuine accessories', 'Finance with a 10% deposit', 'Save 15% on roof racks', 'Drive away from $44,990', '', null])('finds no rate in "%s"', (text) => {
    expect(advertisedRateIn(text)).toBeNull()
  })
})

describe('a rate needs its comparison rate', () => {
  it('an interest rate without its comparison rate is refused at the comparison rate', () => {
    expect(comparisonRateProblem({ interestRate: 6.99 })).toMatch(/^Add the comparison rate/)
    expect(comparisonRateProblem({ interestRate: 6.99, comparisonRate: 7.45 })).toBeNull()
    expect(comparisonRateProblem({})).toBeNull()
    expect(comparisonRateProblem(null)).toBeNull()
  })

  it('a comparison rate below its interest rate reads as the two swapped', () => {
    expect(comparisonRateProblem({ interestRate: 7.45, comparisonRate: 6.99 })).toMatch(/not swapped/)
    expect(comparisonRateProblem({ interestRate: 0, comparisonRate: 0 })).toBeNull()
  })

  it('a comparison rate alone asks for its interest rate; a rate beyond 48% is a typing slip', () => {
    expect(interestRateProblem({ comparisonRate: 7.45 })).toMatch(/^Add the interest rate/)
    expect(interestRateProblem({ interestRate: 699, comparisonRate: 7.45 })).toMatch(/between 0 and 48/)
    expect(comparisonRateProblem({ interestRate: 6.99, comparisonRate: -1 })).toMatch(/between 0 and 48/)
  })

  it('a headline quoting a rate is refused until both structured rates are filled, and says how to fix it', () => {
    const message = textRateProblem('name', 'Ford Ranger finance from 6.99% p.a.', { interestRate: 6.99 })
    expect(message).toBe(
      'The name advertises a rate ("6.99% p.a."): fill in the interest rate and comparison rate under Finance, so both show side by side with the comparison rate warning, or take the rate out of the name.',
    )
    expect(textRateProblem('name', 'Ford Ranger finance from 6.99% p.a.', { interestRate: 6.99, comparisonRate: 7.45 })).toBeNull()
    expect(textRateProblem('name', 'HiLux bonus accessories pack', null)).toBeNull()
  })
})

describe('the rates an offer shows', () => {
  it('both rates at one standing, with the standard $30,000 5-year basis and the warning by default', () => {
    const rates = advertisedRates({ interestRate: 6.99, comparisonRate: 7.45 })
    expect(rates).toEqual({
      interestRate: { label: 'Interest rate', value: '6.99% p.a.' },
      comparisonRate: { label: 'Comparison rate', value: '7.45% p.a.' },
      example: null,
      warning: expect.stringMatching(/^Comparison rate based on a \$30,000 secured loan over 5 years\. WARNING: This comparison rate is true only for the examples given/),
    })
  })

  it('the offer’s own basis and loan example when given', () => {
    const rates = advertisedRates({ interestRate: 4.99, comparisonRate: 5.31, term: 60, termUnit: 'months', amountFinanced: 35000, comparisonBasis: 'Comparison rate based on a $35,000 secured loan over 5 years' })
    expect(rates?.example).toBe('Example: $35,000 financed over 60 months.')
    expect(rates?.warning).toMatch(/^Comparison rate based on a \$35,000 secured loan over 5 years\. WARNING/)
    expect(advertisedRates({ interestRate: 4.99, comparisonRate: 5.31, term: 1, termUnit: 'years' })?.example).toBe('Example: a 1 year term.')
  })

  it('nothing without both rates', () => {
    expect(advertisedRates({ interestRate: 6.99 })).toBeNull()
    expect(advertisedRates(null)).toBeNull()
  })
})
