/**
 * Which outside hosts stock photos may come from, for next/image's
 * optimiser. Feeds usually point at the stock provider's CDN; the deployment
 * names it in STOCK_IMAGE_HOSTS (comma-separated origins, e.g.
 * "https://cdn.example.com,https://*.imgix.net"). Nothing else is fetched.
 */
export type ImageHost = { protocol: 'http' | 'https'; hostname: string; pathname: '/**' }

export function parseImageHosts(text: string | undefined): ImageHost[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(https?):\/\/([a-z0-9*.-]+)\/?$/i.exec(entry)
      if (!match) throw new Error(`STOCK_IMAGE_HOSTS: "${entry}" is not an origin such as https://cdn.example.com`)
      return { protocol: match[1]!.toLowerCase() as 'http' | 'https', hostname: match[2]!.toLowerCase(), pathname: '/**' }
    })
}

function hostMatches(pattern: string, hostname: string): boolean {
  if (!pattern.includes('*')) return pattern === hostname
  const expression = pattern.replace(/\./g, '\\.').replace(/\*\*/g, '.+').replace(/(?<!\.)\*(?!\+)/g, '[^.]+')
  return new RegExp(`^${expression}$`).test(hostname)
}

/**
 * Whether next/image may optimise this photo: our own paths always, an
 * outside URL only from a configured host. Anything else is shown as it is
 * rather than broken by the optimiser's refusal.
 */
export function imageIsOptimisable(src: string, hosts: readonly ImageHost[] = parseImageHosts(process.env.STOCK_IMAGE_HOSTS)): boolean {
  if (src.startsWith('/')) return !src.startsWith('//')
  try {
    const url = new URL(src)
    return hosts.some((host) => `${host.protocol}:` === url.protocol && hostMatches(host.hostname, url.hostname.toLowerCase()))
  } catch {
    return false
  }
}
