import { describe, expect, it } from 'vitest'

import { collapsedText, ELLIPSIS, TOGGLE_LABELS, toggleLabel } from '@/domain/collapsibleText'

const text = (length: number) => 'a'.repeat(length)

describe('offer and disclaimer text is collapsed when over 200 characters', () => {
  it('text of 200 characters shows in full and is not collapsible', () => {
    for (const kind of ['description', 'disclaimer'] as const) {
      expect(collapsedText(text(200), kind)).toEqual({ collapsible: false, short: text(200), full: text(200) })
    }
  })

  it('a description of 201 characters is cut to 160 when collapsed', () => {
    const result = collapsedText(text(201), 'description')
    expect(result.collapsible).toBe(true)
    expect(result.short).toBe(text(160) + ELLIPSIS)
    expect(result.full).toBe(text(201))
  })

  it('a disclaimer of 201 characters is cut to 200 when collapsed', () => {
    const result = collapsedText(text(201), 'disclaimer')
    expect(result.collapsible).toBe(true)
    expect(result.short).toBe(text(200) + ELLIPSIS)
  })

  it('the cut never splits an emoji (a surrogate pair)', () => {
    const description = text(159) + '🚗'.repeat(60)
    const result = collapsedText(description, 'description')
    expect(result.collapsible).toBe(true)
    expect(result.short).toBe(text(159) + '🚗' + ELLIPSIS)
    expect(result.short.isWellFormed()).toBe(true)
  })

  it('counts an emoji as one character', () => {
    expect(collapsedText('🚗'.repeat(200), 'disclaimer').collapsible).toBe(false)
    expect(collapsedText('🚗'.repeat(201), 'disclaimer').collapsible).toBe(true)
  })

  it('drops spaces before the ellipsis', () => {
    expect(collapsedText(text(158) + '   ' + text(60), 'description').short).toBe(text(158) + ELLIPSIS)
  })

  it('missing text is empty and not collapsible', () => {
    expect(collapsedText(null, 'disclaimer')).toEqual({ collapsible: false, short: '', full: '' })
  })
})

describe('toggle labels', () => {
  it("a description toggles 'View more' / 'View less'", () => {
    expect(TOGGLE_LABELS.description).toEqual({ more: 'View more', less: 'View less' })
    expect(toggleLabel('description', false)).toBe('View more')
    expect(toggleLabel('description', true)).toBe('View less')
  })

  it("a disclaimer toggles 'View full disclaimer' / 'View less disclaimer'", () => {
    expect(toggleLabel('disclaimer', false)).toBe('View full disclaimer')
    expect(toggleLabel('disclaimer', true)).toBe('View less disclaimer')
  })
})
