import { request } from './http'

/**
 * A breadth-first crawl of one dealer site over plain HTTP, from `/`: every
 * link of the site's own that a page's HTML holds, in its markup or in the
 * page's component data (a header dropdown draws its links only when it
 * opens, but they ride in the page's data). Reports each link that answers
 * 404 or 5xx, and each link to a search with no cars, with the page it was
 * found on.
 */

export type CrawlOptions = {
  port: number
  /** The Host header: `<slug>.localhost`. */
  host: string
  /** Distinct pages fetched at most; the links of `/` and of the first car page are always fetched. */
  maxPages?: number
  /** Pages fetched at most per kind of address (first path segment, and whether it has a query), so no one kind of page eats the budget. */
  maxPerKind?: number
  /** Requests in flight at once. */
  concurrency?: number
}

export type CrawlReport = { visited: string[]; offenders: string[]; carPages: number; searchPages: number }

const SKIPPED_PREFIXES = ['/admin', '/api', '/_next', '/stock-media', '/icons']
/** Files rather than pages: fetched for their status only, never read for links. */
const FILE = /\.(pdf|png|jpe?g|webp|svg|ico|xml|txt|webmanifest)$/i

/** A search's heading states its result count: "1,234 cars for sale", "0 vehicles for sale", "12 parts for sale". */
const RESULT_COUNT_HEADING = /<h1\b[^>]*>\s*((?:\d[\d,]*|No) [^<]* for sale)\s*<\/h1>/

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' }
const decodeEntities = (text: string) => text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!)

/** The site-relative addresses a page links to, without fragments, each once: `<a href>` in the markup and `"href":"/…"` in the component data. */
export function pageLinks(html: string, pagePath: string): string[] {
  const found = new Set<string>()
  const add = (raw: string) => {
    const href = raw.trim()
    if (!href || href.startsWith('#') || /^(mailto|tel|sms|javascript):/i.test(href)) return
    let url: URL
    try {
      url = new URL(href, `http://site${pagePath}`)
    } catch {
      return
    }
    if (url.host !== 'site' || SKIPPED_PREFIXES.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return
    found.add(`${url.pathname}${url.search}`)
  }
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) add(decodeEntities(match[1]!))
  // React's data for client components: JSON inside a JavaScript string, so its quotes come escaped and an & reads \u0026.
  for (const match of html.matchAll(/\\"href\\":\\"(\/(?:[^"\\]|\\u[0-9a-f]{4})*)\\"/g)) {
    add(match[1]!.replace(/\\u([0-9a-f]{4})/g, (_, code: string) => String.fromCharCode(parseInt(code, 16))))
  }
  return [...found]
}

/** Which quota an address counts against: /cars, /search?, /models … */
const kindOf = (path: string) => `${path.split('?')[0]!.split('/')[1] ?? ''}${path.includes('?') ? '?' : ''}`

type Fetched = { status: number; location?: string; html?: string }

async function fetchPage(options: CrawlOptions, path: string): Promise<Fetched> {
  const response = await request(options.port, path, { host: options.host, headers: { accept: 'text/html' } })
  const contentType = String(response.headers['content-type'] ?? '')
  const location = response.headers.location
  return { status: response.status, location: typeof location === 'string' ? location : undefined, html: contentType.includes('text/html') ? response.body : undefined }
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const maxPages = options.maxPages ?? 150
  const maxPerKind = options.maxPerKind ?? 12
  const concurrency = options.concurrency ?? 4
  const foundOn = new Map<string, string>([['/', '(start)']])
  const queue: { path: string; must: boolean }[] = [{ path: '/', must: true }]
  const perKind = new Map<string, number>()
  const visited: string[] = []
  const offenders: string[] = []
  let carPages = 0
  let searchPages = 0
  let sawCar = false

  const enqueue = (links: string[], from: string, must: boolean) => {
    for (const link of links) {
      if (foundOn.has(link)) continue
      foundOn.set(link, from)
      queue.push({ path: link, must })
    }
  }

  const visit = async (path: string) => {
    let fetched = await fetchPage(options, path)
    // A redirect within the site is followed (a search's canonical address, a sign-in); its target is what the link shows.
    for (let hops = 0; fetched.status >= 300 && fetched.status < 400 && fetched.location && hops < 5; hops++) {
      const target = new URL(fetched.location, `http://${options.host}:${options.port}${path}`)
      if (target.hostname !== options.host) return
      fetched = await fetchPage(options, `${target.pathname}${target.search}`)
    }
    const from = foundOn.get(path)!
    if (fetched.status === 404 || fetched.status >= 500) offenders.push(`${fetched.status} ${path} (linked from ${from})`)
    if (!fetched.html || FILE.test(path.split('?')[0]!)) return
    const heading = RESULT_COUNT_HEADING.exec(fetched.html)?.[1]
    if (heading !== undefined) {
      searchPages++
      const empty = /^(No|0) /.test(heading)
      if (empty) offenders.push(`no cars: ${path} reads "${decodeEntities(heading)}" (linked from ${from})`)
    }
    const isCar = path.startsWith('/cars/')
    if (isCar) carPages++
    // The home page's links (header, menus, footer, home blocks) and one car page's are all checked, whatever the budget.
    const must = path === '/' || (isCar && !sawCar)
    if (isCar) sawCar = true
    enqueue(pageLinks(fetched.html, path.split('?')[0]!), path, must)
  }

  const next = (): string | null => {
    while (queue.length > 0) {
      const { path, must } = queue.shift()!
      const kind = kindOf(path)
      const used = perKind.get(kind) ?? 0
      // A car page is let through until one is seen, so every crawl reads one.
      const carWanted = path.startsWith('/cars/') && !sawCar
      if (!must && !carWanted && (visited.length >= maxPages || used >= maxPerKind)) continue
      perKind.set(kind, used + 1)
      visited.push(path)
      return path
    }
    return null
  }

  // Breadth-first, a few requests at a time: a worker takes the next address in the queue as soon as it is free.
  let active = 0
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      for (let path = active < concurrency ? next() : null; path; path = active < concurrency ? next() : null) {
        active++
        visit(path)
          .then(() => {
            active--
            pump()
          })
          .catch(reject)
      }
      if (active === 0 && queue.length === 0) resolve()
    }
    pump()
  })
  return { visited, offenders, carPages, searchPages }
}
