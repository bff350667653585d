import type { FilterNode } from './ast'
import { SearchRequestError } from './errors'
import { allOf, anyOf, readNumber } from './filterNodes'
import { tokenizeFilters, type FilterToken } from './filterTokens'

/**
 * Algolia's `filters` string, e.g. `make:Toyota AND (price < 20000 OR price:40000 TO 50000)`.
 * NOT binds tightest, then AND, then OR. Algolia only evaluates ANDs of ORs of
 * single filters, so the shapes it refuses are refused here too, with a message
 * saying how to rewrite them, rather than accepted and evaluated differently.
 */
export function parseFilters(text: string): FilterNode {
  return new FilterParser(text).parse()
}

type Parsed = { node: FilterNode; start: number; end: number }

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])

/** Deep enough for any hand-written filter; stops a long run of "(" from exhausting the call stack. */
const MAX_PARENTHESES_DEPTH = 32

class FilterParser {
  private readonly tokens: FilterToken[]
  private next = 0
  private depth = 0

  constructor(private readonly text: string) {
    this.tokens = tokenizeFilters(text)
  }

  parse(): FilterNode {
    if (this.tokens.length === 0) fail('is empty; leave it out to filter nothing')
    const parsed = this.disjunction()
    const extra = this.peek()
    if (extra?.kind === ')') fail(`")" at character ${extra.start + 1} has no matching "("`)
    if (extra) this.unexpected(extra, 'AND or OR')
    return parsed.node
  }

  /** filter OR filter …: every item a single filter of one kind, as Algolia requires. */
  private disjunction(): Parsed {
    const first = this.conjunction()
    const rest: Parsed[] = []
    while (this.peekKeyword('OR')) {
      this.advance()
      rest.push(this.conjunction())
    }
    const last = rest.at(-1)
    if (!last) return first
    const parsed = { node: anyOf([first.node, ...rest.map((item) => item.node)]), start: first.start, end: last.end }
    this.checkDisjunction(parsed)
    return parsed
  }

  private checkDisjunction({ node, start, end }: Parsed): void {
    if (node.kind !== 'or') return
    const source = JSON.stringify(this.text.slice(start, end))
    if (node.items.some((item) => item.kind === 'and')) {
      fail(`"OR" cannot contain an "AND" (${source}); filters must be ANDs of ORs, e.g. a:1 AND (b:2 OR b:3)`)
    }
    const kinds = new Set(node.items.map(filterKind))
    if (kinds.size > 1) fail(`"OR" cannot combine a facet filter and a numeric filter (${source})`)
  }

  private conjunction(): Parsed {
    const first = this.unary()
    const rest: Parsed[] = []
    while (this.peekKeyword('AND')) {
      this.advance()
      rest.push(this.unary())
    }
    const last = rest.at(-1)
    if (!last) return first
    return { node: allOf([first.node, ...rest.map((item) => item.node)]), start: first.start, end: last.end }
  }

  private unary(): Parsed {
    const token = this.peek()
    if (!token) return this.missingFilter()
    if (token.kind === '(') return this.group()
    if (!isKeyword(token, 'NOT')) return this.filter()
    this.advance()
    const operand = this.peek()
    if (operand?.kind === '(') {
      const group = this.group()
      fail(`"NOT" applies to a single filter, not to a parenthesised group (${JSON.stringify(this.text.slice(token.start, group.end))}); negate each filter instead`)
    }
    if (operand && isKeyword(operand, 'NOT')) fail(`"NOT NOT" at character ${token.start + 1}: NOT applies to a single filter`)
    const item = this.filter()
    return { node: { kind: 'not', item: item.node }, start: token.start, end: item.end }
  }

  private group(): Parsed {
    const open = this.advance()
    if (this.depth === MAX_PARENTHESES_DEPTH) fail(`parentheses nest deeper than ${MAX_PARENTHESES_DEPTH} levels`)
    if (this.peek()?.kind === ')') fail(`empty parentheses at character ${open.start + 1}`)
    this.depth += 1
    const inner = this.disjunction()
    this.depth -= 1
    const close = this.peek()
    if (!close) fail(`"(" at character ${open.start + 1} is never closed`)
    if (close.kind !== ')') this.unexpected(close, 'AND, OR or ")"')
    this.advance()
    return { node: inner.node, start: open.start, end: close.end }
  }

  /** attribute:value, attribute:lo TO hi, or attribute op number. */
  private filter(): Parsed {
    const attribute = this.peek()
    if (!attribute) return this.missingFilter()
    if (isKeyword(attribute, 'AND') || isKeyword(attribute, 'OR')) {
      fail(`"${this.source(attribute)}" at character ${attribute.start + 1} needs a filter before it`)
    }
    if (attribute.kind !== 'word' || isKeyword(attribute)) this.unexpected(attribute, 'a filter')
    if (attribute.text === '') fail(`empty attribute name at character ${attribute.start + 1}`)
    this.advance()
    const sign = this.peek()
    if (sign?.kind === ':') {
      this.advance()
      return this.facetOrRange(attribute)
    }
    if (sign?.kind === 'operator') {
      this.advance()
      const value = this.number(attribute, this.advanceOrFail(attribute))
      return { node: { kind: 'numeric', attribute: attribute.text, operator: sign.operator, value: value.number }, start: attribute.start, end: value.end }
    }
    // A bare word is an Algolia tag filter (_tags:word); tags are not indexed here.
    fail(
      `${JSON.stringify(this.source(attribute))} at character ${attribute.start + 1} is not a filter; write attribute:value, attribute op number or attribute:low TO high (tag filters are not supported)`,
    )
  }

  private facetOrRange(attribute: Extract<FilterToken, { kind: 'word' }>): Parsed {
    const value = this.advanceOrFail(attribute)
    if (value.kind !== 'word' || isKeyword(value)) {
      fail(
        `expected a value after "${attribute.text}:" at character ${value.start + 1}, found ${JSON.stringify(this.source(value))}; quote values that are keywords or hold parentheses, e.g. ${attribute.text}:"AND"`,
      )
    }
    if (!this.peekKeyword('TO')) {
      if (value.text === '') fail(`${JSON.stringify(this.text.slice(attribute.start, value.end))} has an empty value`)
      return { node: { kind: 'facet', attribute: attribute.text, value: value.text }, start: attribute.start, end: value.end }
    }
    this.advance()
    const lo = this.number(attribute, value)
    const hi = this.number(attribute, this.advanceOrFail(attribute))
    return { node: { kind: 'range', attribute: attribute.text, lo: lo.number, hi: hi.number }, start: attribute.start, end: hi.end }
  }

  private number(attribute: FilterToken, token: FilterToken): { number: number; end: number } {
    const number = token.kind === 'word' ? readNumber(token.text) : null
    if (number === null) {
      fail(`${JSON.stringify(this.source(token))} in ${JSON.stringify(this.text.slice(attribute.start, token.end))} is not a number`)
    }
    return { number, end: token.end }
  }

  private missingFilter(): never {
    const previous = this.tokens[this.next - 1]
    if (!previous) fail('is empty; leave it out to filter nothing')
    fail(`"${this.source(previous)}" at character ${previous.start + 1} needs a filter after it`)
  }

  private unexpected(token: FilterToken, expected: string): never {
    const found = this.source(token)
    const hint = KEYWORDS.has(found.toUpperCase()) && !KEYWORDS.has(found) ? ' (AND, OR, NOT and TO are written in capitals)' : ''
    fail(`expected ${expected} at character ${token.start + 1}, found ${JSON.stringify(found)}${hint}`)
  }

  private source(token: FilterToken): string {
    return this.text.slice(token.start, token.end)
  }

  private peek(): FilterToken | undefined {
    return this.tokens[this.next]
  }

  private peekKeyword(keyword: string): boolean {
    const token = this.peek()
    return token !== undefined && isKeyword(token, keyword)
  }

  private advance(): FilterToken {
    const token = this.tokens[this.next]
    if (!token) throw new Error('advance() past the last token; callers peek first')
    this.next += 1
    return token
  }

  /** The next token, which the filter starting at `filterStart` cannot do without. */
  private advanceOrFail(filterStart: FilterToken): FilterToken {
    if (!this.peek()) {
      fail(`${JSON.stringify(this.text.slice(filterStart.start).trim())} at character ${filterStart.start + 1} is incomplete`)
    }
    return this.advance()
  }
}

function isKeyword(token: FilterToken, keyword?: string): boolean {
  return token.kind === 'word' && !token.quoted && (keyword === undefined ? KEYWORDS.has(token.text) : token.text === keyword)
}

/** Algolia's filter categories: an OR may not mix them. */
function filterKind(node: FilterNode): 'facet' | 'numeric' | 'other' {
  if (node.kind === 'not') return filterKind(node.item)
  if (node.kind === 'facet') return 'facet'
  if (node.kind === 'numeric' || node.kind === 'range') return 'numeric'
  return 'other'
}

function fail(problem: string): never {
  throw new SearchRequestError(`filters: ${problem}`)
}
