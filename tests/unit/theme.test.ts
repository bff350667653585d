import { describe, expect, it } from 'vitest'

import { accessibleShade, CONTROL_CONTRAST, contrastRatio, relativeLuminance, TEXT_CONTRAST } from '../../src/domain/contrast'
import { DEFAULT_THEME, FONT_KEYS, FONT_STACKS, PAGE_BACKGROUND, readableTextOn, themeCssVariables } from '../../src/domain/theme'

const PLATFORM_VARIABLES = {
  '--colour-primary': '#1f2937',
  '--colour-on-primary': '#ffffff',
  '--colour-secondary': '#f3f4f6',
  '--colour-on-secondary': '#000000',
  '--colour-primary-text': '#1f2937',
  '--colour-accent': '#2563eb',
  '--colour-on-accent': '#ffffff',
  '--colour-accent-text': '#2563eb',
  '--colour-accent-brand': '#2563eb',
  '--font-heading': FONT_STACKS['system-sans'],
  '--font-body': FONT_STACKS['system-sans'],
  '--radius-s': '4px',
  '--radius-m': '8px',
  '--radius-l': '12px',
  '--density': '1',
}

describe('site theme as CSS custom properties', () => {
  it('a site with no theme gets the platform theme', () => {
    expect(themeCssVariables(undefined)).toEqual(PLATFORM_VARIABLES)
    expect(themeCssVariables(null)).toEqual(PLATFORM_VARIABLES)
    expect(themeCssVariables({})).toEqual(PLATFORM_VARIABLES)
    expect(
      themeCssVariables({ primaryColour: null, secondaryColour: null, accentColour: null, headingFont: null, bodyFont: null }),
    ).toEqual(PLATFORM_VARIABLES)
  })

  it("the site's own colours and fonts are used", () => {
    expect(
      themeCssVariables({
        primaryColour: '#eb0a1e',
        secondaryColour: '#f5f5f5',
        accentColour: '#1a1a1a',
        headingFont: 'geometric',
        bodyFont: 'classical-serif',
        radius: 'sharp',
        density: 'compact',
      }),
    ).toEqual({
      '--colour-primary': '#eb0a1e',
      // White reaches AA on Toyota red (4.57:1), and the header bar carries white text wherever it does.
      '--colour-on-primary': '#ffffff',
      '--colour-primary-text': '#eb0a1e',
      '--colour-secondary': '#f5f5f5',
      '--colour-on-secondary': '#000000',
      '--colour-accent': '#1a1a1a',
      '--colour-on-accent': '#ffffff',
      '--colour-accent-text': '#1a1a1a',
      '--colour-accent-brand': '#1a1a1a',
      '--font-heading': FONT_STACKS.geometric,
      '--font-body': FONT_STACKS['classical-serif'],
      '--radius-s': '2px',
      '--radius-m': '2px',
      '--radius-l': '4px',
      '--density': '0.8',
    })
  })

  it('an invalid colour falls back to the platform colour, one colour at a time', () => {
    for (const bad of ['red', '#fff', '#12345', '#1234567', 'eb0a1e', '#gggggg', '', 'url(x)', '#eb0a1e;background:red']) {
      const vars = themeCssVariables({ primaryColour: bad, accentColour: '#13c4a3' })
      expect(vars['--colour-primary'], bad).toBe(DEFAULT_THEME.primaryColour)
      expect(vars['--colour-accent-brand']).toBe('#13c4a3')
    }
  })

  it('accepts upper-case hex colours', () => {
    expect(themeCssVariables({ secondaryColour: '#0B2545' })['--colour-secondary']).toBe('#0B2545')
    expect(themeCssVariables({ secondaryColour: '#0B2545' })['--colour-on-secondary']).toBe('#ffffff')
  })

  it('an unknown font falls back to the platform font stack', () => {
    const vars = themeCssVariables({ headingFont: 'comic-sans', bodyFont: '' })
    expect(vars['--font-heading']).toBe(FONT_STACKS['system-sans'])
    expect(vars['--font-body']).toBe(FONT_STACKS['system-sans'])
  })

  it('a font named like an Object property also falls back to the platform font stack', () => {
    for (const font of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(themeCssVariables({ headingFont: font })['--font-heading'], font).toBe(FONT_STACKS['system-sans'])
    }
  })

  it('every font key maps to its own local stack', () => {
    expect(FONT_KEYS).toEqual(['system-sans', 'humanist', 'geometric', 'classical-serif', 'industrial-condensed'])
    for (const key of FONT_KEYS) {
      expect(themeCssVariables({ bodyFont: key })['--font-body']).toBe(FONT_STACKS[key])
    }
    expect(new Set(Object.values(FONT_STACKS)).size).toBe(FONT_KEYS.length)
    for (const stack of Object.values(FONT_STACKS)) expect(stack).toMatch(/(sans-serif|serif)$/)
  })
})

describe('readableTextOn: black or white text on a background', () => {
  it('black on light backgrounds', () => {
    for (const light of ['#ffffff', '#f3f4f6', '#fff7e6', '#ffff00', '#13c4a3', '#f59e0b']) {
      expect(readableTextOn(light), light).toBe('#000000')
    }
  })

  it('white on dark backgrounds', () => {
    for (const dark of ['#000000', '#1f2937', '#0b2545', '#166534', '#2563eb', '#0000ff']) {
      expect(readableTextOn(dark), dark).toBe('#ffffff')
    }
  })

  it('switches at the WCAG mid-grey', () => {
    // Relative luminance 0.179 lies between these two greys (0.1779 and 0.1812).
    expect(readableTextOn('#757575')).toBe('#ffffff')
    expect(readableTextOn('#767676')).toBe('#000000')
  })
})

describe('dealer colours that would fail WCAG AA get an accessible shade', () => {
  const onWhite = (colour: string) => contrastRatio(colour, PAGE_BACKGROUND)

  it('a light accent (Coastal Motors teal) is darkened until it passes, as a button fill and as text', () => {
    const vars = themeCssVariables({ accentColour: '#13c4a3' })
    expect(onWhite('#13c4a3')).toBeLessThan(CONTROL_CONTRAST)
    expect(vars['--colour-accent']).not.toBe('#13c4a3')
    expect(onWhite(vars['--colour-accent']!)).toBeGreaterThanOrEqual(CONTROL_CONTRAST)
    expect(contrastRatio(vars['--colour-accent']!, vars['--colour-on-accent']!)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(onWhite(vars['--colour-accent-text']!)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(vars['--colour-accent-brand']).toBe('#13c4a3')
  })

  it('the shade keeps the hue and is the nearest one that passes', () => {
    const shaded = accessibleShade('#f59e0b', '#ffffff', TEXT_CONTRAST)
    expect(shaded).toBe('#a46a07')
    expect(onWhite(shaded)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    // One step lighter would fail: no darker than it needs to be.
    expect(onWhite('#a76c07')).toBeLessThan(TEXT_CONTRAST)
  })

  it('a colour that already passes is kept as picked', () => {
    expect(accessibleShade('#1f2937', '#ffffff')).toBe('#1f2937')
    expect(themeCssVariables({ primaryColour: '#0b2545' })['--colour-primary-text']).toBe('#0b2545')
  })

  it('on a dark background a too-dark colour is lightened', () => {
    const shaded = accessibleShade('#1a1a1a', '#000000', TEXT_CONTRAST)
    expect(contrastRatio(shaded, '#000000')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    expect(relativeLuminance(shaded)).toBeGreaterThan(relativeLuminance('#1a1a1a'))
  })

  it('every possible fill has a label colour that reaches AA', () => {
    for (let value = 0; value < 0x1000000; value += 0x0f0f0f) {
      const fill = `#${value.toString(16).padStart(6, '0')}`
      expect(contrastRatio(fill, readableTextOn(fill)), fill).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })

  it('contrast ratios match WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })

  it('an unknown radius or density falls back to the platform choice', () => {
    const vars = themeCssVariables({ radius: 'blobby', density: 'constructor' })
    expect(vars['--radius-m']).toBe('8px')
    expect(vars['--density']).toBe('1')
    expect(themeCssVariables({ radius: 'round' })['--radius-l']).toBe('22px')
  })
})
