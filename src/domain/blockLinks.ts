/**
 * Buttons in composed pages lead to a page of the same site or to an https
 * address; anything else (javascript:, protocol-relative //host, http) is
 * refused when the editor saves, and never rendered as a link.
 */
export function blockLinkProblem(href: string): string | null {
  if (/^\/(?![/\\])[^\s]*$/.test(href)) return null
  if (/^https:\/\/[^\s/]+(\/\S*)?$/.test(href)) return null
  return 'Use a path of this site such as /special-offers, or a full https:// address'
}

/** Whether a stored block link may be rendered as a link. */
export function blockLinkIsSafe(href: string | null | undefined): href is string {
  return typeof href === 'string' && blockLinkProblem(href) === null
}
