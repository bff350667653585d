import { soldListingCutoff } from '@/domain/listing'

import { isNumericAttribute } from '@/domain/searchAttributes'
import type { SiteScope } from '../engine'
import type { FilterNode } from '../request/ast'
import { allOf, anyOf, readNumber } from '../request/filterNodes'

/**
 * Filters as Algolia's `filters` parameter writes them. The nodes come from
 * the project's parser (src/search/request/filters.ts), which only accepts
 * what Algolia evaluates (ANDs of ORs of single filters), so writing them
 * back cannot change their meaning.
 */

/** Values that need no quotes; anything else (spaces, punctuation, keywords) is quoted. */
const BARE_VALUE = /^[\p{L}\p{N}_]+$/u
const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'TO'])

export function algoliaFilters(node: FilterNode): string {
  switch (node.kind) {
    case 'and':
      return node.items.map(operand).join(' AND ')
    case 'or':
      return node.items.map(operand).join(' OR ')
    case 'not':
      return `NOT ${operand(node.item)}`
    case 'facet':
      return facetFilter(node.attribute, node.value)
    case 'numeric':
      return `${node.attribute}${node.operator}${node.value}`
    case 'range':
      return `${node.attribute}:${node.lo} TO ${node.hi}`
  }
}

/**
 * What every query of a site is held to: the site's own records (each
 * carries site_id; the per-site index already keeps others out, this guards
 * against a record pushed to the wrong index) and the site's search filter.
 */
export function siteRestriction(siteId: number, siteFilter: FilterNode | null): FilterNode {
  return allOf([{ kind: 'numeric', attribute: 'site_id', operator: '=', value: siteId }, ...(siteFilter ? [siteFilter] : [])])
}

/**
 * The listing rule's clock, at query time: cars for sale (sold_at 0) and
 * cars sold within the site's window, up to `until` (now; null for no upper
 * bound). Records hold only cars that may be listed (records.ts), so this is
 * all that varies with time. Sale times are whole seconds, so the cutoff
 * rounds up and now rounds down, as the rule compares milliseconds.
 */
export function listingFilter(now: Date, includeSoldCarsDays: number, until: Date | null = now): FilterNode {
  const from = Math.max(Math.ceil(soldListingCutoff(now, includeSoldCarsDays) / 1000), 1)
  return anyOf([
    { kind: 'numeric', attribute: 'sold_at', operator: '=', value: 0 },
    until ? { kind: 'range', attribute: 'sold_at', lo: from, hi: Math.floor(until.getTime() / 1000) } : { kind: 'numeric', attribute: 'sold_at', operator: '>=', value: from },
  ])
}

/** The site's restriction and the listing rule at the scope's time: what a server-side query of the site searches within. */
export function listedRestriction(site: Pick<SiteScope, 'siteId' | 'filter' | 'now' | 'includeSoldCarsDays'>): FilterNode {
  return allOf([siteRestriction(site.siteId, site.filter), listingFilter(site.now, site.includeSoldCarsDays)])
}

/** Compound operands are parenthesised, so no precedence rule can regroup them. */
function operand(node: FilterNode): string {
  return node.kind === 'and' || node.kind === 'or' ? `(${algoliaFilters(node)})` : algoliaFilters(node)
}

function facetFilter(attribute: string, value: string): string {
  // attribute:12 on a numeric attribute compares numbers (the built-in engine's reading, and siteFilterText's rule).
  const number = isNumericAttribute(attribute) ? readNumber(value) : null
  if (number !== null) return `${attribute}=${number}`
  if (BARE_VALUE.test(value) && !KEYWORDS.has(value.toUpperCase())) return `${attribute}:${value}`
  return `${attribute}:"${value.replace(/["\\]/g, '\\$&')}"`
}
