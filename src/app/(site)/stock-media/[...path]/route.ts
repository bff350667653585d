import { readFile, stat } from 'node:fs/promises'

import { stockMediaFileOfEncoded } from '@/sites/stockMedia'

type Context = { params: Promise<{ path: string[] }> }

/** Stock photo names never change content (a new photo gets a new name), so browsers may keep them for a year. */
const CACHE = 'public, max-age=31536000, immutable'

/**
 * /stock-media/{file} and /stock-media/thumbs/{file}: the stock photos the
 * feeds point at, served from media/stock (MEDIA_DIR). Only image files
 * directly in that folder or its thumbs folder are served; nothing else of
 * the disk is reachable.
 *
 * The same on every host (the photos belong to no one site), so it lives
 * outside /sites/{host}: next/image's optimiser fetches its sources without
 * passing through the proxy that adds the host to the path.
 */
export async function GET(_request: Request, { params }: Context) {
  const found = stockMediaFileOfEncoded((await params).path)
  if (!found) return new Response('Not found', { status: 404 })
  const { file, type } = found
  try {
    const info = await stat(file)
    if (!info.isFile()) return new Response('Not found', { status: 404 })
    return new Response(new Uint8Array(await readFile(file)), { headers: { 'content-type': type, 'cache-control': CACHE, 'content-length': String(info.size) } })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
