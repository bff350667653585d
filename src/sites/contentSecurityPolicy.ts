/**
 * Content-Security-Policy of public pages. Scripts run only with this
 * request's nonce (Next adds it to its own scripts); nothing may frame a
 * dealer page. Development adds 'unsafe-eval' for React's dev tooling.
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
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
