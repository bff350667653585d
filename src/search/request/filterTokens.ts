import { SearchRequestError } from './errors'
import { COMPARISON_OPERATORS, type ComparisonOperator } from './filterNodes'

/** One piece of a filters string; start and end index the source so messages can quote it. */
export type FilterToken = { start: number; end: number } & (
  | { kind: '(' | ')' | ':' }
  | { kind: 'operator'; operator: ComparisonOperator }
  /** An attribute, value, number or keyword; quoted words are never keywords. */
  | { kind: 'word'; text: string; quoted: boolean }
)

const QUOTES = `"'`
/** An attribute or number ends at any character that could start the next token. */
const ATTRIBUTE_END = /[\s()"':<>=!]/
/** A value after ':' may hold colons and comparison signs (`time:12:30`); only spaces, parentheses and quotes end it. */
const VALUE_END = /[\s()"']/

export function tokenizeFilters(text: string): FilterToken[] {
  const tokens: FilterToken[] = []
  let index = 0
  while (index < text.length) {
    const char = text.charAt(index)
    const start = index
    if (/\s/.test(char)) {
      index += 1
    } else if (char === '(' || char === ')') {
      index += 1
      tokens.push({ kind: char, start, end: index })
    } else if (QUOTES.includes(char)) {
      const quoted = readQuoted(text, start)
      index = quoted.end
      tokens.push({ kind: 'word', text: quoted.text, quoted: true, start, end: index })
    } else if (tokens.at(-1)?.kind === ':') {
      index = wordEnd(text, start, VALUE_END)
      tokens.push({ kind: 'word', text: text.slice(start, index), quoted: false, start, end: index })
    } else if (char === ':') {
      index += 1
      tokens.push({ kind: ':', start, end: index })
    } else {
      const operator = COMPARISON_OPERATORS.find((candidate) => text.startsWith(candidate, start))
      if (operator) {
        index += operator.length
        tokens.push({ kind: 'operator', operator, start, end: index })
      } else {
        index = wordEnd(text, start, ATTRIBUTE_END)
        // Only a lone "!" stops a word before it starts.
        if (index === start) throw new SearchRequestError(`filters: unexpected ${JSON.stringify(char)} at character ${start + 1}`)
        tokens.push({ kind: 'word', text: text.slice(start, index), quoted: false, start, end: index })
      }
    }
  }
  return tokens
}

function wordEnd(text: string, start: number, end: RegExp): number {
  let index = start
  while (index < text.length && !end.test(text.charAt(index))) index += 1
  // Algolia wants values holding quotes quoted whole; a quote mid-word is almost always a value that needed it.
  if (index < text.length && index > start && QUOTES.includes(text.charAt(index))) {
    throw new SearchRequestError(
      `filters: quote inside ${JSON.stringify(text.slice(start, index + 1))} at character ${index + 1}; quote the whole value instead, e.g. make:"O'Brien"`,
    )
  }
  return index
}

/** A quoted word; a backslash escapes the next character, so \" and \\ stand for themselves. */
function readQuoted(text: string, start: number): { text: string; end: number } {
  const quote = text.charAt(start)
  let value = ''
  let index = start + 1
  while (index < text.length && text.charAt(index) !== quote) {
    if (text.charAt(index) === '\\' && index + 1 < text.length) index += 1
    value += text.charAt(index)
    index += 1
  }
  if (index >= text.length) throw new SearchRequestError(`filters: the quote at character ${start + 1} is never closed`)
  return { text: value, end: index + 1 }
}
