import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'
import { ADMIN_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')

const DEMO_SITES = [
  { slug: 'swan-river-toyota', name: 'Swan River Toyota', primary: '#eb0a1e', domain: 'swanrivertoyota.com.au' },
  { slug: 'coastal-motors', name: 'Coastal Motors', primary: '#0b2545', domain: 'coastalmotors.com.au' },
  { slug: 'sunshine-caravans', name: 'Sunshine Caravans &amp; Motorcycles', primary: '#166534', domain: 'sunshinecaravans.com.au' },
]

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

describe.each(DEMO_SITES)('$slug', (site) => {
  it('{slug}.localhost renders the site with its own name, logo and colours', async () => {
    const page = await request(port, '/', { host: `${site.slug}.localhost` })
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe(site.name)
    expect(page.body).toContain(`--colour-primary:${site.primary}`)
    const logo = /<img src="([^"]+)"[^>]*class="site-logo"/.exec(page.body)?.[1]
    expect(logo).toMatch(new RegExp(`^/api/media/file/logo-${site.slug}-[0-9a-f]+\\.png$`))
    const image = await request(port, logo!, { host: `${site.slug}.localhost` })
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
  })

  it('its domain reaches it too, whatever the case, port or www. prefix', async () => {
    const page = await request(port, '/', { host: `WWW.${site.domain.toUpperCase()}` })
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe(site.name)
  })
})

describe('host routing', () => {
  it('an unknown host gets a 404 page', async () => {
    for (const host of ['no-such-dealer.localhost', 'unknown-dealer.com.au']) {
      const page = await request(port, '/', { host })
      expect(page.status).toBe(404)
      expect(page.body).toContain('There is no dealer website at this address.')
    }
  })

  it('an unknown page on a known site gets that site’s 404 page', async () => {
    const page = await request(port, '/no-such-page', { host: 'coastal-motors.localhost' })
    expect(page.status).toBe(404)
    expect(page.body).toContain('Page not found')
    expect(titleOf(page.body)).toContain('Coastal Motors')
  })

  it('no cookie, header or query parameter can switch the site', async () => {
    const page = await request(port, '/?tenant=coastal-motors&site=coastal-motors', {
      host: 'swan-river-toyota.localhost',
      headers: {
        cookie: 'payload-tenant=2; tenant=coastal-motors; site=coastal-motors',
        'x-forwarded-host': 'coastal-motors.localhost',
        'x-tenant': 'coastal-motors',
        'x-original-host': 'coastal-motors.localhost',
      },
    })
    expect(page.status).toBe(200)
    expect(titleOf(page.body)).toBe('Swan River Toyota')
    expect(page.body).not.toContain('Coastal Motors')
  })

  it('the internal site route cannot be reached by its path from any host', async () => {
    expect((await request(port, '/sites/coastal-motors.localhost', { host: 'swan-river-toyota.localhost' })).status).toBe(404)
    expect((await request(port, '/sites/coastal-motors.localhost', { host: 'localhost' })).status).toBe(404)
  })

  it('one site’s uploads are not served through another site’s host', async () => {
    const swan = await request(port, '/', { host: 'swan-river-toyota.localhost' })
    const logo = /<img src="([^"]+)"[^>]*class="site-logo"/.exec(swan.body)![1]!
    expect((await request(port, logo, { host: 'coastal-motors.localhost' })).status).toBe(403)
    expect((await request(port, logo, { host: 'localhost' })).status).toBe(403)
  })

  it('the admin lives on the platform host only', async () => {
    expect((await request(port, '/admin', { host: 'swan-river-toyota.localhost' })).status).toBe(404)
    const admin = await request(port, '/admin/login', { host: 'localhost' })
    expect(admin.status).toBe(200)
  })
})

describe('security headers', () => {
  it('a public page rendered for its request sends a nonce-based Content-Security-Policy and the baseline headers (a cached one allows its scripts by hash: page-cache.int.test.ts)', async () => {
    const first = await request(port, `/?rendered=${Date.now()}`, { host: 'swan-river-toyota.localhost' })
    const second = await request(port, `/?rendered=${Date.now()}-2`, { host: 'swan-river-toyota.localhost' })
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'miss'])
    const policy = String(first.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    // Next's own inline scripts carry the nonce, or the browser would block them.
    expect(first.body).toContain(`nonce="${nonce}"`)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // X-Frame-Options agrees with frame-ancestors 'none'.
    expect(first.headers['x-frame-options']).toBe('DENY')
  })

  it('the admin and the API send a Content-Security-Policy of their own, and nothing frames them', async () => {
    const admin = await request(port, '/admin/login', { host: 'localhost' })
    expect(admin.status).toBe(200)
    expect(admin.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(admin.headers['content-security-policy']).toContain("object-src 'none'")
    expect(admin.headers['x-frame-options']).toBe('DENY')
    for (const [host, path] of [['localhost', '/api/users/me'], ['swan-river-toyota.localhost', '/api/health'], ['localhost', '/api/tenants/not-a-site']]) {
      const response = await request(port, path!, { host })
      expect(response.headers['content-security-policy'], path).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
      expect(response.headers['x-frame-options'], path).toBe('DENY')
    }
  })

  it('HSTS goes out only over https, and never with includeSubDomains (a dealer’s other subdomains are not ours)', async () => {
    // This server has no trusted proxy in front (TRUSTED_PROXIES unset: 0) and no TLS: nothing here is https.
    // The https side is proved behind a trusted proxy (health-and-instances.int, the second instance).
    for (const host of ['swan-river-toyota.localhost', 'localhost']) {
      expect((await request(port, '/', { host })).headers['strict-transport-security'], host).toBeUndefined()
    }
  })

  it('with no trusted proxy in front, forwarded headers are not believed: no HSTS, no Secure cookie, and the cached page served after it carries no HSTS', async () => {
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'coastal-motors.localhost', 'x-forwarded-port': '443' }
    for (const host of ['swan-river-toyota.localhost', 'localhost']) {
      expect((await request(port, '/', { host, headers: forged })).headers['strict-transport-security'], host).toBeUndefined()
    }
    // A page first rendered for a request that claimed https, then served from the cache over plain http.
    const address = `/?after-forged-https=${Date.now()}`
    const first = await request(port, address, { host: 'swan-river-toyota.localhost', headers: forged })
    expect(first.headers['strict-transport-security']).toBeUndefined()
    const cached = await request(port, address, { host: 'swan-river-toyota.localhost' })
    expect(cached.headers['x-page-cache']).toBe('hit')
    expect(cached.headers['strict-transport-security']).toBeUndefined()
    const login = await request(port, '/api/users/login', { host: 'localhost', method: 'POST', headers: { 'content-type': 'application/json', ...forged }, body: JSON.stringify({ email: ADMIN_EMAIL, password: TEST_PASSWORD }) })
    expect(login.status).toBe(200)
    const cookie = login.headers['set-cookie']?.find((value) => value.startsWith('payload-token='))
    expect(cookie).toBeDefined()
    expect(cookie).not.toMatch(/;\s*Secure(;|$)/i)
  })

  it('the staff session cookie is httpOnly, and not Secure over plain http', async () => {
    const plain = await request(port, '/api/users/login', { host: 'localhost', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: TEST_PASSWORD }) })
    expect(plain.status).toBe(200)
    const cookie = plain.headers['set-cookie']?.find((value) => value.startsWith('payload-token='))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).not.toMatch(/;\s*Secure(;|$)/i)
  })
})
