import { describe, expect, it } from 'vitest'

import { addressHash, connectionAddress, trustedProxies } from '@/server/clientAddress'

describe("the shopper's address", () => {
  it('facing the internet, the connection’s own address: X-Forwarded-For is the browser’s to forge', () => {
    expect(connectionAddress('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7')
  })

  it('behind our own proxies, the hop the outermost of them wrote; anything further left is ignored', () => {
    expect(connectionAddress('10.0.0.2', '198.51.100.99, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(connectionAddress('10.0.0.2', '198.51.100.99, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7')
    expect(connectionAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2')
  })

  it('TRUSTED_PROXIES is a small whole number, 0 by default', () => {
    expect(trustedProxies({})).toBe(0)
    expect(trustedProxies({ TRUSTED_PROXIES: '2' })).toBe(2)
    expect(() => trustedProxies({ TRUSTED_PROXIES: 'yes' })).toThrow(/TRUSTED_PROXIES/)
  })

  it('is kept only as a keyed hash', () => {
    expect(addressHash('203.0.113.7', 'secret')).toMatch(/^[0-9a-f]{64}$/)
    expect(addressHash('203.0.113.7', 'secret')).not.toBe(addressHash('203.0.113.7', 'other'))
  })
})
