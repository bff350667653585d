/**
 * Dealer comments on the car page.
 *
 * - The feed separates paragraphs with '|'; blank pieces are dropped.
 * - No comments: 'Dealer comments are pending. Please check back here later.'
 * - Over 400 characters: collapsed to the first 400, with a Show more / Show
 *   less toggle. Exactly 400 shows in full. Characters are those the shopper
 *   reads (the '|' separators are not counted) and are Unicode code points,
 *   so a cut never splits an emoji. The cut paragraph ends in '…'.
 *
 * Comments are feed text: the page renders them as text, never as HTML.
 */

/** Dealer comments: the feed's paragraph separator, the text while there are none, and the length shown before Show more. */
const DEALER_COMMENTS_SEPARATOR = '|'
const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
const DEALER_COMMENTS_CUT = 400

export type DealerComments =
  | { pending: true; text: string }
  | {
      pending: false
      paragraphs: string[]
      /** Longer than 400 characters: shown collapsed, with a toggle. */
      collapsible: boolean
      /** What shows while collapsed; the paragraphs themselves when not collapsible. */
      collapsed: string[]
    }

export const DEALER_COMMENTS_TOGGLE = { more: 'Show more', less: 'Show less' } as const

export function dealerComments(text: string | null | undefined): DealerComments {
  const paragraphs = (text ?? '')
    .split(DEALER_COMMENTS_SEPARATOR)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
  if (paragraphs.length === 0) return { pending: true, text: DEALER_COMMENTS_PENDING }
  const length = paragraphs.reduce((sum, paragraph) => sum + Array.from(paragraph).length, 0)
  if (length <= DEALER_COMMENTS_CUT) return { pending: false, paragraphs, collapsible: false, collapsed: paragraphs }
  return { pending: false, paragraphs, collapsible: true, collapsed: firstCharacters(paragraphs, DEALER_COMMENTS_CUT) }
}

function firstCharacters(paragraphs: readonly string[], budget: number): string[] {
  const shown: string[] = []
  let left = budget
  for (const paragraph of paragraphs) {
    const characters = Array.from(paragraph)
    if (characters.length < left) {
      shown.push(paragraph)
      left -= characters.length
      continue
    }
    shown.push(`${characters.slice(0, left).join('').trimEnd()}…`)
    break
  }
  return shown
}
