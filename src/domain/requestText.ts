/**
 * Text a request may carry. PostgreSQL stores no NUL byte and no malformed
 * UTF-8, and no form field or URL of ours needs a control character, so any
 * such text is refused with a message before it reaches a query. Tab, line
 * feed and carriage return stay allowed in bodies: a message has lines.
 */

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d])

/** The first C0 control character or DEL in the text; tab and line breaks count only when `breaks` is false (a URL has no lines). */
function firstControlCharacter(text: string, breaks: boolean): string | undefined {
  for (const character of text) {
    const code = character.codePointAt(0)!
    if ((code < 0x20 && !(breaks && LINE_BREAKS_AND_TAB.has(code))) || code === 0x7f) return character
  }
  return undefined
}

function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

/** What is wrong with a piece of text a person sent, or null when it is fine. */
export function textProblem(text: string, { breaks = true }: { breaks?: boolean } = {}): string | null {
  const control = firstControlCharacter(text, breaks)
  if (control !== undefined) return `holds a control character (${codePoint(control)})`
  if (!text.isWellFormed()) return 'holds a broken Unicode character (a lone surrogate)'
  return null
}

/** The first string (field name or value) anywhere in a parsed body that is not acceptable text, said with where it is; null when all are fine. */
export function badTextIn(value: unknown, where = ''): string | null {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem && `${where ? `"${where}"` : 'the body'} ${problem}`
  }
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${where}[${key}]` : where ? `${where}.${key}` : key
    const keyProblem = Array.isArray(value) ? null : textProblem(key)
    if (keyProblem) return `a field name ${keyProblem}`
    const found = badTextIn(item, path)
    if (found) return found
  }
  return null
}

/** A percent-encoded URL part, decoded; null when it is not UTF-8 (%ff, %c0%ae) or decodes to a control character. */
export function decodedUrlPart(part: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(part)
  } catch {
    return null
  }
  return textProblem(decoded, { breaks: false }) ? null : decoded
}

/**
 * Why a request's path and query cannot be served, or null when they can:
 * every path segment and every query name and value must decode to text
 * without control characters.
 */
export function urlProblem(pathname: string, search: string): string | null {
  if (pathname.split('/').some((segment) => decodedUrlPart(segment) === null)) {
    return 'The address holds a character that is not allowed (a control character or a broken %-escape). Check the link.'
  }
  const query = search.startsWith('?') ? search.slice(1) : search
  const parts = query ? query.split(/[&=]/) : []
  if (parts.some((part) => decodedUrlPart(part.replaceAll('+', ' ')) === null)) {
    return 'The query string holds a character that is not allowed (a control character or a broken %-escape). Check the link.'
  }
  return null
}
