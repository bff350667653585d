import { readFile } from 'node:fs/promises'
import http from 'node:http'
import https from 'node:https'

import { photoSource } from '@/server/imageHosts'
import { pinnedLookup, publicAddressOf } from '@/server/publicAddress'

import { stockMediaFileOfUrl } from './stockMedia'

/** A photo host gets this long to send the whole photo before the PDF goes out without it. */
const PHOTO_TIMEOUT_MS = 3_000
/** A stock photo is a few hundred kilobytes; a larger answer is not one and is not read on. */
const PHOTO_MAX_BYTES = 8 * 1024 * 1024

/**
 * A photo from a configured stock photo host, over a connection to the
 * public address that was checked (never loopback or the private network),
 * with no redirects followed, within the time and size limits.
 */
async function remotePhoto(url: URL): Promise<Buffer> {
  const address = await publicAddressOf(url.hostname, 'photo')
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: pinnedLookup(address), signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) }, (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        reject(new Error(`The photo host answered HTTP ${response.statusCode}`))
        return
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > PHOTO_MAX_BYTES) request.destroy(new Error(`The photo is larger than ${PHOTO_MAX_BYTES / (1024 * 1024)} MB`))
        else chunks.push(chunk)
      })
      response.once('end', () => resolve(Buffer.concat(chunks)))
      response.once('error', reject)
    })
    request.once('error', reject)
  })
}

/** The bytes of a car's photo from where the server may fetch it (src/server/imageHosts.ts photoSource); throws when it cannot be had. */
export async function carPhotoBytes(photoUrl: string): Promise<Buffer> {
  const source = photoSource(photoUrl)
  if (!source) throw new Error(`Car photos are not fetched from ${photoUrl}`)
  if (source.kind === 'remote') return remotePhoto(source.url)
  const local = stockMediaFileOfUrl(source.path)
  if (!local) throw new Error(`${photoUrl} is not a stock photo`)
  return readFile(local.file)
}
