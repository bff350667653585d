import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'

import { describe, expect, inject, it } from 'vitest'

import { request } from '../support/http'

const port = inject('serverPort')

function getBytes(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: `swan-river-toyota.localhost:${port}`, ...headers } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .once('error', reject)
  })
}

describe('scripts and stylesheets in brotli', () => {
  it('a browser that accepts brotli gets the framework’s scripts in it, the same bytes once decompressed, cached for good', async () => {
    const home = await request(port, '/', { host: 'swan-river-toyota.localhost' })
    const scripts = [...home.body.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    const script = scripts[0]!
    const plain = await getBytes(script)
    expect(plain.status).toBe(200)

    let answer = await getBytes(script, { 'accept-encoding': 'gzip, deflate, br' })
    // The first request starts the compression in the background and is answered by Next meanwhile.
    for (const started = Date.now(); answer.headers['content-encoding'] !== 'br' && Date.now() - started < 5_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      answer = await getBytes(script, { 'accept-encoding': 'gzip, deflate, br' })
    }
    expect(answer.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(answer.body).equals(plain.body)).toBe(true)
    expect(answer.body.length).toBeLessThan(plain.body.length / 2)
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a file the build does not have is still a 404', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const missing = await getBytes('/_next/static/chunks/no-such-chunk.js', { 'accept-encoding': 'br' })
      expect(missing.status).toBe(404)
      expect(missing.headers['content-encoding']).not.toBe('br')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })
})
