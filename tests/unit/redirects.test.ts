import { describe, expect, it } from 'vitest'

import { redirectFor, redirectProblems, redirectSourceKey, redirectSourceProblem, redirectsFromRows, redirectTargetProblem } from '../../src/domain/redirects'

describe('redirects from a dealer’s old site', () => {
  it('an old path matches whatever its case and trailing slash', () => {
    expect(redirectSourceKey('/Used-Cars/')).toBe('/used-cars')
    expect(redirectFor(new Map([['/used-cars', '/cars']]), '/USED-CARS/', '')).toBe('/cars')
  })

  it('an old path is a path: no query, no other host, not the home page', () => {
    expect(redirectSourceProblem('/specials?x=1')).toMatch(/without \?/)
    expect(redirectSourceProblem('https://old.com.au/specials')).not.toBe(true)
    expect(redirectSourceProblem('/')).not.toBe(true)
    expect(redirectSourceProblem('/specials.html')).toBe(true)
  })

  it('the new address is a path on the site or a full http(s) address', () => {
    expect(redirectTargetProblem('/offers')).toBe(true)
    expect(redirectTargetProblem('https://www.toyota.com.au/hilux')).toBe(true)
    expect(redirectTargetProblem('offers')).toMatch(/starting with https:\/\//)
    expect(redirectTargetProblem('//evil.com')).not.toBe(true)
    expect(redirectTargetProblem('javascript:alert(1)')).not.toBe(true)
  })

  it('the query a shopper came with is kept unless the new address has its own', () => {
    const rules = new Map([['/a', '/b'], ['/c', '/d?x=1']])
    expect(redirectFor(rules, '/a', '?utm_source=x')).toBe('/b?utm_source=x')
    expect(redirectFor(rules, '/c', '?utm_source=x')).toBe('/d?x=1')
    expect(redirectFor(rules, '/e', '')).toBeNull()
  })

  it('a path sent to itself is a loop', () => {
    expect(redirectProblems([{ from: '/a', to: '/A/' }])[0]?.message).toMatch(/loop/)
  })

  it('a loop round several paths is refused, each path naming it', () => {
    const problems = redirectProblems([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/a' },
    ])
    expect(problems).toHaveLength(3)
    expect(problems[0]!.message).toBe('/a → /b → /c → /a goes round in a loop; send one of them to a page that exists.')
  })

  it('a chain is refused with the last stop to point at instead', () => {
    const problems = redirectProblems([
      { from: '/old', to: '/older' },
      { from: '/older', to: '/cars' },
    ])
    expect(problems).toEqual([{ from: '/old', message: '/old → /older → /cars is a chain; send /old straight to /cars.' }])
  })

  it('a full address back onto the site’s own domain counts as a path', () => {
    expect(redirectProblems([{ from: '/a', to: 'https://www.harbourauto.com.au/a' }], ['harbourauto.com.au'])[0]?.message).toMatch(/loop/)
    expect(redirectProblems([{ from: '/a', to: 'https://elsewhere.com.au/a' }], ['harbourauto.com.au'])).toEqual([])
  })

  it('an old path listed twice is refused', () => {
    expect(redirectProblems([{ from: '/a', to: '/b' }, { from: '/A', to: '/c' }])).toEqual([{ from: '/A', message: '/A is listed twice; keep one.' }])
  })

  it('a CSV skips its headings and names each bad line with the reason', () => {
    const { redirects, rejected } = redirectsFromRows([
      ['Old URL', 'New URL'],
      ['/specials', '/offers'],
      ['', ''],
      ['specials', '/offers'],
      ['/finance', 'finance'],
    ])
    expect(redirects).toEqual([{ from: '/specials', to: '/offers' }])
    expect(rejected.map((row) => row.line)).toEqual([4, 5])
    expect(rejected[0]!.message).toMatch(/starting with \//)
  })
})
