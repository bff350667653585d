/**
 * A site's look: the colours and fonts staff pick in the admin become CSS
 * custom properties on the public site. Fonts are local system stacks, so a
 * page never waits on a font download and nothing is fetched from a font CDN.
 */

export const FONT_STACKS = {
  'system-sans': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  'classical-serif': '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
  'industrial-condensed': 'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", sans-serif-condensed, sans-serif',
} as const

export type FontKey = keyof typeof FONT_STACKS
export const FONT_KEYS = Object.keys(FONT_STACKS) as FontKey[]

export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/

export type SiteTheme = {
  primaryColour?: string | null
  secondaryColour?: string | null
  accentColour?: string | null
  headingFont?: string | null
  bodyFont?: string | null
}

export const DEFAULT_THEME = {
  primaryColour: '#1f2937',
  secondaryColour: '#f3f4f6',
  accentColour: '#2563eb',
  headingFont: 'system-sans',
  bodyFont: 'system-sans',
} as const satisfies Required<{ [K in keyof SiteTheme]: string }>

function colourOr(value: string | null | undefined, fallback: string): string {
  return value && HEX_COLOUR_PATTERN.test(value) ? value : fallback
}

function fontOr(value: string | null | undefined, fallback: FontKey): string {
  return FONT_STACKS[(value && Object.hasOwn(FONT_STACKS, value) ? value : fallback) as FontKey]
}

/** Black or white, whichever reads better on the given background (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.179 ? '#000000' : '#ffffff'
}

/** CSS custom properties for a site's theme; unset or invalid values fall back to the platform theme. */
export function themeCssVariables(theme: SiteTheme | null | undefined): Record<string, string> {
  const primary = colourOr(theme?.primaryColour, DEFAULT_THEME.primaryColour)
  const secondary = colourOr(theme?.secondaryColour, DEFAULT_THEME.secondaryColour)
  const accent = colourOr(theme?.accentColour, DEFAULT_THEME.accentColour)
  return {
    '--colour-primary': primary,
    '--colour-on-primary': readableTextOn(primary),
    '--colour-secondary': secondary,
    '--colour-on-secondary': readableTextOn(secondary),
    '--colour-accent': accent,
    '--colour-on-accent': readableTextOn(accent),
    '--font-heading': fontOr(theme?.headingFont, DEFAULT_THEME.headingFont),
    '--font-body': fontOr(theme?.bodyFont, DEFAULT_THEME.bodyFont),
  }
}
