import { describe, expect, it } from 'vitest'

import { regoExpiryText } from '@/domain/regoExpiry'

// 22 November 2026, 9:00 pm in Perth (13:00 UTC); already 23 November in Sydney.
const now = new Date('2026-11-22T13:00:00Z')
const perth = { now, zone: 'Australia/Perth' }

describe('rego expiry', () => {
  it('shows "Expires on {date}" for a date in the future', () => {
    expect(regoExpiryText('2027-03-14', perth)).toBe('Expires on 14 March 2027')
    expect(regoExpiryText('2026-11-23', perth)).toBe('Expires on 23 November 2026')
  })

  it('shows nothing for a rego expiring today or already expired', () => {
    expect(regoExpiryText('2026-11-22', perth)).toBeNull()
    expect(regoExpiryText('2026-11-21', perth)).toBeNull()
  })

  it('counts today in the site’s time zone', () => {
    expect(regoExpiryText('2026-11-23', { now, zone: 'Australia/Sydney' })).toBeNull()
    expect(regoExpiryText('2026-11-23', { now, zone: 'UTC' })).toBe('Expires on 23 November 2026')
  })

  it('reads a date-time by its date in the site’s zone', () => {
    // 16:30 UTC on the 22nd is 00:30 on the 23rd in Perth.
    expect(regoExpiryText('2026-11-22T16:30:00Z', perth)).toBe('Expires on 23 November 2026')
    expect(regoExpiryText('2026-11-22T15:30:00Z', perth)).toBeNull()
  })

  it('shows nothing for a missing or unreadable date', () => {
    expect(regoExpiryText(null, perth)).toBeNull()
    expect(regoExpiryText(' ', perth)).toBeNull()
    expect(regoExpiryText('2027-02-30', perth)).toBeNull()
  })
})
