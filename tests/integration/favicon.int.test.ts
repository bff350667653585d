import http from 'node:http'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { api, logIn } from '../support/http'
import { ADMIN_EMAIL, TEST_PASSWORD } from '../support/testEnvironment'

const port = inject('serverPort')

type Icon = { status: number; type: string | undefined; headers: http.IncomingHttpHeaders; bytes: Buffer }

/** /favicon.ico (or another address) on a host, as bytes (the shared request helper reads text). */
function favicon(host: string, address = '/favicon.ico', headers: Record<string, string> = {}): Promise<Icon> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: address, headers: { host: `${host}:${port}`, ...headers } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], headers: response.headers, bytes: Buffer.concat(chunks) }))
      })
      .once('error', reject)
  })
}

/** A site's home page, as HTML. */
function homePage(host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/', headers: { host: `${host}:${port}` } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve(body))
    }).once('error', reject)
  })
}

/** The 32 px image inside an .ico, as sharp reads it. */
async function image32(ico: Buffer) {
  const count = ico.readUInt16LE(4)
  const entry = Array.from({ length: count }, (_, at) => 6 + 16 * at).find((at) => ico.readUInt8(at) === 32)!
  const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8))
  return { meta: await sharp(png).metadata(), stats: await sharp(png).stats() }
}

describe('each dealer site has its own favicon', () => {
  it('answers /favicon.ico with an icon made from the site’s logo, in 16, 32 and 48 px, different per site', async () => {
    const [swan, coastal] = await Promise.all([favicon('swan-river-toyota.localhost'), favicon('coastal-motors.localhost')])
    for (const site of [swan, coastal]) {
      expect(site.status).toBe(200)
      expect(site.type).toBe('image/x-icon')
      expect([site.bytes.readUInt16LE(0), site.bytes.readUInt16LE(2), site.bytes.readUInt16LE(4)]).toEqual([0, 1, 3])
      const { meta } = await image32(site.bytes)
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 32])
    }
    expect(swan.bytes.equals(coastal.bytes)).toBe(false)
    // Swan River Toyota's logo is Toyota red on white: the icon carries red.
    const { stats } = await image32(swan.bytes)
    expect(stats.channels[0]!.max).toBeGreaterThan(200)
    expect(stats.channels[1]!.min).toBeLessThan(80)
  })

  it('an unknown host has none', async () => {
    expect((await favicon('no-such-dealer.localhost')).status).toBe(404)
  })
})

describe('a site’s icon is made once per logo', () => {
  const SITE = 'sunshine-caravans'
  const HOST = `${SITE}.localhost`
  let payload: Payload
  let siteId: number
  let originalLogo: number | null

  const png = (width: number, height: number, colour: string) => sharp({ create: { width, height, channels: 4, background: colour } }).png().toBuffer()
  async function upload(width: number, height: number, colour: string) {
    const data = await png(width, height, colour)
    return payload.create({ collection: 'media', data: { alt: `logo ${width}x${height}`, tenant: siteId }, file: { data, mimetype: 'image/png', name: `favicon-${width}x${height}-${Date.now()}.png`, size: data.length }, overrideAccess: true })
  }
  const setLogo = (logo: number | null) => payload.update({ collection: 'tenants', id: siteId, data: { theme: { logo } }, overrideAccess: true })

  beforeAll(async () => {
    payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'tenants', where: { slug: { equals: SITE } }, depth: 0, overrideAccess: true, limit: 1 })
    siteId = docs[0]!.id
    originalLogo = (docs[0]!.theme?.logo as number | null | undefined) ?? null
  })

  afterAll(async () => {
    await setLogo(originalLogo)
    await payload.destroy()
  })

  it('the second request, and any query string, is served from the icon cache; long-lived with an ETag', async () => {
    await favicon(HOST)
    const again = await favicon(HOST)
    expect(again.status).toBe(200)
    expect(again.headers['x-icon-cache']).toBe('hit')
    expect(again.headers.etag).toBeTruthy()
    for (const query of ['?v=1', '?cache-buster=12345', '?v=other&x=y']) {
      const queried = await favicon(HOST, `/favicon.ico${query}`)
      expect(queried.headers['x-icon-cache'], query).toBe('hit')
      expect(queried.bytes.equals(again.bytes), query).toBe(true)
    }
    // A browser holding the icon asks again with its ETag: nothing is sent again.
    expect((await favicon(HOST, '/favicon.ico', { 'if-none-match': String(again.headers.etag) })).status).toBe(304)
  })

  it('the page links the icon with its logo’s version, which a browser and a CDN keep for a year', async () => {
    const page = await homePage(HOST)
    const link = /<link rel="icon" href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
    expect(link).toMatch(/^\/favicon\.ico\?v=[a-z0-9]+$/)
    const versioned = await favicon(HOST, link!)
    expect(versioned.headers['cache-control']).toMatch(/max-age=31536000/)
    expect(versioned.headers['cache-control']).toMatch(/immutable/)
    // An address of no current version is answered with the current icon, but not kept for long.
    expect((await favicon(HOST, '/favicon.ico?v=old')).headers['cache-control']).not.toMatch(/immutable/)
  })

  it('a phone saving the site to its home screen gets /apple-touch-icon.png: 180 px, opaque, from the logo, linked from the page and kept like the favicon', async () => {
    const page = await homePage(HOST)
    const link = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
    expect(link).toMatch(/^\/apple-touch-icon\.png\?v=[a-z0-9]+$/)
    const icon = await favicon(HOST, link!)
    expect([icon.status, icon.type]).toEqual([200, 'image/png'])
    expect(icon.headers['cache-control']).toMatch(/immutable/)
    const meta = await sharp(icon.bytes).metadata()
    // iOS paints a transparent icon's background black.
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false])
    // Drawn from the logo: not a blank white square.
    expect((await sharp(icon.bytes).stats()).isOpaque).toBe(true)
    expect((await sharp(icon.bytes).stats()).channels.some((channel) => channel.min < 200)).toBe(true)
    const coastal = await favicon('coastal-motors.localhost', '/apple-touch-icon.png')
    expect(coastal.bytes.equals(icon.bytes)).toBe(false)
    expect((await favicon('nobody.localhost', '/apple-touch-icon.png')).status).toBe(404)
  })

  it('a new logo makes a new icon at once, and the page links its new version', async () => {
    const before = await favicon(HOST)
    const blue = await upload(192, 96, '#1d4ed8')
    await setLogo(blue.id)
    // The server hears of the change by NOTIFY, within moments when it is another process.
    let after = await favicon(HOST)
    for (const started = Date.now(); after.bytes.equals(before.bytes) && Date.now() - started < 2_000; ) after = await favicon(HOST)
    expect(after.bytes.equals(before.bytes)).toBe(false)
    expect(after.headers['x-icon-cache']).toBe('miss')
    expect((await favicon(HOST)).headers['x-icon-cache']).toBe('hit')
  })

  it('a logo larger than 2000 px on its long side is refused, with a message beside the field', async () => {
    const huge = await upload(2400, 300, '#ffffff')
    const { token } = await logIn(port, ADMIN_EMAIL, TEST_PASSWORD)
    const refused = await api(port, `/api/tenants/${siteId}`, { token, method: 'PATCH', body: { theme: { logo: huge.id } } })
    expect(refused.status).toBe(400)
    const errors = refused.json<{ errors: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors
    expect(errors[0]?.data?.errors).toEqual([expect.objectContaining({ path: 'theme.logo', message: expect.stringMatching(/2000 px/) })])
    const fine = await upload(1200, 320, '#16a34a')
    expect((await api(port, `/api/tenants/${siteId}`, { token, method: 'PATCH', body: { theme: { logo: fine.id } } })).status).toBe(200)
    // Nor may the logo's own image be replaced by a file too large to be one.
    const data = await png(2400, 300, '#ffffff')
    const replaced = await payload
      .update({ collection: 'media', id: fine.id, data: {}, file: { data, mimetype: 'image/png', name: `favicon-replaced-${Date.now()}.png`, size: data.length }, overrideAccess: true })
      .then(() => null, (error: { data?: { errors?: { path: string; message: string }[] } }) => error)
    expect(replaced?.data?.errors).toEqual([expect.objectContaining({ path: 'file', message: expect.stringMatching(/logo.*2000 px/) })])
  })
})
