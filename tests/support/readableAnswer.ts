import type { HttpResponse } from './http'

/** A 4xx whose body a person can read: a JSON message, a short text, or a rendered page; never a stack trace. */
export function readable(response: HttpResponse): boolean {
  const type = String(response.headers['content-type'] ?? '')
  if (/\bat \S+ \(|\[object |TypeError|SyntaxError|URIError/.test(response.body)) return false
  if (type.includes('application/json')) {
    const body = JSON.parse(response.body) as { error?: unknown; message?: unknown; errors?: { message?: unknown }[] }
    const message = body.error ?? body.message ?? body.errors?.[0]?.message
    return typeof message === 'string' && message.length >= 8
  }
  if (type.includes('text/html')) return /<html/i.test(response.body)
  return response.body.trim().length >= 8 && response.body.length < 2000
}

/** Payload's words when it hides what went wrong: readable, but nothing a person can act on. */
const VAGUE = ['An unknown error occurred.', 'Something went wrong.']

/** Readable, and saying what was wrong rather than that something was. */
export function actionable(response: HttpResponse): boolean {
  return readable(response) && !VAGUE.some((vague) => response.body.includes(vague))
}

export function describeResponse(what: string, response: HttpResponse): string {
  return `${what} → ${response.status} ${String(response.headers['content-type'] ?? '')} ${response.body.slice(0, 200)}`
}
