import { describe, expect, it } from 'vitest'

import { LINK_RULE, linkIsSafe, linkProblem } from '@/domain/links'

describe('every address a shopper can click follows one rule', () => {
  it.each([
    '/special-offers',
    '/search/new-cars?refinementList[make][0]=Toyota',
    '/pages/about-us#team',
    'https://example.com',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM/A',
    'mailto:sales@example.com.au',
    'mailto:sales@example.com.au?subject=Hilux',
    'tel:+61895551234',
    'tel:(08)9555-1234',
  ])('%s may be a link', (href) => {
    expect(linkProblem(href)).toBeNull()
    expect(linkIsSafe(href)).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&#58;alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'http://example.com',
    'https:example.com',
    'https://',
    'https:/example.com',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/a b',
    'special-offers',
    'www.example.com',
    'mailto:',
    'tel:',
    'tel:javascript:alert(1)',
    '#top',
    '',
  ])('%j is refused', (href) => {
    expect(linkProblem(href)).toMatch(LINK_RULE)
    expect(linkIsSafe(href)).toBe(false)
  })

  it('a missing address is no link', () => {
    expect(linkIsSafe(null)).toBe(false)
    expect(linkIsSafe(undefined)).toBe(false)
  })
})
