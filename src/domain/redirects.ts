/**
 * Redirects from a dealer's old website: each old path answers 301 with its
 * new address. A rule list is checked on save so no shopper (or search
 * engine) is sent round in a loop or through a chain of hops.
 */

export type Redirect = { from: string; to: string }
export type RedirectProblem = { from: string; message: string }

/** How many redirects a site may import in one file; an old site's sitemap rarely has more. */
export const REDIRECT_IMPORT_LIMIT = 5_000

/**
 * The key an old path is matched by: lowercase (old sites were mostly
 * case-blind), no trailing slash, no query or fragment. Null when the value
 * is not a path.
 */
export function redirectSourceKey(value: string | null | undefined): string | null {
  const path = value?.trim() ?? ''
  if (!path.startsWith('/') || path.startsWith('//') || /[\s?#]/.test(path)) return null
  const key = path.toLowerCase().replace(/\/+$/, '')
  return key || null
}

/** The message beside the old path field, or true. */
export function redirectSourceProblem(value: string | null | undefined): true | string {
  if (redirectSourceKey(value)) return true
  return "Enter the old site's path, starting with / and without ?… or #…, e.g. /used-cars/toyota-hilux-2019. The home page / cannot be redirected."
}

/** The message beside the new address field, or true: a path on this site, or a full http(s) address. */
export function redirectTargetProblem(value: string | null | undefined): true | string {
  const target = value?.trim() ?? ''
  if (target.startsWith('/') && !target.startsWith('//') && !/\s/.test(target)) return true
  try {
    const url = new URL(target)
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')) return true
  } catch {
    // Not an address: the message below.
  }
  return 'Enter a path on this site such as /cars/toyota-hilux, or a full address starting with https://'
}

/** The source key a target reaches on the same site, or null for another site's address. */
function targetKey(to: string, ownHosts: readonly string[]): string | null {
  if (to.startsWith('/')) return redirectSourceKey(to.split(/[?#]/)[0])
  try {
    const url = new URL(to)
    return ownHosts.includes(url.hostname.toLowerCase().replace(/^www\./, '')) ? redirectSourceKey(url.pathname) : null
  } catch {
    return null
  }
}

/**
 * What is wrong with a site's redirects: an old path listed twice, a path
 * sent to itself or round a loop, and a chain (a path sent to another old
 * path that redirects again), which should point at the last stop directly.
 * `ownHosts` are the site's own domains, so a full address back onto the
 * site counts as a path.
 */
export function redirectProblems(redirects: readonly Redirect[], ownHosts: readonly string[] = []): RedirectProblem[] {
  const problems: RedirectProblem[] = []
  const next = new Map<string, string | null>()
  for (const { from, to } of redirects) {
    const key = redirectSourceKey(from)
    if (!key) continue
    if (next.has(key)) problems.push({ from, message: `${from} is listed twice; keep one.` })
    else next.set(key, targetKey(to, ownHosts))
  }
  for (const { from } of redirects) {
    const key = redirectSourceKey(from)
    if (!key || problems.some((problem) => problem.from === from)) continue
    const path = [key]
    let hop = next.get(key) ?? null
    while (hop !== null && next.has(hop) && !path.includes(hop)) {
      path.push(hop)
      hop = next.get(hop) ?? null
    }
    if (hop !== null && path.includes(hop)) {
      problems.push({ from, message: `${[...path, hop].join(' → ')} goes round in a loop; send one of them to a page that exists.` })
    } else if (path.length > 1) {
      const last = redirects.find((rule) => redirectSourceKey(rule.from) === path[path.length - 1])?.to
      problems.push({ from, message: `${path.join(' → ')} → ${last} is a chain; send ${from} straight to ${last}.` })
    }
  }
  return problems
}

export type RedirectRows = { redirects: Redirect[]; rejected: { line: number; message: string }[] }

/**
 * Redirects from a CSV's rows (old path, new address), as an SEO agency's
 * sheet has them: a first row of headings is skipped, and each bad row is
 * named by its line with the reason.
 */
export function redirectsFromRows(rows: readonly (readonly string[])[]): RedirectRows {
  const result: RedirectRows = { redirects: [], rejected: [] }
  rows.forEach((row, index) => {
    const line = index + 1
    const [from = '', to = ''] = row.map((cell) => cell.trim())
    if (!from && !to) return
    if (index === 0 && !from.startsWith('/')) return
    const source = redirectSourceProblem(from)
    const target = redirectTargetProblem(to)
    if (source !== true) result.rejected.push({ line, message: `${from || 'The old path'}: ${source}` })
    else if (target !== true) result.rejected.push({ line, message: `${to || 'The new address'}: ${target}` })
    else result.redirects.push({ from, to })
  })
  return result
}

/** The new address for a requested path, or null: matched by its key, the query kept when the target has none. */
export function redirectFor(redirects: ReadonlyMap<string, string>, pathname: string, search: string): string | null {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A broken escape matches nothing decoded; the raw path is tried.
  }
  const key = redirectSourceKey(decoded)
  const target = key ? redirects.get(key) : undefined
  if (!target) return null
  return search && !target.includes('?') ? `${target}${search}` : target
}
