import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { FeedUnreadableError } from './feedReader'

/** A feed download may take this long before the import gives up. */
const DOWNLOAD_TIMEOUT_MS = 120_000

/**
 * A local file for a feed source: a path is used as it is; an http(s) URL is
 * downloaded to a temporary file (keeping its extension, which tells the
 * reader the format) and removed by `release`.
 */
export async function localFeedFile(source: string): Promise<{ file: string; release: () => Promise<void> }> {
  if (!/^https?:\/\//i.test(source)) return { file: source, release: async () => undefined }
  const url = new URL(source)
  const dir = await mkdtemp(path.join(tmpdir(), 'forecourt-feed-'))
  const file = path.join(dir, `feed${path.extname(url.pathname) || '.ndjson'}`)
  const release = () => rm(dir, { recursive: true, force: true })
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) })
    if (!response.ok || !response.body) throw new FeedUnreadableError(`${source}: the server answered ${response.status}`)
    await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file))
    return { file, release }
  } catch (error) {
    await release()
    throw error instanceof FeedUnreadableError ? error : new FeedUnreadableError(`${source}: could not be downloaded (${error instanceof Error ? error.message : String(error)})`)
  }
}
