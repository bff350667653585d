import { describe, expect, it } from 'vitest'

import { TRADE_IN_FAQ } from '@/domain/tradeIn/faq'

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

  it('every entry has a question and an answer', () => {
    for (const entry of TRADE_IN_FAQ) {
      expect(entry.question.trim().endsWith('?')).toBe(true)
      expect(entry.answer.trim().length).toBeGreaterThan(0)
    }
  })
})
