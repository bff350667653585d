import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

import { normaliseHost } from '@/domain/host'
import { BROTLI_QUALITY } from '@/server/compressResponses'
import { newScriptNonce } from '@/server/contentSecurityPolicy'

import { carsShown, nonceOfPolicy, pageCacheKey, storableHeaders } from './cacheableRequest'
import type { PageCache } from './pageCache'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

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
 * Answers a cached page: the stored HTML with a fresh script nonce in place of
 * the one it was rendered with, in the body and the Content-Security-Policy
 * alike, so every response still carries a nonce no one has seen before.
 */
function sendCached(request: IncomingMessage, response: ServerResponse, page: NonNullable<ReturnType<PageCache['get']>>) {
  const nonce = newScriptNonce()
  const grouped = new Map<string, string[]>()
  for (const [name, value] of page.headers) grouped.set(name, [...(grouped.get(name) ?? []), value.replaceAll(page.nonce, nonce)])
  for (const [name, values] of grouped) response.setHeader(name, values.length === 1 ? values[0]! : values)
  const html = Buffer.from(page.body.replaceAll(page.nonce, nonce))
  const encoding = encodingFor(request)
  const body =
    encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }) : encoding === 'gzip' ? gzipSync(html) : html
  if (encoding) response.setHeader('content-encoding', encoding)
  response.setHeader('content-length', body.length)
  response.setHeader('x-page-cache', 'hit')
  response.statusCode = page.status
  response.end(body)
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
    // The copy is taken before compression (compressResponses wraps the response first), so each later answer can take its own nonce and encoding.
    response.setHeader('x-page-cache', 'miss')
    keepWhenSent(response, (body) => {
      const headers = storableHeaders(response.statusCode, response.getHeaders())
      const nonce = nonceOfPolicy(String(response.getHeader('content-security-policy') ?? ''))
      const host = normaliseHost(request.headers.host)
      if (!headers || !nonce || !host) return
      const html = body.toString('utf8')
      cache.store(key, { status: response.statusCode, headers: headers.filter(([name]) => name !== 'x-page-cache'), body: html, nonce, host, cars: carsShown(html) }, generation)
    })
    return next(request, response)
  }
}
