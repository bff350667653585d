/**
 * Host names: how a request's Host header becomes the key of a dealer site.
 * Pure functions; the proxy, the site layout and the media access rule all use them.
 */

/** Lowercase, without port, trailing dot or a leading `www.`; null when the value cannot be a host name. */
export function normaliseHost(raw: string | null | undefined): string | null {
  if (!raw) return null
  let host = raw.trim().toLowerCase()
  // An IPv6 literal keeps its brackets; only a trailing :port is removed.
  if (host.startsWith('[')) {
    const end = host.indexOf(']')
    if (end === -1) return null
    host = host.slice(0, end + 1)
  } else {
    host = host.replace(/:\d*$/, '')
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '')
  if (!host || host.length > 253) return null
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/.test(host)) return null
  return host
}

/** Normalises a domain typed by staff (it may carry a scheme, path or port). */
export function normaliseDomain(raw: string): string | null {
  const withoutScheme = raw.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  const hostPart = withoutScheme.split(/[/?#]/)[0] ?? ''
  return normaliseHost(hostPart)
}

/** The site slug a `{slug}.localhost` host names, so every site works locally without DNS. */
export function slugFromLocalhost(host: string): string | null {
  const match = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?)\.localhost$/.exec(host)
  return match?.[1] ?? null
}

/** Site slugs are DNS labels, so `{slug}.localhost` is always a valid host. */
export const SITE_SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

export type SiteLookup = { kind: 'slug'; slug: string } | { kind: 'domain'; domain: string }

/** How to find the site for a host, or null when the host is the platform's own (admin and API). */
export function siteLookupForHost(host: string, platformHosts: readonly string[]): SiteLookup | null {
  if (platformHosts.includes(host)) return null
  const slug = slugFromLocalhost(host)
  if (slug) return { kind: 'slug', slug }
  return { kind: 'domain', domain: host }
}

/** Platform hosts from a comma-separated setting; `localhost` and `127.0.0.1` are always included. */
export function parsePlatformHosts(setting: string | undefined): string[] {
  const configured = (setting ?? '')
    .split(',')
    .map((value) => normaliseHost(value))
    .filter((value): value is string => Boolean(value))
  return Array.from(new Set(['localhost', '127.0.0.1', ...configured]))
}

/** The admin runs on a local host name: sites are then reached at {slug}.localhost on the admin's port. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')
}

/**
 * A site's public origin as seen from the admin at `adminHostHeader` (its
 * Host header, port included): `http://{slug}.localhost:{port}` when the
 * admin runs locally or the site has no domain yet, else https on the
 * site's first domain. Previews and the dashboard's "View my site" use it.
 */
export function siteOrigin(site: { slug: string; domains?: readonly { domain?: string | null }[] | null }, adminHostHeader: string): string {
  const adminHost = normaliseHost(adminHostHeader) ?? 'localhost'
  const port = adminHostHeader.match(/:(\d+)$/)?.[1]
  const domain = site.domains?.[0]?.domain
  return isLocalHost(adminHost) || !domain ? `http://${site.slug}.localhost${port ? `:${port}` : ''}` : `https://${domain}`
}
