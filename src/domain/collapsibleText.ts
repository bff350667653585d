/**
 * Offer description and disclaimer text: collapsed by default when over 200
 * characters, with a toggle.
 *
 * Characters are Unicode code points, so a cut never splits a surrogate pair
 * (an emoji stays whole). Collapsed text is the first 160 (description) or
 * 200 (disclaimer) characters, trailing spaces removed, followed by '…' so the
 * reader can see it continues; the ellipsis is not counted in the cut.
 * Text is plain text: HTML (sanitized_description) must be cut before markup.
 */

/** Offer description: cut to this many characters when collapsed. */
export const DESCRIPTION_CUT = 160
/** Offer disclaimer: cut to this many characters when collapsed. */
export const DISCLAIMER_CUT = 200
/** Text longer than this is collapsed with a toggle; shorter text shows in full. */
export const COLLAPSE_THRESHOLD = 200

export type CollapsibleKind = 'description' | 'disclaimer'

export type CollapsedText = {
  /** Over 200 characters: shown collapsed with a toggle. */
  collapsible: boolean
  /** What shows while collapsed; the full text when not collapsible. */
  short: string
  full: string
}

export const ELLIPSIS = '…'

export const COLLAPSED_LENGTH: Record<CollapsibleKind, number> = {
  description: DESCRIPTION_CUT,
  disclaimer: DISCLAIMER_CUT,
}

export const TOGGLE_LABELS: Record<CollapsibleKind, { more: string; less: string }> = {
  description: { more: 'View more', less: 'View less' },
  disclaimer: { more: 'View full disclaimer', less: 'View less disclaimer' },
}

export function collapsedText(text: string | null | undefined, kind: CollapsibleKind): CollapsedText {
  const full = text ?? ''
  const characters = Array.from(full)
  if (characters.length <= COLLAPSE_THRESHOLD) return { collapsible: false, short: full, full }
  const short = characters.slice(0, COLLAPSED_LENGTH[kind]).join('').trimEnd() + ELLIPSIS
  return { collapsible: true, short, full }
}

/** The toggle's label: 'View more' while collapsed, 'View less' while expanded (and the disclaimer's wording). */
export function toggleLabel(kind: CollapsibleKind, expanded: boolean): string {
  const labels = TOGGLE_LABELS[kind]
  return expanded ? labels.less : labels.more
}
