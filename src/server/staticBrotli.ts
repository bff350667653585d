import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'

import { baselineHeaders } from './baselineHeaders'

const compress = promisify(brotliCompress)

/** Next's build output: content-hashed, so a file's bytes never change under its name. */
const STATIC_PATH = /^\/_next\/static\/[A-Za-z0-9_~.\-/]+\.(js|css)$/
const CONTENT_TYPES: Record<string, string> = { js: 'application/javascript; charset=utf-8', css: 'text/css; charset=utf-8' }

/**
 * Next's server compresses with gzip only. The framework's own scripts, which
 * every page loads, are about 130 KB gzipped and 110 KB with brotli at its
 * highest quality: this answers scripts and stylesheets of the build with
 * brotli to browsers that accept it. Each file is compressed once, in the
 * background on its first request (which Next answers meanwhile), and kept.
 */
export class StaticBrotli {
  private readonly compressed = new Map<string, Buffer>()
  private readonly compressing = new Set<string>()

  constructor(private readonly staticDir: string) {}

  /** True when it answered the request; false to leave it to Next. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return false
    const pathname = (request.url ?? '').split('?')[0]!
    const match = STATIC_PATH.exec(pathname)
    if (!match || pathname.includes('..')) return false
    const body = this.compressed.get(pathname)
    if (!body) {
      this.prepare(pathname)
      return false
    }
    for (const { key, value } of baselineHeaders()) response.setHeader(key, value)
    response.setHeader('content-type', CONTENT_TYPES[match[1]!]!)
    response.setHeader('cache-control', 'public, max-age=31536000, immutable')
    response.setHeader('content-encoding', 'br')
    response.setHeader('vary', 'Accept-Encoding')
    response.setHeader('content-length', body.length)
    response.end(request.method === 'HEAD' ? undefined : body)
    return true
  }

  private prepare(pathname: string) {
    if (this.compressing.has(pathname)) return
    this.compressing.add(pathname)
    const file = path.join(this.staticDir, pathname.slice('/_next/static/'.length))
    readFile(file)
      .then((bytes) => compress(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
      .then((body) => this.compressed.set(pathname, body))
      // A file that is not there is Next's to answer (404); it is tried again on its next request.
      .catch(() => undefined)
      .finally(() => this.compressing.delete(pathname))
  }
}
