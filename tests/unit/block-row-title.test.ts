import { describe, expect, it } from 'vitest'

import { blockRowTitle } from '@/domain/blockRowTitle'

const richText = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })

describe('a layout row is named by its own content, not "Untitled"', () => {
  it('by its heading', () => {
    expect(blockRowTitle({ heading: '  Latest   arrivals ' })).toBe('Latest arrivals')
  })

  it('by its first slide, card or item title when it has no heading', () => {
    expect(blockRowTitle({ slides: [{ title: '' }, { title: 'Spring clearance' }] })).toBe('Spring clearance')
    expect(blockRowTitle({ heading: '', actions: [{ title: 'Value my trade-in' }] })).toBe('Value my trade-in')
    expect(blockRowTitle({ items: [{ title: 'Family owned' }] })).toBe('Family owned')
  })

  it('by the first words of its text, shortened', () => {
    expect(blockRowTitle({ content: richText('Our story in a few words.') })).toBe('Our story in a few words.')
    expect(blockRowTitle({ content: richText('x'.repeat(100)) })).toHaveLength(60)
  })

  it('by what its saved search picks, else nothing', () => {
    expect(blockRowTitle({ heading: '', search: { make: 'Toyota', body: 'cabChassis' } })).toBe('Toyota · Cab Chassis')
    expect(blockRowTitle({})).toBe('')
    expect(blockRowTitle(undefined)).toBe('')
  })
})
