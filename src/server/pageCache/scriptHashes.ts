import { createHash } from 'node:crypto'

/** An inline script: a `<script>` with no src, and its text exactly as sent (the bytes a browser hashes). */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP hash source of every inline script a page holds, in order of first
 * appearance and without repeats. A browser hashes a script's text as UTF-8,
 * so these match what it computes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}
