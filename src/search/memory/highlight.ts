import type { SearchDocument } from '../document'
import type { WordMatch } from './textMatch'
import { wordSpans } from './text'

export type HighlightResult = { value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted?: boolean }

type Tags = { pre: string; post: string }

function highlightText(text: string, matches: WordMatch[], tags: Tags): HighlightResult {
  const matchedWords = new Set<string>()
  let value = ''
  let at = 0
  let highlightedLetters = 0
  let letters = 0
  for (const span of wordSpans(text)) {
    letters += span.end - span.start
    const match = matches.find((candidate) => candidate.tokens.has(span.word))
    if (!match) continue
    // A prefix match highlights only the letters typed; a whole or typo match the whole word.
    const end = match.prefix && span.word !== match.queryWord && match.tokens.get(span.word) === 0 && span.word.startsWith(match.queryWord) ? span.start + match.queryWord.length : span.end
    value += text.slice(at, span.start) + tags.pre + text.slice(span.start, end) + tags.post
    at = end
    highlightedLetters += end - span.start
    matchedWords.add(match.queryWord)
  }
  value += text.slice(at)
  const matchLevel = matchedWords.size === 0 ? 'none' : matchedWords.size === matches.length ? 'full' : 'partial'
  return { value, matchLevel, matchedWords: [...matchedWords], ...(matchLevel === 'none' ? {} : { fullyHighlighted: highlightedLetters === letters }) }
}

/**
 * Algolia's _highlightResult: each highlighted attribute's value raw, as
 * Algolia returns it, with the matched words wrapped in the request's tags.
 * InstantSearch asks for its own tags (__ais-highlight__), escapes the value
 * and only then turns its tags into <mark>; escaping here as well would show
 * a shopper "&amp;". Anything else that renders a value must escape it.
 */
export function highlightDocument(
  document: SearchDocument,
  matches: WordMatch[],
  attributes: readonly string[],
  tags: Tags,
): Record<string, HighlightResult | HighlightResult[]> {
  const result: Record<string, HighlightResult | HighlightResult[]> = {}
  for (const attribute of attributes) {
    const value = document[attribute]
    if (typeof value === 'string' || typeof value === 'number') result[attribute] = highlightText(String(value), matches, tags)
    else if (Array.isArray(value)) result[attribute] = value.filter((item) => typeof item === 'string' || typeof item === 'number').map((item) => highlightText(String(item), matches, tags))
  }
  return result
}
