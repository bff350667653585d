import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'
import { KNOWN_BYPASSES } from '../support/redirectBypasses'

const port = inject('serverPort')
const SWAN = 'swan-river-toyota.localhost'
const origin = `http://${SWAN}:${port}`

/** Where a browser on the site would go: the address resolved against the page it is on. */
const resolvedOrigin = (address: string) => new URL(address, `${origin}/sign-in`).origin
/** The proxy refuses a control character anywhere in a URL with a 400 before any page sees it. */
const refusedAtTheDoor = (raw: string) => [...raw].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)
const unescapeHtml = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

describe('every redirect and link back stays on the site, for every known bypass', () => {
  it('/preview/exit?path= answers a redirect to this site, never elsewhere and never a 5xx', async () => {
    for (const raw of KNOWN_BYPASSES) {
      const response = await request(port, `/preview/exit?path=${encodeURIComponent(raw)}`, { host: SWAN })
      expect(response.status, JSON.stringify(raw)).toBe(refusedAtTheDoor(raw) ? 400 : 307)
      expect(resolvedOrigin(response.headers.location ?? '/'), `${JSON.stringify(raw)} → ${response.headers.location}`).toBe(origin)
    }
  })

  it('/sign-in?redirect=…&back=… links and posts back only to this site', async () => {
    for (const raw of KNOWN_BYPASSES) {
      const query = new URLSearchParams({ type: 'watchlist', redirect: raw, back: raw })
      const response = await request(port, `/sign-in?${query.toString()}`, { host: SWAN })
      expect(response.status, JSON.stringify(raw)).toBe(refusedAtTheDoor(raw) ? 400 : 200)
      const back = /<input type="hidden" name="back" value="([^"]*)"/.exec(response.body)?.[1]
      const next = /<input type="hidden" name="redirect" value="([^"]*)"/.exec(response.body)?.[1]
      const backLink = /<a href="([^"]*)">Back<\/a>/.exec(response.body)?.[1]
      for (const address of [back, next, backLink]) expect(resolvedOrigin(unescapeHtml(address ?? '/')), `${JSON.stringify(raw)} → ${address}`).toBe(origin)
      expect([back, next, backLink].every((address) => address !== undefined), JSON.stringify(raw)).toBe(!refusedAtTheDoor(raw))
    }
  })

  it('the sign-in form’s next step keeps the journey on this site', async () => {
    const body = new URLSearchParams({ type: 'watchlist', redirect: '/.//evil.example', back: '/\\evil.example', email: 'not-an-email' }).toString()
    const response = await request(port, '/api/account/code', { host: SWAN, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.location!, origin)
    expect(location.origin).toBe(origin)
    expect(location.searchParams.get('redirect')).toBe('/')
    expect(location.searchParams.get('back')).toBe('/')
  })
})
