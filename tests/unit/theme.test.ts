import { describe, expect, it } from 'vitest'

import { DEFAULT_THEME, FONT_KEYS, FONT_STACKS, readableTextOn, themeCssVariables } from '../../src/domain/theme'

const PLATFORM_VARIABLES = {
  '--colour-primary': '#1f2937',
  '--colour-on-primary': '#ffffff',
  '--colour-secondary': '#f3f4f6',
  '--colour-on-secondary': '#000000',
  '--colour-accent': '#2563eb',
  '--colour-on-accent': '#ffffff',
  '--font-heading': FONT_STACKS['system-sans'],
  '--font-body': FONT_STACKS['system-sans'],
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
      }),
    ).toEqual({
      '--colour-primary': '#eb0a1e',
      // Black reads marginally better than white on Toyota red (contrast 4.59 against 4.57).
      '--colour-on-primary': '#000000',
      '--colour-secondary': '#f5f5f5',
      '--colour-on-secondary': '#000000',
      '--colour-accent': '#1a1a1a',
      '--colour-on-accent': '#ffffff',
      '--font-heading': FONT_STACKS.geometric,
      '--font-body': FONT_STACKS['classical-serif'],
    })
  })

  it('an invalid colour falls back to the platform colour, one colour at a time', () => {
    for (const bad of ['red', '#fff', '#12345', '#1234567', 'eb0a1e', '#gggggg', '', 'url(x)', '#eb0a1e;background:red']) {
      const vars = themeCssVariables({ primaryColour: bad, accentColour: '#13c4a3' })
      expect(vars['--colour-primary'], bad).toBe(DEFAULT_THEME.primaryColour)
      expect(vars['--colour-accent']).toBe('#13c4a3')
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
