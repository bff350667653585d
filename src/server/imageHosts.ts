/**
 * Which outside hosts stock photos may come from, for next/image's
 * optimiser. Feeds usually point at the stock provider's CDN; the deployment
 * names it in STOCK_IMAGE_HOSTS (comma-separated origins, e.g.
 * "https://cdn.example.com,https://*.imgix.net"). Nothing else is fetched.
 */

import { STOCK_MEDIA_PATH } from '../domain/stockPhotos'

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
  return stockImageHostUrl(src, hosts) !== null
}

/** The URL when it is on a configured stock photo host (its protocol, no port, no credentials), else null. */
function stockImageHostUrl(src: string, hosts: readonly ImageHost[]): URL | null {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return null
  }
  if (url.port !== '' || url.username !== '' || url.password !== '') return null
  return hosts.some((host) => `${host.protocol}:` === url.protocol && hostMatches(host.hostname, url.hostname.toLowerCase())) ? url : null
}

export type PhotoSource = { kind: 'stock-media'; path: string } | { kind: 'remote'; url: URL }

/**
 * Where the server itself may fetch a car photo from (the car PDF): our own
 * stock media path, read from disk, or a configured stock photo host. A feed's
 * URL to anywhere else (loopback, the private network, any other host) is
 * never fetched; the PDF goes out without the photo.
 */
export function photoSource(src: string, hosts: readonly ImageHost[] = parseImageHosts(process.env.STOCK_IMAGE_HOSTS)): PhotoSource | null {
  if (src.startsWith(`${STOCK_MEDIA_PATH}/`)) return { kind: 'stock-media', path: src }
  if (src.startsWith('/')) return null
  const url = stockImageHostUrl(src, hosts)
  return url ? { kind: 'remote', url } : null
}
