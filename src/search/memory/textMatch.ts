import { Bitset } from './bitset'
import { identifierKey, type SiteIndex } from './siteIndex'
import { boundedDistance, typosAllowed, words } from './text'

/** How a query word matched: the index words it stands for and how many typos each costs. */
export type WordMatch = { queryWord: string; tokens: Map<string, number>; prefix: boolean }

export type TextMatch = {
  matched: Bitset
  /** Per vehicle, smaller is more relevant: exact identifier first, then fewer typos, then better attributes. */
  relevance: Int32Array
  /** The distinct relevance values present among matched vehicles, ascending. */
  classes: number[]
  words: WordMatch[]
}

/** The first index of sorted `list` at or after `prefix`. */
function lowerBound(list: string[], prefix: string): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (list[middle]! < prefix) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The index words a query word stands for: itself, words within Algolia's
 * typo tolerance, and, for the last query word (as the shopper is still
 * typing), every word it starts.
 */
function candidates(index: SiteIndex, queryWord: string, isLast: boolean): WordMatch {
  const tokens = new Map<string, number>()
  if (index.vocabulary.has(queryWord)) tokens.set(queryWord, 0)
  if (isLast) {
    for (let at = lowerBound(index.sortedWords, queryWord); at < index.sortedWords.length; at++) {
      const word = index.sortedWords[at]!
      if (!word.startsWith(queryWord)) break
      if (!tokens.has(word)) tokens.set(word, 0)
    }
  }
  const allowed = typosAllowed(queryWord)
  const lengths = allowed === 0 ? [] : Array.from({ length: 2 * allowed + 1 }, (_, at) => queryWord.length - allowed + at)
  for (const length of lengths) {
    for (const word of index.typoWords.get(length) ?? []) {
      // Algolia counts a typo on the first letter as two; requiring it to match keeps "ford" from finding "lord".
      if (tokens.has(word) || word[0] !== queryWord[0]) continue
      const distance = boundedDistance(queryWord, word, allowed)
      if (distance <= allowed) tokens.set(word, distance)
    }
  }
  return { queryWord, tokens, prefix: isLast }
}

const NO_MATCH = 0xffff

/** Vehicles whose searchable text contains every query word (the last as a prefix), and how relevant each is. */
export function matchText(index: SiteIndex, query: string): TextMatch | null {
  const queryWords = words(query)
  if (queryWords.length === 0) return null
  const typos = new Uint16Array(index.size)
  const attributeSum = new Uint16Array(index.size)
  let matched: Bitset | null = null
  const wordMatches = queryWords.map((queryWord, at) => candidates(index, queryWord, at === queryWords.length - 1))
  for (const wordMatch of wordMatches) {
    const bestTypos = new Uint16Array(index.size).fill(NO_MATCH)
    const bestAttribute = new Uint16Array(index.size).fill(NO_MATCH)
    const found = new Bitset(index.size)
    for (const [token, cost] of wordMatch.tokens) {
      const id = index.vocabulary.get(token)!
      const { offsets, docs, attributes } = index.wordPostings
      for (let at = offsets[id]!; at < offsets[id + 1]!; at++) {
        const doc = docs[at]!
        found.add(doc)
        if (cost < bestTypos[doc]!) bestTypos[doc] = cost
        if (attributes[at]! < bestAttribute[doc]!) bestAttribute[doc] = attributes[at]!
      }
    }
    matched = matched ? matched.and(found) : found
    for (const doc of found.members()) {
      typos[doc]! += bestTypos[doc]!
      attributeSum[doc]! += bestAttribute[doc]!
    }
  }
  const exact = new Set(index.identifiers.get(identifierKey(query)) ?? [])
  for (const doc of exact) matched!.add(doc)
  const relevance = new Int32Array(index.size)
  const classes = new Set<number>()
  for (const doc of matched!.members()) {
    const value = exact.has(doc) ? 0 : 1 + Math.min(typos[doc]!, 15) * 4096 + Math.min(attributeSum[doc]!, 4095)
    relevance[doc] = value
    classes.add(value)
  }
  return { matched: matched!, relevance, classes: [...classes].sort((a, b) => a - b), words: wordMatches }
}
