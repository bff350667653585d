import { describe, expect, it } from 'vitest'

import { BRAND_FIELD_PATHS, changesOutside } from '../../src/domain/brandSelfService'
import { brandColourRefusal, contrastRatio, TEXT_CONTRAST } from '../../src/domain/contrast'

describe('brand colours are refused below WCAG AA against the text on them', () => {
  it('accepts every demo primary colour under white header text (Toyota red reaches 4.57:1)', () => {
    for (const colour of ['#eb0a1e', '#0b2545', '#166534', '#1f2937']) expect(brandColourRefusal('primaryColour', colour), colour).toBeNull()
  })

  it('refuses a light primary colour, naming the text, the ratio, the need and the way to go', () => {
    expect(brandColourRefusal('primaryColour', '#f59e0b')).toBe(
      'White header text on #f59e0b has a contrast of 2.14:1; WCAG AA needs 4.5:1. Choose a darker colour.',
    )
  })

  it('refuses a dark secondary colour under the body text and asks for a lighter one', () => {
    expect(brandColourRefusal('secondaryColour', '#374151')).toMatch(/^Dark body text on #374151 has a contrast of \d\.\d\d:1; WCAG AA needs 4\.5:1\. Choose a lighter colour\.$/)
    for (const colour of ['#e8f1f2', '#fff7e6', '#f5f5f5', '#f3f4f6']) expect(brandColourRefusal('secondaryColour', colour), colour).toBeNull()
  })

  it('never rounds a ratio up past the line it misses', () => {
    // #767676 on white is 4.54:1; a grey just lighter misses by a hair and must not read "4.50:1".
    const colour = '#777777'
    expect(contrastRatio(colour, '#ffffff')).toBeLessThan(TEXT_CONTRAST)
    expect(brandColourRefusal('primaryColour', colour)).toContain('4.47:1')
  })
})

describe('dealer editors change only their brand and contact details', () => {
  const stored = {
    id: 3,
    name: 'Swan River Toyota',
    slug: 'swan-river-toyota',
    domains: [{ id: 'a1', domain: 'swanrivertoyota.com.au' }],
    theme: { logo: 7, primaryColour: '#eb0a1e', headingFont: 'geometric' },
    contact: { phone: '08 9000 0000', abn: null },
    settings: { leadDelivery: { webhook: { url: 'https://crm.example', secret: 'hidden' } }, finance: { providers: ['generic'] } },
    updatedAt: '2026-12-01T00:00:00.000Z',
  }

  it('lets the brand fields change', () => {
    expect(changesOutside({ theme: { primaryColour: '#0b2545', logo: 9 }, contact: { phone: '08 1111 1111' } }, stored, BRAND_FIELD_PATHS)).toEqual([])
  })

  it('finds a change to any other field, however deep', () => {
    expect(changesOutside({ name: 'Someone else', theme: { headingFont: 'humanist' }, settings: { finance: { providers: ['angle'] } } }, stored, BRAND_FIELD_PATHS)).toEqual([
      'name',
      'theme.headingFont',
      'settings.finance.providers',
    ])
  })

  it('takes the whole form back unchanged as no change: empty is absent, ids are text, row ids and record dates do not count, unread secrets are left out', () => {
    const form = {
      ...stored,
      id: '3',
      updatedAt: 'later',
      domains: [{ domain: 'swanrivertoyota.com.au' }],
      theme: { logo: { id: 7, createdAt: 'x', filename: 'logo.png' }, primaryColour: '#eb0a1e', headingFont: 'geometric', bodyFont: null },
      contact: { phone: '08 9000 0000', abn: '' },
      settings: { leadDelivery: { webhook: { url: 'https://crm.example' } }, finance: { providers: ['generic'] } },
    }
    expect(changesOutside(form, stored, BRAND_FIELD_PATHS)).toEqual([])
  })

  it('takes a list the editor cannot read, sent back by the form as its row count, as no change; a different count is one', () => {
    const routed = { ...stored, settings: { leadDelivery: { intake: [] } } }
    expect(changesOutside({ settings: { leadDelivery: { intake: 0, adf: null } } }, routed, BRAND_FIELD_PATHS)).toEqual([])
    expect(changesOutside({ settings: { leadDelivery: { intake: 2 } } }, routed, BRAND_FIELD_PATHS)).toEqual(['settings.leadDelivery.intake'])
  })

  it('with nothing editable (a locked site), the brand fields count too', () => {
    expect(changesOutside({ theme: { primaryColour: '#0b2545' } }, stored, [])).toEqual(['theme.primaryColour'])
  })
})
