/**
 * WCAG 2 contrast for dealer colours. A brand colour that is too light (or
 * too dark) to read on the page gets a shade of the same hue that does, so a
 * dealer can pick any colour and the site stays AA.
 */

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5
/** WCAG AA for the edge of a control such as a button fill (non-text contrast). */
export const CONTROL_CONTRAST = 3

type Rgb = [number, number, number]

function toRgb(hex: string): Rgb {
  return [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)) as Rgb
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((value) => Math.round(Math.min(255, Math.max(0, value))).toString(16).padStart(2, '0')).join('')}`
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((value) => {
    const channel = value / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** Mix a colour towards black (amount > 0) or white (amount < 0): keeps the hue, changes only how light it is. */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255
  const weight = Math.abs(amount)
  return toHex(toRgb(hex).map((value) => value + (target - value) * weight) as Rgb)
}

/**
 * The colour itself when it reaches `minimum` contrast on `background`,
 * otherwise the nearest shade of it that does: darker on a light background,
 * lighter on a dark one.
 */
export function accessibleShade(colour: string, background: string, minimum: number = TEXT_CONTRAST): string {
  if (contrastRatio(colour, background) >= minimum) return colour
  const direction = relativeLuminance(background) > 0.18 ? 1 : -1
  for (let step = 1; step <= 100; step++) {
    const candidate = shade(colour, (direction * step) / 100)
    if (contrastRatio(candidate, background) >= minimum) return candidate
  }
  return direction > 0 ? '#000000' : '#ffffff'
}

/** Black or white, whichever reads better on the given fill; either reaches at least 4.58:1. */
export function readableTextOn(fill: string): '#000000' | '#ffffff' {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff'
}

/** The site's body text colour (`--colour-text` in tokens.css): what a light section background carries. */
export const BODY_TEXT = '#111827'
export const WHITE_TEXT = '#ffffff'

/**
 * The text a dealer's brand colour carries on the site: the header bar and
 * badges put white text on the primary colour, and sections on the secondary
 * colour hold the body text. The accent needs no check: buttons use a shade
 * of it that reads (themeCssVariables).
 */
export const BRAND_COLOUR_TEXT = {
  primaryColour: { text: WHITE_TEXT, words: 'White header text' },
  secondaryColour: { text: BODY_TEXT, words: 'Dark body text' },
} as const
export type CheckedBrandColour = keyof typeof BRAND_COLOUR_TEXT

/** A ratio as people read it: 4.57:1, never rounded up past a threshold it misses. */
export function ratioText(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`
}

/**
 * Why a brand colour is refused, or null when its text reaches WCAG AA (4.5:1
 * for normal text) on it. The reason names the text, the ratio, the need and
 * which way to move the colour.
 */
export function brandColourRefusal(field: CheckedBrandColour, colour: string): string | null {
  const { text, words } = BRAND_COLOUR_TEXT[field]
  const ratio = contrastRatio(colour, text)
  if (ratio >= TEXT_CONTRAST) return null
  const way = relativeLuminance(text) > 0.5 ? 'darker' : 'lighter'
  return `${words} on ${colour} has a contrast of ${ratioText(ratio)}; WCAG AA needs ${TEXT_CONTRAST}:1. Choose a ${way} colour.`
}
