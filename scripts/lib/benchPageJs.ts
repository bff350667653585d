/**
 * Our JavaScript beyond the framework's, per page type, gzipped as the
 * target measures it. The framework's floor is the baseline page's scripts
 * (Next's and React's root chunks, which every page loads); ours is every
 * other script a page runs on first load (scripts/lib/benchLayout.ts).
 */
import http from 'node:http'

import { BASELINE } from './benchLayout'

export type PageJs = { floorKb: number; ownKb: number; ownScripts: number }

/** Each script's gzipped size, asked of the server once per path. */
const gzipCache = new Map<string, Promise<number>>()

/** What one script weighs gzipped, asked of the server as a gzip-only browser would. */
function gzippedBytes(url: string, port: number): Promise<number> {
  const { hostname, pathname, search } = new URL(url)
  const key = pathname + search
  let size = gzipCache.get(key)
  if (!size) {
    size = new Promise<number>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: key,
            headers: { host: `${hostname}:${port}`, 'accept-encoding': 'gzip' },
          },
          (response) => {
            let bytes = 0
            response.on('data', (chunk: Buffer) => (bytes += chunk.length))
            response.on('end', () => resolve(bytes))
          },
        )
        .once('error', reject)
    })
    gzipCache.set(key, size)
  }
  return size
}

async function gzippedKb(urls: string[], port: number): Promise<number> {
  const sizes = await Promise.all(urls.map((url) => gzippedBytes(url, port)))
  return sizes.reduce((sum, size) => sum + size, 0) / 1024
}

/** For each site and page type (the baseline page left out): the framework's floor and our own scripts beyond it, gzipped. */
export async function pageJs(scripts: Map<string, Map<string, string[]>>, port: number): Promise<Map<string, Map<string, PageJs>>> {
  const result = new Map<string, Map<string, PageJs>>()
  for (const [site, byType] of scripts) {
    const floorScripts = byType.get(BASELINE) ?? []
    const floor = new Set(floorScripts.map((url) => new URL(url).pathname))
    const floorKb = await gzippedKb(floorScripts, port)
    const figures = new Map<string, PageJs>()
    for (const [type, urls] of byType) {
      if (type === BASELINE) continue
      const own = urls.filter((url) => !floor.has(new URL(url).pathname))
      figures.set(type, {
        floorKb,
        ownKb: await gzippedKb(own, port),
        ownScripts: own.length,
      })
    }
    result.set(site, figures)
  }
  return result
}
