import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { badTextIn, decodedUrlPart, textProblem, urlProblem } from '@/domain/requestText'
import { databaseInputProblem } from '@/server/databaseInputErrors'
import { readFormOrJsonBody, readJsonBody } from '@/server/requestBody'

describe('text a request may carry', () => {
  it('refuses control characters and lone surrogates, naming the character; keeps tabs and line breaks', () => {
    expect(textProblem('a\u0000b')).toBe('holds a control character (U+0000)')
    expect(textProblem('bell\u0007')).toBe('holds a control character (U+0007)')
    expect(textProblem('\ud800')).toMatch(/broken Unicode/)
    expect(textProblem('Line one\r\nLine two\tend 🚗 Ünïcødé')).toBeNull()
  })

  it('finds the first bad string anywhere in a body, keys included, and says where', () => {
    expect(badTextIn({ form: 'enquiry', lead: { message: 'hi\u0000' } })).toBe('"lead.message" holds a control character (U+0000)')
    expect(badTextIn({ list: ['ok', 'x\u001b'] })).toBe('"list[1]" holds a control character (U+001B)')
    expect(badTextIn({ ['k\u0000']: 1 })).toBe('a field name holds a control character (U+0000)')
    expect(badTextIn('\u0000')).toBe('the body holds a control character (U+0000)')
    expect(badTextIn({ a: 1, b: [true, null, 'fine'] })).toBeNull()
  })

  it('decodes URL parts safely: broken escapes and control characters are null, never a thrown URIError', () => {
    for (const part of ['%ff', '%c0%ae', '%e0%80', '%', '%zz', '%00', 'a%0d%0ab', '%7f']) expect(decodedUrlPart(part)).toBeNull()
    expect(decodedUrlPart('2024-toyota%20hilux')).toBe('2024-toyota hilux')
    expect(decodedUrlPart('%F0%9F%9A%97')).toBe('🚗')
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      expect(() => decodedUrlPart(text)).not.toThrow()
    }))
  })

  it('says what is wrong with a path or a query string', () => {
    expect(urlProblem('/api/test-payment/%00', '')).toMatch(/^The address holds a character that is not allowed/)
    expect(urlProblem('/cars/%ff', '')).toMatch(/^The address/)
    expect(urlProblem('/api/pages', '?where[title][equals]=a%00b')).toMatch(/^The query string holds a character that is not allowed/)
    expect(urlProblem('/api/pages', '?where%5Btitle%5D=%c0%ae')).toMatch(/^The query string/)
    expect(urlProblem('/cars/2024-toyota-hilux', '?utm_source=a+b&x=%F0%9F%9A%97')).toBeNull()
    expect(urlProblem('/', '')).toBeNull()
  })
})

describe('the shared body reader', () => {
  const post = (body: BodyInit, type = 'application/json') => new Request('http://site.localhost/api/x', { method: 'POST', body, headers: { 'content-type': type } })
  /** A body of `size` bytes sent as a stream, with no Content-Length to trust. */
  const streamed = (size: number) => {
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close()
        const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(0x78)
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    return { request: new Request('http://site.localhost/api/x', { method: 'POST', body: stream, duplex: 'half' } as RequestInit), sent: () => sent }
  }

  it('stops reading at the limit and answers 413, whatever the Content-Length says', async () => {
    const { request, sent } = streamed(30 * 1024 * 1024)
    expect(await readJsonBody(request, 16 * 1024)).toEqual({ refused: true, status: 413, message: 'The request is too large: send at most 16 KB.' })
    expect(sent()).toBeLessThan(1024 * 1024)
    expect(await readJsonBody(post('x'.repeat(100), 'application/json'), 64)).toMatchObject({ status: 413 })
  })

  it('refuses bytes that are not UTF-8, JSON that does not parse and control characters, with 400 and a message', async () => {
    expect(await readJsonBody(post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d])), 1024)).toEqual({ refused: true, status: 400, message: 'The request body is not UTF-8 text.' })
    expect(await readJsonBody(post('{"a":'), 1024)).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' })
    expect(await readJsonBody(post('{"car_id":"a\\u0000b"}'), 1024)).toEqual({ refused: true, status: 400, message: '"car_id" holds a control character (U+0000): please remove it.' })
    expect(await readFormOrJsonBody(post('outcome=pay%00', 'application/x-www-form-urlencoded'), 1024)).toMatchObject({ status: 400, message: '"outcome" holds a control character (U+0000): please remove it.' })
  })

  it('reads good JSON and forms', async () => {
    expect(await readJsonBody(post('{"car_id":"12","note":"two\\nlines"}'), 1024)).toEqual({ car_id: '12', note: 'two\nlines' })
    expect(await readFormOrJsonBody(post('outcome=pay&x=%F0%9F%9A%97', 'application/x-www-form-urlencoded'), 1024)).toEqual({ refused: false, form: true, body: { outcome: 'pay', x: '🚗' } })
  })
})

describe('database errors caused by the request', () => {
  it('are found through wrapping errors and worded for a person', () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    expect(databaseInputProblem(new Error('Failed query', { cause: nul }))).toMatch(/NUL byte or malformed UTF-8/)
    expect(databaseInputProblem({ originalError: Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code: '22P02' }) })).toMatch(/a word where an id number belongs/)
    expect(databaseInputProblem(Object.assign(new Error('x'), { code: '22012' }))).toMatch(/cannot be used for its field/)
  })

  it('leave every other error alone', () => {
    expect(databaseInputProblem(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }))).toBeNull()
    expect(databaseInputProblem(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull()
    expect(databaseInputProblem(new Error('plain'))).toBeNull()
  })
})
