import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'

const port = inject('serverPort')
const host = 'coastal-motors.localhost'

beforeAll(async () => {
  const dir = path.join(inject('mediaDir'), 'stock', 'thumbs')
  mkdirSync(dir, { recursive: true })
  const image = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#884422' } }).webp().toBuffer()
  writeFileSync(path.join(inject('mediaDir'), 'stock', 'ute-red-front34.webp'), image)
  writeFileSync(path.join(dir, 'ute-red-front34.webp'), image)
})

describe('stock photos', () => {
  it('are served from media/stock on every site host, cached for a year', async () => {
    for (const file of ['/stock-media/ute-red-front34.webp', '/stock-media/thumbs/ute-red-front34.webp']) {
      const response = await request(port, file, { host })
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toContain('immutable')
    }
  })

  it('go through next/image’s optimiser on a site host', async () => {
    const response = await request(port, '/_next/image?url=%2Fstock-media%2Fute-red-front34.webp&w=640&q=75', { host, headers: { accept: 'image/webp,*/*' } })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
  })

  it('nothing else of the disk is reachable', async () => {
    for (const file of ['/stock-media/..%2F..%2Fpackage.json', '/stock-media/%2E%2E/payload-secret', '/stock-media/thumbs/../../x.webp', '/stock-media/missing.webp', '/stock-media/a/b/c.webp', '/stock-media/notes.txt']) {
      expect((await request(port, file, { host })).status, file).toBe(404)
    }
  })
})
