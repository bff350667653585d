/** A script nonce for one response: a random UUID, base64 (what the proxy and the page cache put in each response). */
export function newScriptNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64')
}

/**
 * What the public pages and the admin both allow beyond their scripts: their
 * own origin; inline style attributes (each site's theme colours, the
 * admin's layout); images also as data: and blob: URLs (upload previews);
 * workers from blob: URLs (the spam check's proof of work runs in workers the
 * ALTCHA widget starts from its own bundled code); nothing may frame them.
 */
const SHARED_DIRECTIVES = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
]

/**
 * Content-Security-Policy of public pages. Scripts run only with this
 * request's nonce (Next adds it to its own scripts). Development adds
 * 'unsafe-eval' for React's dev tooling.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ''}`,
    "font-src 'self'",
    ...SHARED_DIRECTIVES,
  ].join('; ')
}

/**
 * The admin's policy. Payload's admin is Next's pages without a per-request
 * nonce, so its inline scripts need 'unsafe-inline'; everything it loads and
 * calls is on its own origin.
 */
export function adminContentSecurityPolicy(options: { development: boolean }): string {
  return ["default-src 'self'", `script-src 'self' 'unsafe-inline'${options.development ? " 'unsafe-eval'" : ''}`, "font-src 'self' data:", ...SHARED_DIRECTIVES].join('; ')
}
