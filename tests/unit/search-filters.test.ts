import { describe, expect, it } from 'vitest'

import type { FilterNode } from '@/search/request/ast'
import { parseSearchBody } from '@/search/request/body'
import { SearchRequestError } from '@/search/request/errors'
import { parseFacetFilters } from '@/search/request/facetFilters'
import { parseFilters } from '@/search/request/filters'
import { parseNumericFilters } from '@/search/request/numericFilters'

/** The SearchRequestError message a call throws; any other outcome fails the test. */
function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof SearchRequestError) return error.message
    throw error
  }
  throw new Error('expected a SearchRequestError, but the input was accepted')
}

const facet = (attribute: string, value: string): FilterNode => ({ kind: 'facet', attribute, value })
const not = (item: FilterNode): FilterNode => ({ kind: 'not', item })
const and = (...items: FilterNode[]): FilterNode => ({ kind: 'and', items })
const or = (...items: FilterNode[]): FilterNode => ({ kind: 'or', items })
const range = (attribute: string, lo: number, hi: number): FilterNode => ({ kind: 'range', attribute, lo, hi })
const numeric = (
  attribute: string,
  operator: Extract<FilterNode, { kind: 'numeric' }>['operator'],
  value: number,
): FilterNode => ({ kind: 'numeric', attribute, operator, value })

describe('facetFilters', () => {
  it('ANDs the top level and ORs inner lists', () => {
    expect(parseFacetFilters([['make:Toyota', 'make:Mazda'], 'car_type:used'])).toEqual(
      and(or(facet('make', 'Toyota'), facet('make', 'Mazda')), facet('car_type', 'used')),
    )
  })

  it('reads a single string as one filter, and a one-item OR as that filter', () => {
    expect(parseFacetFilters('make:Toyota')).toEqual(facet('make', 'Toyota'))
    expect(parseFacetFilters([['make:Toyota']])).toEqual(facet('make', 'Toyota'))
  })

  it('negates "attr:-value" and reads "attr:\\-value" as a literal leading hyphen', () => {
    expect(parseFacetFilters([['make:Toyota', 'make:-Mazda'], 'model:\\-X', 'car_type:-used'])).toEqual(
      and(or(facet('make', 'Toyota'), not(facet('make', 'Mazda'))), facet('model', '-X'), not(facet('car_type', 'used'))),
    )
  })

  it('splits on the first colon, so values keep their colons', () => {
    expect(parseFacetFilters(['opening:09:00-17:00', 'model:-Ranger: Wildtrak'])).toEqual(
      and(facet('opening', '09:00-17:00'), not(facet('model', 'Ranger: Wildtrak'))),
    )
  })

  it('keeps numbers and booleans as text: the engine compares them per attribute', () => {
    expect(parseFacetFilters(['year:2020', 'certified:true'])).toEqual(and(facet('year', '2020'), facet('certified', 'true')))
  })

  it('has nothing to filter for null, an empty string or empty lists', () => {
    expect(parseFacetFilters(undefined)).toBeNull()
    expect(parseFacetFilters(null)).toBeNull()
    expect(parseFacetFilters('')).toBeNull()
    expect(parseFacetFilters([])).toBeNull()
    expect(parseFacetFilters([[], 'make:Kia'])).toEqual(facet('make', 'Kia'))
  })

  it('refuses filters without attribute:value, and shapes Algolia does not take', () => {
    expect(refusal(() => parseFacetFilters(['Toyota']))).toBe('facetFilters: "Toyota" must be attribute:value, e.g. "make:Toyota"')
    expect(refusal(() => parseFacetFilters([':Toyota']))).toBe('facetFilters: ":Toyota" must be attribute:value, e.g. "make:Toyota"')
    expect(refusal(() => parseFacetFilters(['make:']))).toBe('facetFilters: "make:" has no value after the colon')
    expect(refusal(() => parseFacetFilters(['make:-']))).toBe('facetFilters: "make:-" has no value after the colon')
    expect(refusal(() => parseFacetFilters([[['make:Kia']]]))).toBe(
      'facetFilters[0] must be a filter string or a list of filter strings (got [["make:Kia"]])',
    )
    expect(refusal(() => parseFacetFilters(['make:Kia', 7]))).toBe(
      'facetFilters[1] must be a filter string or a list of filter strings (got 7)',
    )
    expect(refusal(() => parseFacetFilters({ make: 'Kia' }))).toBe(
      'facetFilters must be a filter string or a list of them (got an object)',
    )
  })
})

describe('numericFilters', () => {
  it.each([
    ['price=20000', '=', 20000],
    ['price != 20000', '!=', 20000],
    ['price<20000', '<', 20000],
    ['price <= 20000', '<=', 20000],
    ['price> -1.5', '>', -1.5],
    ['price>=2e4', '>=', 20000],
  ] as const)('reads %s', (text, operator, value) => {
    expect(parseNumericFilters([text])).toEqual(numeric('price', operator, value))
  })

  it('reads attr:lo TO hi as an inclusive range', () => {
    expect(parseNumericFilters('year:2015 TO 2020')).toEqual(range('year', 2015, 2020))
    expect(parseNumericFilters(['price: -10.5 TO 0'])).toEqual(range('price', -10.5, 0))
  })

  it('ANDs the top level and ORs inner lists', () => {
    expect(parseNumericFilters([['odometer<10000', 'year:2023 TO 2025'], 'price>=5000'])).toEqual(
      and(or(numeric('odometer', '<', 10000), range('year', 2023, 2025)), numeric('price', '>=', 5000)),
    )
  })

  it('refuses numbers that are not numbers, and filters without an operator', () => {
    expect(refusal(() => parseNumericFilters(['price>cheap']))).toBe('numericFilters: "cheap" in "price>cheap" is not a number')
    expect(refusal(() => parseNumericFilters(['price>0x10']))).toBe('numericFilters: "0x10" in "price>0x10" is not a number')
    expect(refusal(() => parseNumericFilters(['year:2015 TO now']))).toBe(
      'numericFilters: "now" in "year:2015 TO now" is not a number',
    )
    const shape =
      'must be "attribute op number" with op one of =, !=, <, <=, >, >=, or "attribute:low TO high"'
    expect(refusal(() => parseNumericFilters(['price:20000']))).toBe(`numericFilters: "price:20000" ${shape}`)
    expect(refusal(() => parseNumericFilters(['price >']))).toBe(`numericFilters: "price >" ${shape}`)
    expect(refusal(() => parseNumericFilters(['price => 5']))).toBe(`numericFilters: "price => 5" ${shape}`)
    expect(refusal(() => parseNumericFilters(['year:2015 to 2020']))).toBe(`numericFilters: "year:2015 to 2020" ${shape}`)
  })
})

describe('filters: single filters', () => {
  it('reads attr:value, keeping numbers in values as text', () => {
    expect(parseFilters('make:Toyota')).toEqual(facet('make', 'Toyota'))
    expect(parseFilters('year:2020')).toEqual(facet('year', '2020'))
    expect(parseFilters('dealership_id:12')).toEqual(facet('dealership_id', '12'))
  })

  it('reads quoted values and attributes, in double or single quotes, with backslash escapes', () => {
    expect(parseFilters('make:"Land Rover"')).toEqual(facet('make', 'Land Rover'))
    expect(parseFilters('"body type":SUV')).toEqual(facet('body type', 'SUV'))
    expect(parseFilters("model:'Ranger XLT'")).toEqual(facet('model', 'Ranger XLT'))
    expect(parseFilters('name:"say \\"hi\\" \\\\ bye"')).toEqual(facet('name', 'say "hi" \\ bye'))
    expect(parseFilters("dealer:\"O'Brien Motors\"")).toEqual(facet('dealer', "O'Brien Motors"))
  })

  it('reads keywords and parentheses as values when quoted, and lowercase words as plain values', () => {
    expect(parseFilters('model:"AND"')).toEqual(facet('model', 'AND'))
    expect(parseFilters('"NOT":"(x)"')).toEqual(facet('NOT', '(x)'))
    expect(parseFilters('colour:and')).toEqual(facet('colour', 'and'))
  })

  it('keeps colons and signs in an unquoted value', () => {
    expect(parseFilters('opening:09:00')).toEqual(facet('opening', '09:00'))
    expect(parseFilters('code:a=b<c')).toEqual(facet('code', 'a=b<c'))
  })

  it('reads comparisons with or without spaces', () => {
    expect(parseFilters('price<20000')).toEqual(numeric('price', '<', 20000))
    expect(parseFilters('price <= 20000')).toEqual(numeric('price', '<=', 20000))
    expect(parseFilters('price>-5')).toEqual(numeric('price', '>', -5))
    expect(parseFilters('price >= .5')).toEqual(numeric('price', '>=', 0.5))
    expect(parseFilters('dealership_id=12')).toEqual(numeric('dealership_id', '=', 12))
    expect(parseFilters('"odometer km" != 0')).toEqual(numeric('odometer km', '!=', 0))
  })

  it('reads attr:lo TO hi as an inclusive range', () => {
    expect(parseFilters('year:2015 TO 2020')).toEqual(range('year', 2015, 2020))
    expect(parseFilters('price:-100 TO 1e3')).toEqual(range('price', -100, 1000))
  })

  it('refuses comparisons and ranges whose numbers are not numbers', () => {
    expect(refusal(() => parseFilters('price > cheap'))).toBe('filters: "cheap" in "price > cheap" is not a number')
    expect(refusal(() => parseFilters('year:2015 TO now'))).toBe('filters: "now" in "year:2015 TO now" is not a number')
    expect(refusal(() => parseFilters('year:old TO 2020'))).toBe('filters: "old" in "year:old" is not a number')
    expect(refusal(() => parseFilters('price > (5)'))).toBe('filters: "(" in "price > (" is not a number')
  })
})

describe('filters: combining', () => {
  it('flattens chains of AND and of OR', () => {
    expect(parseFilters('make:Kia AND car_type:used AND price < 30000')).toEqual(
      and(facet('make', 'Kia'), facet('car_type', 'used'), numeric('price', '<', 30000)),
    )
    expect(parseFilters('make:Kia OR make:Hyundai OR (make:Mazda OR make:Honda)')).toEqual(
      or(facet('make', 'Kia'), facet('make', 'Hyundai'), facet('make', 'Mazda'), facet('make', 'Honda')),
    )
  })

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(parseFilters('NOT make:Kia AND car_type:used')).toEqual(and(not(facet('make', 'Kia')), facet('car_type', 'used')))
    expect(parseFilters('make:Kia OR NOT make:Mazda')).toEqual(or(facet('make', 'Kia'), not(facet('make', 'Mazda'))))
    // Read as (a AND b) OR c, which Algolia refuses: the reader must add the parentheses they mean.
    expect(refusal(() => parseFilters('make:Kia AND car_type:used OR car_type:demo'))).toBe(
      'filters: "OR" cannot contain an "AND" ("make:Kia AND car_type:used OR car_type:demo"); filters must be ANDs of ORs, e.g. a:1 AND (b:2 OR b:3)',
    )
  })

  it('reads ANDs of parenthesised ORs, at any nesting of parentheses', () => {
    expect(parseFilters('(make:Kia OR make:Mazda) AND (price < 10000 OR price:20000 TO 30000) AND car_type:used')).toEqual(
      and(
        or(facet('make', 'Kia'), facet('make', 'Mazda')),
        or(numeric('price', '<', 10000), range('price', 20000, 30000)),
        facet('car_type', 'used'),
      ),
    )
    expect(parseFilters('car_type:used AND ((make:Kia OR (make:Mazda OR make:Honda)))')).toEqual(
      and(facet('car_type', 'used'), or(facet('make', 'Kia'), facet('make', 'Mazda'), facet('make', 'Honda'))),
    )
    expect(parseFilters('((make:Kia))')).toEqual(facet('make', 'Kia'))
    expect(parseFilters('(make:Kia AND year:2020) AND NOT car_type:new')).toEqual(
      and(facet('make', 'Kia'), facet('year', '2020'), not(facet('car_type', 'new'))),
    )
  })

  it('negates single facet, comparison and range filters, also inside an OR', () => {
    expect(parseFilters('NOT price > 5000')).toEqual(not(numeric('price', '>', 5000)))
    expect(parseFilters('NOT year:2015 TO 2020')).toEqual(not(range('year', 2015, 2020)))
    expect(parseFilters('price < 5 OR NOT price:10 TO 20')).toEqual(or(numeric('price', '<', 5), not(range('price', 10, 20))))
  })

  it('reads a dealer site filter once numeric attributes use "="', () => {
    expect(parseFilters('dealership_id=12 AND car_type:used')).toEqual(
      and(numeric('dealership_id', '=', 12), facet('car_type', 'used')),
    )
  })

  it('allows 32 levels of parentheses and refuses deeper ones before the stack runs out', () => {
    const nested = (depth: number) => `${'('.repeat(depth)}make:Kia${')'.repeat(depth)}`
    expect(parseFilters(nested(32))).toEqual(facet('make', 'Kia'))
    expect(refusal(() => parseFilters(nested(33)))).toBe('filters: parentheses nest deeper than 32 levels')
    expect(refusal(() => parseFilters(nested(100_000)))).toBe('filters: parentheses nest deeper than 32 levels')
  })
})

describe('filters: what Algolia refuses', () => {
  it('an OR cannot mix facet and numeric filters', () => {
    expect(refusal(() => parseFilters('make:Toyota OR price > 5'))).toBe(
      'filters: "OR" cannot combine a facet filter and a numeric filter ("make:Toyota OR price > 5")',
    )
    expect(refusal(() => parseFilters('car_type:used AND (year:2015 TO 2020 OR NOT make:Kia)'))).toBe(
      'filters: "OR" cannot combine a facet filter and a numeric filter ("year:2015 TO 2020 OR NOT make:Kia")',
    )
  })

  it('an OR cannot contain an AND', () => {
    expect(refusal(() => parseFilters('(a:1 AND b:2) OR c:3'))).toBe(
      'filters: "OR" cannot contain an "AND" ("(a:1 AND b:2) OR c:3"); filters must be ANDs of ORs, e.g. a:1 AND (b:2 OR b:3)',
    )
    expect(refusal(() => parseFilters('x:0 AND (a:1 OR (b:2 AND c:3))'))).toBe(
      'filters: "OR" cannot contain an "AND" ("a:1 OR (b:2 AND c:3)"); filters must be ANDs of ORs, e.g. a:1 AND (b:2 OR b:3)',
    )
    expect(parseFilters('a:1 AND (b:2 OR b:3)')).toEqual(and(facet('a', '1'), or(facet('b', '2'), facet('b', '3'))))
  })

  it('NOT applies to one filter, not to a parenthesised group or another NOT', () => {
    expect(refusal(() => parseFilters('NOT (make:Kia OR make:Mazda)'))).toBe(
      'filters: "NOT" applies to a single filter, not to a parenthesised group ("NOT (make:Kia OR make:Mazda)"); negate each filter instead',
    )
    expect(refusal(() => parseFilters('car_type:used AND NOT (make:Kia)'))).toBe(
      'filters: "NOT" applies to a single filter, not to a parenthesised group ("NOT (make:Kia)"); negate each filter instead',
    )
    expect(refusal(() => parseFilters('NOT NOT make:Kia'))).toBe('filters: "NOT NOT" at character 1: NOT applies to a single filter')
  })

  it('unbalanced parentheses', () => {
    expect(refusal(() => parseFilters('(make:Kia OR make:Mazda'))).toBe('filters: "(" at character 1 is never closed')
    expect(refusal(() => parseFilters('make:Kia)'))).toBe('filters: ")" at character 9 has no matching "("')
    expect(refusal(() => parseFilters('(make:Kia make:Mazda)'))).toBe(
      'filters: expected AND, OR or ")" at character 11, found "make"',
    )
  })

  it('dangling operators', () => {
    expect(refusal(() => parseFilters('make:Kia AND'))).toBe('filters: "AND" at character 10 needs a filter after it')
    expect(refusal(() => parseFilters('make:Kia OR'))).toBe('filters: "OR" at character 10 needs a filter after it')
    expect(refusal(() => parseFilters('NOT'))).toBe('filters: "NOT" at character 1 needs a filter after it')
    expect(refusal(() => parseFilters('OR make:Kia'))).toBe('filters: "OR" at character 1 needs a filter before it')
    expect(refusal(() => parseFilters('make:Kia AND AND year:2020'))).toBe('filters: "AND" at character 14 needs a filter before it')
    expect(refusal(() => parseFilters('make:Kia AND TO'))).toBe('filters: expected a filter at character 14, found "TO"')
  })

  it('empty input pieces', () => {
    expect(refusal(() => parseFilters(''))).toBe('filters: is empty; leave it out to filter nothing')
    expect(refusal(() => parseFilters('   '))).toBe('filters: is empty; leave it out to filter nothing')
    expect(refusal(() => parseFilters('make:Kia AND ()'))).toBe('filters: empty parentheses at character 14')
    expect(refusal(() => parseFilters('make:""'))).toBe('filters: "make:\\"\\"" has an empty value')
    expect(refusal(() => parseFilters('"":Kia'))).toBe('filters: empty attribute name at character 1')
    expect(refusal(() => parseFilters('make:'))).toBe('filters: "make:" at character 1 is incomplete')
    expect(refusal(() => parseFilters('year:2015 TO'))).toBe('filters: "year:2015 TO" at character 1 is incomplete')
    expect(refusal(() => parseFilters('price >'))).toBe('filters: "price >" at character 1 is incomplete')
  })

  it('keywords that are not in capitals, unquoted keyword values, and stray signs', () => {
    expect(refusal(() => parseFilters('make:Kia and year:2020'))).toBe(
      'filters: expected AND or OR at character 10, found "and" (AND, OR, NOT and TO are written in capitals)',
    )
    expect(refusal(() => parseFilters('model:AND'))).toBe(
      'filters: expected a value after "model:" at character 7, found "AND"; quote values that are keywords or hold parentheses, e.g. model:"AND"',
    )
    expect(refusal(() => parseFilters('price ! 5'))).toBe('filters: unexpected "!" at character 7')
    expect(refusal(() => parseFilters(':Kia'))).toBe('filters: expected a filter at character 1, found ":"')
  })

  it('tag filters (a bare word) and unbalanced quotes', () => {
    expect(refusal(() => parseFilters('published'))).toBe(
      'filters: "published" at character 1 is not a filter; write attribute:value, attribute op number or attribute:low TO high (tag filters are not supported)',
    )
    expect(refusal(() => parseFilters('make:"Land Rover'))).toBe('filters: the quote at character 6 is never closed')
    expect(refusal(() => parseFilters("dealer:O'Brien"))).toBe(
      'filters: quote inside "O\'" at character 9; quote the whole value instead, e.g. make:"O\'Brien"',
    )
  })
})

describe('filters in a search request', () => {
  const filterOf = (params: Record<string, unknown>) => {
    const [query] = parseSearchBody({ requests: [{ indexName: 'cars', params }] })
    return query?.filter
  }

  it('ANDs filters, facetFilters and numericFilters into one flat AND', () => {
    expect(
      filterOf({
        filters: 'dealership_id=12 AND car_type:used',
        facetFilters: [['make:Kia', 'make:Mazda'], 'body_type:suv'],
        numericFilters: ['price<=30000'],
      }),
    ).toEqual(
      and(
        numeric('dealership_id', '=', 12),
        facet('car_type', 'used'),
        or(facet('make', 'Kia'), facet('make', 'Mazda')),
        facet('body_type', 'suv'),
        numeric('price', '<=', 30000),
      ),
    )
  })

  it('has no filter for empty filters, facetFilters and numericFilters', () => {
    expect(filterOf({ filters: '', facetFilters: [], numericFilters: [] })).toBeNull()
    expect(filterOf({ filters: '  ' })).toBeNull()
  })

  it('reads facetFilters and numericFilters sent as one plain string', () => {
    const [query] = parseSearchBody({
      requests: [{ indexName: 'cars', params: 'facetFilters=make%3AKia&numericFilters=price%3C5000' }],
    })
    expect(query?.filter).toEqual(and(facet('make', 'Kia'), numeric('price', '<', 5000)))
  })

  it('names the request and the parameter of a filter it refuses', () => {
    const refuse = (params: Record<string, unknown>) =>
      refusal(() => parseSearchBody({ requests: [{ indexName: 'cars', params }] }))
    expect(refuse({ filters: 'make:Toyota OR price > 5' })).toBe(
      'requests[0]: filters: "OR" cannot combine a facet filter and a numeric filter ("make:Toyota OR price > 5")',
    )
    expect(refuse({ facetFilters: ['Toyota'] })).toBe(
      'requests[0]: facetFilters: "Toyota" must be attribute:value, e.g. "make:Toyota"',
    )
    expect(refuse({ numericFilters: 'price>x' })).toBe('requests[0]: numericFilters: "x" in "price>x" is not a number')
    expect(refuse({ filters: ['make:Kia'] })).toBe('requests[0]: filters must be a string (got ["make:Kia"])')
  })
})
