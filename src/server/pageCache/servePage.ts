import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import { normaliseHost } from '@/domain/host'
import { cachedPageContentSecurityPolicy } from '@/server/contentSecurityPolicy'

import { carsShown, hostSource, pageCacheKey, storableHeaders } from './cacheableRequest'
import type { CachedPage, CompressedBody, PageCache } from './pageCache'
import { inlineScriptHashes } from './scriptHashes'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * A stored page is compressed once and sent to many shoppers, so it is worth
 * a slower, smaller compression than a page rendered per request: brotli 9
 * and gzip 9, off the event loop.
 */
const STORED_BROTLI_QUALITY = 9
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compressedBody(html: Buffer): Promise<CompressedBody> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipped(html, { level: 9 }),
  ])
  return { br, gzip: gz }
}

function asBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.from(chunk as Uint8Array)
}

/** Keeps a copy of what Next writes, and stores it once the response has been sent in full. */
function keepWhenSent(response: ServerResponse, onSent: (body: Buffer) => void) {
  const chunks: Buffer[] = []
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null) chunks.push(asBuffer(chunk, rest[0]))
    return write(chunk, ...rest)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(asBuffer(chunk, rest[0]))
    return end(chunk, ...rest)
  }) as ServerResponse['end']
  // 'finish' means the whole response went out; a shopper who left half-way fires only 'close'.
  response.once('finish', () => onSent(Buffer.concat(chunks)))
}

function encodingFor(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

/**
 * Answers a cached page: its stored bytes in the encoding the browser
 * accepts, compressed once when it was stored (the first shoppers after that
 * wait the few milliseconds compression takes, rather than a render).
 */
async function sendCached(request: IncomingMessage, response: ServerResponse, page: CachedPage) {
  const encoding = encodingFor(request)
  const body = encoding ? (await page.compressed)[encoding] : page.body
  for (const [name, value] of page.headers) response.appendHeader(name, value)
  if (encoding) response.setHeader('content-encoding', encoding)
  response.setHeader('content-length', body.length)
  response.setHeader('x-page-cache', 'hit')
  response.statusCode = page.status
  response.end(body)
}

/**
 * What the cache keeps of a page sent in full, or null for one it must not
 * keep: its headers with a policy that allows its scripts by hash (the
 * rendered page's nonce was this response's alone), and its body compressed.
 */
function pageToStore(request: IncomingMessage, response: ServerResponse, html: Buffer): CachedPage | null {
  const headers = storableHeaders(response.statusCode, response.getHeaders())
  const host = normaliseHost(request.headers.host)
  const source = hostSource(request.headers.host)
  const policy = response.getHeader('content-security-policy')
  if (!headers || !host || !source || typeof policy !== 'string') return null
  const text = html.toString('utf8')
  const hashed = cachedPageContentSecurityPolicy(policy, inlineScriptHashes(text), source)
  const page: CachedPage = {
    status: response.statusCode,
    headers: headers.filter(([name]) => name !== 'x-page-cache').map(([name, value]): [string, string] => [name, name.toLowerCase() === 'content-security-policy' ? hashed : value]),
    body: html,
    compressed: compressedBody(html),
    host,
    cars: carsShown(text),
  }
  // Once compressed, hits take the buffers without waiting.
  ;(page.compressed as Promise<CompressedBody>).then(
    (compressed) => (page.compressed = compressed),
    (error: unknown) => console.error('A cached page could not be compressed', error),
  )
  return page
}

/**
 * Wraps Next's request handler with the page cache: a cacheable request is
 * answered from it when it holds the page, else rendered by Next (sent as it
 * streams) and kept for the next shopper. Everything else goes to Next as it came.
 */
export function withPageCache(cache: PageCache, next: RequestHandler, platformHosts: readonly string[]): RequestHandler {
  return async (request, response) => {
    const key = pageCacheKey(request, platformHosts)
    if (!key) return next(request, response)
    const cached = cache.get(key)
    if (cached) return sendCached(request, response, cached)
    const generation = cache.generation
    // The copy is taken before compression (compressResponses wraps the response first), so it is stored once in each encoding.
    response.setHeader('x-page-cache', 'miss')
    keepWhenSent(response, (html) => {
      const page = pageToStore(request, response, html)
      if (page) cache.store(key, page, generation)
    })
    return next(request, response)
  }
}
