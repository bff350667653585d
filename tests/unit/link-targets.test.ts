import type { Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { linkProblem } from '@/domain/links'
import { externalMenuLinks, menuLinkReport } from '@/domain/menuLinkCheck'
import type { MenuEntry } from '@/domain/menus'
import { sitePathProblem, withScheme } from '@/domain/linkTargets'
import { resolveSiteSettings } from '@/domain/site-settings'
import { probeLink } from '@/server/linkProbe'

const settings = resolveSiteSettings({})
const site = { pages: [{ slug: 'about-us', placement: 'site' as const }, { slug: 'buyers-tips', placement: 'content' as const }], settings }

describe('a link typed without https:// is kept, not dropped', () => {
  it.each([
    ['toyota.com.au', 'https://toyota.com.au'],
    ['www.toyota.com.au/rav4?x=1', 'https://www.toyota.com.au/rav4?x=1'],
    ['  shop.example.com.au:8443/a  ', 'https://shop.example.com.au:8443/a'],
    ['203.0.113.9/offers', 'https://203.0.113.9/offers'],
  ])('%j is saved as %j', (typed, stored) => {
    expect(withScheme(typed)).toBe(stored)
    expect(linkProblem(withScheme(typed))).toBeNull()
  })

  it.each(['/special-offers', 'https://example.com', 'mailto:a@b.com', 'special-offers', 'javascript:alert(1)', 'http://example.com'])('%j stays as typed, for the link rule to judge', (typed) => {
    expect(withScheme(typed)).toBe(typed)
  })
})

describe('an external link names a real host', () => {
  it.each(['https://summer-sale', 'https://localhost/a', 'https://shop.123', 'https://-bad-.com.au', 'https://ex_ample.com'])('%j is refused with why', (href) => {
    expect(linkProblem(href)).toMatch(/is not a web address such as www\.toyota\.com\.au/)
  })

  it.each(['https://www.toyota.com.au', 'https://xn--bcher-kva.example', 'https://127.0.0.1:8443/x', 'https://user@shop.example.com.au/'])('%j is a web address', (href) => {
    expect(linkProblem(href)).toBeNull()
  })
})

describe('a path of this site must be one the site answers', () => {
  it('a page the site does not have is refused with the page to add', () => {
    expect(sitePathProblem('/summer-sale-2026', site)).toBe('"/summer-sale-2026" is neither a page of this site nor a platform page: add a site page with slug "summer-sale-2026", or link elsewhere')
    expect(sitePathProblem('/pages/summer-sale', site)).toMatch(/add a content page with slug "summer-sale"/)
  })

  it("the site's own pages and the platform's routes answer, with a query or fragment", () => {
    for (const address of ['/about-us', '/pages/buyers-tips#top', '/special-offers', '/search/used-cars?refinementList[make][0]=Toyota', '/locations', '/', '/models/']) {
      expect(sitePathProblem(address, site), address).toBeNull()
    }
  })

  it('a platform path with a document after it answers (a model, a car, a location, a search by make)', () => {
    for (const address of ['/models/rav4', '/cars/abc-123', '/locations/perth', '/search/used-cars/toyota', '/blog/news/opening']) expect(sitePathProblem(address, site), address).toBeNull()
    expect(sitePathProblem('/models-of-2026', site)).not.toBeNull()
  })

  it('a search by a car type the site does not sell is refused with the setting that says so', () => {
    const usedOnly = { ...site, settings: { ...settings, carTypes: ['used' as const] } }
    expect(sitePathProblem('/search/new-cars', usedOnly)).toMatch(/searches new cars, which this site does not sell/)
  })
})

describe("the menu's link check lists failing links to other websites", () => {
  const menuSite = { domains: [{ domain: 'coastalmotors.com.au' }], settings: { ...settings, externalLinksBaseDomain: '' } }
  const entries: MenuEntry[] = [
    { label: 'Toyota', link: { kind: 'url', url: 'https://www.toyota.com.au' } },
    { label: 'Company', children: [{ label: 'Sell', link: { kind: 'dealer-site', dealerLink: 'sell-my-car', dealerPath: '/sell' } }, { label: 'Offers', link: { kind: 'route', route: 'special-offers' } }] },
  ]

  it('finds each link to another website, the dealer’s own site included, with its place in the menu', () => {
    expect(externalMenuLinks(entries, menuSite)).toEqual([
      { label: 'Toyota', url: 'https://www.toyota.com.au' },
      { label: 'Company › Sell', url: 'https://coastalmotors.com.au/sell' },
    ])
  })

  it('reports which failed, why, and when it checked', () => {
    const at = new Date('2026-12-06T02:30:00Z')
    const report = menuLinkReport(entries, menuSite, new Map([['https://www.toyota.com.au', null], ['https://coastalmotors.com.au/sell', 'answered HTTP 404']]), at)
    expect(report).toEqual({
      checkedAt: '2026-12-06T02:30:00.000Z',
      deadLinks: [],
      externalChecked: 2,
      failedExternal: [{ label: 'Company › Sell', url: 'https://coastalmotors.com.au/sell', problem: 'answered HTTP 404' }],
    })
  })
})

describe('trying an external link, on a local server (no internet needed)', () => {
  let secure: Server
  let silent: TcpServer
  let ca: string
  let dir: string
  const held: Socket[] = []
  const portOf = (server: Server | TcpServer) => (server.address() as AddressInfo).port

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'link-probe-'))
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
    ca = readFileSync(cert, 'utf8')
    secure = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
      if (req.url === '/moved') res.writeHead(301, { location: '/ok' }).end()
      else res.writeHead(req.url === '/ok' ? 200 : 404).end('page')
    })
    // Accepts the connection and never answers.
    silent = createTcpServer((socket) => held.push(socket))
    await Promise.all([secure, silent].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))))
    // Making the certificate's key takes a while on a busy machine.
  }, 30_000)

  afterAll(async () => {
    held.forEach((socket) => socket.destroy())
    await Promise.all([secure, silent].map((server) => new Promise((resolve) => server.close(resolve))))
    rmSync(dir, { recursive: true, force: true })
  })

  it('a page that answers, or redirects, passes; a missing page fails with its status', async () => {
    const base = `https://127.0.0.1:${portOf(secure)}`
    expect(await probeLink(`${base}/ok`, { allowPrivate: true, ca: [ca] })).toEqual({ url: `${base}/ok`, ok: true })
    expect((await probeLink(`${base}/moved`, { allowPrivate: true, ca: [ca] })).ok).toBe(true)
    expect(await probeLink(`${base}/summer-sale-2026`, { allowPrivate: true, ca: [ca] })).toEqual({ url: `${base}/summer-sale-2026`, ok: false, problem: 'answered HTTP 404' })
  })

  it('a link that does not answer within its time limit fails, saying so', async () => {
    const started = Date.now()
    const probe = await probeLink(`https://127.0.0.1:${portOf(silent)}/slow`, { allowPrivate: true, timeoutMs: 300 })
    expect(probe).toMatchObject({ ok: false, problem: 'did not answer within 0.3 seconds' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('a certificate nobody vouches for fails', async () => {
    expect(await probeLink(`https://127.0.0.1:${portOf(secure)}/ok`, { allowPrivate: true })).toMatchObject({ ok: false, problem: 'has no valid https certificate' })
  })

  it('a private address is not fetched unless allowed (a link check is no way into the private network)', async () => {
    expect((await probeLink(`https://127.0.0.1:${portOf(secure)}/ok`, { allowPrivate: false, ca: [ca] })).problem).toMatch(/private or reserved address/)
  })
})
