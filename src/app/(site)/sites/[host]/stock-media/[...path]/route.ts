import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import { mediaDir } from '@collections/Media'

type Context = { params: Promise<{ host: string; path: string[] }> }

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.avif': 'image/avif' }
/** Stock photo names never change content (a new photo gets a new name), so browsers may keep them for a year. */
const CACHE = 'public, max-age=31536000, immutable'

/**
 * /stock-media/{file} and /stock-media/thumbs/{file}: the stock photos the
 * feeds point at, served from media/stock (MEDIA_DIR). Only image files
 * directly in that folder or its thumbs folder are served; nothing else of
 * the disk is reachable.
 */
export async function GET(_request: Request, { params }: Context) {
  const segments = (await params).path.map((segment) => decodeURIComponent(segment))
  const valid = segments.length >= 1 && segments.length <= 2 && (segments.length === 1 || segments[0] === 'thumbs') && segments.every((segment) => /^[a-z0-9][a-z0-9._-]*$/i.test(segment) && !segment.includes('..'))
  const type = TYPES[path.extname(segments.at(-1) ?? '').toLowerCase()]
  if (!valid || !type) return new Response('Not found', { status: 404 })
  const file = path.join(mediaDir, 'stock', ...segments)
  try {
    const info = await stat(file)
    if (!info.isFile()) return new Response('Not found', { status: 404 })
    return new Response(new Uint8Array(await readFile(file)), { headers: { 'content-type': type, 'cache-control': CACHE, 'content-length': String(info.size) } })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
