import http from 'node:http'

import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'

const port = inject('serverPort')

/** /favicon.ico on a host, as bytes (the shared request helper reads text). */
function favicon(host: string): Promise<{ status: number; type: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/favicon.ico', headers: { host: `${host}:${port}` } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], bytes: Buffer.concat(chunks) }))
      })
      .once('error', reject)
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
