import { describe, expect, it } from 'vitest'

import { offerIsOurs, offerSignature } from '@/tradeIn/offerSignature'

const env = { PAYLOAD_SECRET: 'unit-test-secret' }

describe('the trade-in offer’s signature', () => {
  it('holds only for the site, valuation and price it was made for, under this server’s secret', () => {
    const signature = offerSignature(7, 'valuation-1', 17_600, env)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(offerIsOurs(7, 'valuation-1', 17_600, signature, env)).toBe(true)
    expect(offerIsOurs(7, 'valuation-1', 25_000, signature, env)).toBe(false)
    expect(offerIsOurs(8, 'valuation-1', 17_600, signature, env)).toBe(false)
    expect(offerIsOurs(7, 'valuation-2', 17_600, signature, env)).toBe(false)
    expect(offerIsOurs(7, 'valuation-1', 17_600, signature, { PAYLOAD_SECRET: 'another-server' })).toBe(false)
    expect(offerIsOurs(7, 'valuation-1', 17_600, 'abc', env)).toBe(false)
    expect(() => offerSignature(7, 'valuation-1', 17_600, {})).toThrow(/PAYLOAD_SECRET/)
  })
})
