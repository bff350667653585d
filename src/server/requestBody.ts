/**
 * The one way our routes read a request body: stop reading at the route's
 * size limit (a 30 MB body is refused after its first bytes, not held in
 * memory), and refuse text that is not UTF-8 or holds control characters
 * before any of it reaches a query. Each route words its answer in its own
 * shape; this says what was wrong and the status to give.
 */

import { badTextIn } from '@/domain/requestText'

export type BodyRefusal = { refused: true; status: 400 | 413; message: string }
export type FormOrJson = { refused: false; form: boolean; body: unknown }

function refusal(status: 400 | 413, message: string): BodyRefusal {
  return { refused: true, status, message }
}

function tooLarge(maxBytes: number): BodyRefusal {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`
  return refusal(413, `The request is too large: send at most ${size}.`)
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function isBodyRefusal(value: unknown): value is BodyRefusal {
  return typeof value === 'object' && value !== null && (value as BodyRefusal).refused === true
}

/** The body's bytes, or a 413 as soon as more than `maxBytes` have come (the rest is never read). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array | BodyRefusal> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as text: UTF-8 only, within `maxBytes`. Control characters are left to the caller (a signed body is kept as sent). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | BodyRefusal> {
  const bytes = await readBodyBytes(request, maxBytes)
  if (isBodyRefusal(bytes)) return bytes
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refusal(400, 'The request body is not UTF-8 text.')
  }
}

/** The body parsed as JSON, with every string in it acceptable text. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes)
  if (isBodyRefusal(text)) return text
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refusal(400, 'The request body is not valid JSON.')
  }
  const bad = badTextIn(body)
  return bad ? refusal(400, `${capitalised(bad)}: please remove it.`) : body
}

/** A plain HTML form's text fields (url-encoded or multipart) or a JSON body, within `maxBytes`. */
export async function readFormOrJsonBody(request: Request, maxBytes: number): Promise<FormOrJson | BodyRefusal> {
  const type = request.headers.get('content-type') ?? ''
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')
  if (!form) {
    const body = await readJsonBody(request, maxBytes)
    return isBodyRefusal(body) ? body : { refused: false, form, body }
  }
  const bytes = await readBodyBytes(request, maxBytes)
  if (isBodyRefusal(bytes)) return bytes
  let fields: Record<string, string>
  try {
    const data = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } }).formData()
    fields = Object.fromEntries([...data.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return refusal(400, 'The form could not be read.')
  }
  const bad = badTextIn(fields)
  return bad ? refusal(400, `${capitalised(bad)}: please remove it.`) : { refused: false, form, body: fields }
}
