import { z } from 'zod'

import { rule } from './errors'

/**
 * Every parameter a search request may carry, with its limits and defaults.
 * Values arrive typed (params object, flattened v5 requests) or as text (the
 * v4 params string), so each field accepts both: numbers as digits, lists as
 * JSON or as one bare name.
 */

const MAX_QUERY_LENGTH = 512
const MAX_FACETS = 100

/** Sent by InstantSearch and algoliasearch for features this engine has no use for; accepted so stock clients work. */
const ignored = z.unknown().optional()

export const searchParamsSchema = z.strictObject(
  {
    type: z.enum(['default', 'facet'], rule('type must be "default" or "facet"')).default('default'),
    query: text('query', MAX_QUERY_LENGTH).default(''),
    page: wholeNumber('page', 0).default(0),
    hitsPerPage: wholeNumber('hitsPerPage', 0, 1000).default(20),
    facets: attributeList('facets', MAX_FACETS).default(() => []),
    maxValuesPerFacet: wholeNumber('maxValuesPerFacet', 1, 1000).default(100),
    filters: text('filters').optional(),
    facetFilters: jsonText('facetFilters', z.unknown()).optional(),
    numericFilters: jsonText('numericFilters', z.unknown()).optional(),
    tagFilters: jsonText(
      'tagFilters',
      z.unknown().refine(isEmptyTagFilters, rule('tagFilters are not supported; use facetFilters or filters')),
    ).optional(),
    attributesToRetrieve: attributeList('attributesToRetrieve').optional(),
    attributesToHighlight: attributeList('attributesToHighlight').optional(),
    // InstantSearch sends __ais-highlight__ / __/ais-highlight__ and renders them itself.
    highlightPreTag: text('highlightPreTag').default('<em>'),
    highlightPostTag: text('highlightPostTag').default('</em>'),
    facet: attributeName('facet').optional(),
    facetName: attributeName('facetName').optional(),
    facetQuery: text('facetQuery', MAX_QUERY_LENGTH).default(''),
    maxFacetHits: wholeNumber('maxFacetHits', 1, 100).default(10),

    queryType: z.literal('prefixLast', rule('queryType must be "prefixLast", the only query type supported')).optional(),
    aroundLatLngViaIP: z
      .preprocess(booleanFromText, z.literal(false, rule('aroundLatLngViaIP is not supported; send false or leave it out')))
      .optional(),
    offset: z.never(rule('offset and length are not supported; use page and hitsPerPage')).optional(),
    length: z.never(rule('offset and length are not supported; use page and hitsPerPage')).optional(),

    analytics: ignored,
    analyticsTags: ignored,
    clickAnalytics: ignored,
    userToken: ignored,
    enablePersonalization: ignored,
    personalizationImpact: ignored,
    getRankingInfo: ignored,
    ruleContexts: ignored,
    distinct: ignored,
    responseFields: ignored,
    attributesToSnippet: ignored,
    snippetEllipsisText: ignored,
    enableRules: ignored,
    enableABTest: ignored,
    facetingAfterDistinct: ignored,
    sumOrFiltersScores: ignored,
    typoTolerance: ignored,
    restrictSearchableAttributes: ignored,
    optionalWords: ignored,
    'x-algolia-agent': ignored,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown parameter${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}`
        : rule('params must be an object').error(issue),
  },
)

export type SearchParams = z.output<typeof searchParamsSchema>

/** Names of the parameters that only make sense in a facet value search. */
export const FACET_SEARCH_PARAMS = ['facet', 'facetName', 'facetQuery', 'maxFacetHits'] as const

function text(name: string, maxLength?: number) {
  const schema = z.string(rule(`${name} must be a string`))
  return maxLength === undefined ? schema : schema.max(maxLength, rule(`${name} must be at most ${maxLength} characters`))
}

function attributeName(name: string) {
  return z.string(rule(`${name} must be an attribute name`)).min(1, rule(`${name} must be an attribute name`))
}

function wholeNumber(name: string, min: number, max?: number) {
  const wording = rule(
    max === undefined ? `${name} must be a whole number of at least ${min}` : `${name} must be a whole number from ${min} to ${max}`,
  )
  const number = z.number(wording).int(wording).min(min, wording)
  return z.preprocess(numberFromText, max === undefined ? number : number.max(max, wording))
}

/** A list of attribute names: a JSON list, or one bare name (disjunctive-facet requests send `facets=make`). */
function attributeList(name: string, maxItems?: number) {
  const wording = rule(`${name} must be an attribute name or a list of them`)
  const list = z.array(z.string(wording).min(1, wording), wording)
  const limited = maxItems === undefined ? list : list.max(maxItems, rule(`${name} may list at most ${maxItems} attributes`))
  return jsonText(name, z.preprocess((value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value), limited))
}

/** Decodes a value the params string carries as JSON (a list "[…]" or an object "{…}"); other text passes through. */
function jsonText<Schema extends z.ZodType>(name: string, schema: Schema) {
  return z.preprocess((value, context) => {
    if (typeof value !== 'string' || !/^[[{]/.test(value)) return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      context.addIssue({ code: 'custom', message: `${name} is not valid JSON (got ${JSON.stringify(value.slice(0, 60))})`, input: value })
      return z.NEVER
    }
  }, schema)
}

function numberFromText(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value
}

function booleanFromText(value: unknown): unknown {
  return value === 'true' ? true : value === 'false' ? false : value
}

/** InstantSearch sends an empty tagFilters ("", [] or [[]]) with every query. */
function isEmptyTagFilters(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  return Array.isArray(value) && value.every((item) => item === '' || (Array.isArray(item) && item.every((tag) => tag === '')))
}
