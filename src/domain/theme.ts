/**
 * A site's look: the colours, fonts, corner radius and density staff pick in the admin become CSS
 * custom properties on the public site. Fonts are local system stacks, so a
 * page never waits on a font download and nothing is fetched from a font CDN.
 */
import { accessibleShade, contrastRatio, CONTROL_CONTRAST, readableTextOn, TEXT_CONTRAST, WHITE_TEXT } from './contrast'

export { readableTextOn } from './contrast'

export const FONT_STACKS = {
  'system-sans': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  'classical-serif': '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, serif',
  'industrial-condensed': 'Bahnschrift, "DIN Alternate", "Franklin Gothic Medium", "Nimbus Sans Narrow", sans-serif-condensed, sans-serif',
} as const

export type FontKey = keyof typeof FONT_STACKS

/** What staff choose from: each stack by the fonts in it, as a person knows them (the first their device has is used). */
export const FONT_NAMES: Record<FontKey, string> = {
  'system-sans': "The device's own (San Francisco, Segoe UI, Roboto)",
  humanist: 'Gill Sans (Seravek, Calibri, Ubuntu)',
  geometric: 'Avenir (Montserrat, Corbel)',
  'classical-serif': 'Palatino (Iowan Old Style)',
  'industrial-condensed': 'DIN (Bahnschrift, Franklin Gothic)',
}
export const FONT_KEYS = Object.keys(FONT_STACKS) as FontKey[]

export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/

export const RADIUS_CHOICES = {
  sharp: { s: '2px', m: '2px', l: '4px' },
  soft: { s: '4px', m: '8px', l: '12px' },
  round: { s: '8px', m: '14px', l: '22px' },
} as const
export type RadiusChoice = keyof typeof RADIUS_CHOICES
export const RADIUS_KEYS = Object.keys(RADIUS_CHOICES) as RadiusChoice[]

/** Density scales the space inside cards and sections; controls keep their 44 px tap height either way. */
export const DENSITY_CHOICES = { comfortable: 1, compact: 0.8 } as const
export type DensityChoice = keyof typeof DENSITY_CHOICES
export const DENSITY_KEYS = Object.keys(DENSITY_CHOICES) as DensityChoice[]

export type SiteTheme = {
  primaryColour?: string | null
  secondaryColour?: string | null
  accentColour?: string | null
  headingFont?: string | null
  bodyFont?: string | null
  radius?: string | null
  density?: string | null
}

export const DEFAULT_THEME = {
  primaryColour: '#1f2937',
  secondaryColour: '#f3f4f6',
  accentColour: '#2563eb',
  headingFont: 'system-sans',
  bodyFont: 'system-sans',
  radius: 'soft',
  density: 'comfortable',
} as const satisfies Required<{ [K in keyof SiteTheme]: string }>

/** Every public page is drawn on white; shades are checked against it. */
export const PAGE_BACKGROUND = '#ffffff'

function colourOr(value: string | null | undefined, fallback: string): string {
  return value && HEX_COLOUR_PATTERN.test(value) ? value : fallback
}

/** The header bar carries white text wherever it reads (the admin refuses a primary colour where it does not); an older darker-text colour keeps the better of black and white. */
function textOnPrimary(primary: string): string {
  return contrastRatio(primary, WHITE_TEXT) >= TEXT_CONTRAST ? WHITE_TEXT : readableTextOn(primary)
}

function choiceOr<T extends string>(choices: Record<T, unknown>, value: string | null | undefined, fallback: T): T {
  return value && Object.hasOwn(choices, value) ? (value as T) : fallback
}

/**
 * CSS custom properties for a site's theme; unset or invalid values fall back
 * to the platform theme. Colours that would fail WCAG AA on the page come out
 * as an accessible shade of the dealer's colour: `--colour-accent` is a button
 * fill (3:1 against the page, its label 4.5:1 on it) and the `-text` colours
 * are for links and headings (4.5:1). `--colour-accent-brand` is the colour as
 * picked, for decoration only.
 */
export function themeCssVariables(theme: SiteTheme | null | undefined): Record<string, string> {
  const primary = colourOr(theme?.primaryColour, DEFAULT_THEME.primaryColour)
  const secondary = colourOr(theme?.secondaryColour, DEFAULT_THEME.secondaryColour)
  const accent = colourOr(theme?.accentColour, DEFAULT_THEME.accentColour)
  const accentFill = accessibleShade(accent, PAGE_BACKGROUND, CONTROL_CONTRAST)
  const radius = RADIUS_CHOICES[choiceOr(RADIUS_CHOICES, theme?.radius, DEFAULT_THEME.radius)]
  return {
    '--colour-primary': primary,
    '--colour-on-primary': textOnPrimary(primary),
    '--colour-primary-text': accessibleShade(primary, PAGE_BACKGROUND, TEXT_CONTRAST),
    '--colour-secondary': secondary,
    '--colour-on-secondary': readableTextOn(secondary),
    '--colour-accent': accentFill,
    '--colour-on-accent': readableTextOn(accentFill),
    '--colour-accent-text': accessibleShade(accent, PAGE_BACKGROUND, TEXT_CONTRAST),
    '--colour-accent-brand': accent,
    '--font-heading': FONT_STACKS[choiceOr(FONT_STACKS, theme?.headingFont, DEFAULT_THEME.headingFont)],
    '--font-body': FONT_STACKS[choiceOr(FONT_STACKS, theme?.bodyFont, DEFAULT_THEME.bodyFont)],
    '--radius-s': radius.s,
    '--radius-m': radius.m,
    '--radius-l': radius.l,
    '--density': String(DENSITY_CHOICES[choiceOr(DENSITY_CHOICES, theme?.density, DEFAULT_THEME.density)]),
  }
}
