import { describe, expect, it } from 'vitest'

import { tradeInFaq } from '@/domain/tradeIn/faq'
import { siteVocabulary, vehicleVocabulary } from '@/domain/vocabulary'

const TRADE_IN_FAQ = tradeInFaq(vehicleVocabulary('car'))

describe('Trade-in FAQ', () => {
  const answers = TRADE_IN_FAQ.map((entry) => entry.answer).join('\n')

  it('online estimates are generally not given for cars over 7 years or 100,000 km', () => {
    expect(answers).toContain('not given for cars over 7 years old or with more than 100,000 km')
  })

  it('the estimate is indicative and subject to inspection', () => {
    expect(answers).toMatch(/indicative only and subject to an inspection/)
  })

  it('outstanding finance needs a payout letter', () => {
    expect(answers).toMatch(/outstanding finance[^.]*payout letter/)
  })

  it("a caravan dealer's FAQ asks about caravans, never cars", () => {
    const caravans = tradeInFaq(siteVocabulary({ itemTypes: ['caravan'] }))
    expect(caravans[0]!.question).toBe('Can every caravan get an online estimate?')
    expect(JSON.stringify(caravans)).not.toMatch(/\bcars?\b/)
  })

  it('every entry has a question and an answer', () => {
    for (const entry of TRADE_IN_FAQ) {
      expect(entry.question.trim().endsWith('?')).toBe(true)
      expect(entry.answer.trim().length).toBeGreaterThan(0)
    }
  })
})
