/** A script nonce for one response: a random UUID, base64 (what the proxy and the page cache put in each response). */
export function newScriptNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString('base64')
}

/**
 * Content-Security-Policy of public pages. Scripts run only with this
 * request's nonce (Next adds it to its own scripts); nothing may frame a
 * dealer page; workers only from our own code. Development adds 'unsafe-eval'
 * for React's dev tooling.
 */
export function contentSecurityPolicy(nonce: string, options: { development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ''}`,
    // Inline style attributes carry each site's theme colours.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The spam check's proof of work runs in workers the ALTCHA widget starts from blob: URLs of its own bundled code.
    // Chromium lets them through 'strict-dynamic' already; this says so for every browser rather than lean on that.
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
