/**
 * Text handling shared by indexing, matching and highlighting: how words are
 * cut and compared (accents and case ignored), and Algolia's typo tolerance.
 */

/** Lower case without accents: "Škoda" and "skoda" are one word. */
export function normalise(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

const WORD = /[\p{L}\p{N}]+/gu

/** The words of a text, normalised, in order. */
export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? []
}

/** The words of a text with where each sits in the original, for highlighting. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  const spans: { word: string; start: number; end: number }[] = []
  for (const match of text.matchAll(WORD)) spans.push({ word: normalise(match[0]), start: match.index, end: match.index + match[0].length })
  return spans
}

/** Algolia's defaults: one typo from 4 letters, two from 8. */
export function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0
}

/**
 * Edit distance with transpositions (Damerau, restricted), or `limit + 1`
 * as soon as it is certain to exceed the limit.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const rows = a.length + 1
  const cols = b.length + 1
  let previous2 = new Array<number>(cols).fill(0)
  let previous = Array.from({ length: cols }, (_, j) => j)
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols)
    current[0] = i
    let rowMin = current[0]
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > limit) return limit + 1
    previous2 = previous
    previous = current
  }
  return previous[cols - 1]!
}
