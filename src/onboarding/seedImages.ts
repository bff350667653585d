import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { SEED_DATA_IMAGE } from './seedFields'

type Stored = { id: number; created: boolean }

/** The bytes of a seed's image: a data: URL's own, or a file's beside the seed. */
export async function readSeedImage(seedDir: string, file: string): Promise<Buffer> {
  const inline = SEED_DATA_IMAGE.exec(file)
  if (inline) return Buffer.from(inline[2]!, 'base64')
  return readFile(path.resolve(seedDir, file))
}

export function seedImageMimeType(file: string): 'image/png' | 'image/svg+xml' {
  return file.endsWith('.png') || file.startsWith('data:image/png') ? 'image/png' : 'image/svg+xml'
}

/**
 * Stores an image (SVG or PNG source, rasterised to PNG `width` px wide) in
 * the site's media, once: the stored name carries a hash of the source and
 * its alt text, so an unchanged image is recognised and reused on the next
 * run. The alt text is part of it because it says what the picture shows
 * where it is used: two offers drawn alike get a picture each, each with its
 * own words, rather than one picture under the last offer's name.
 */
export async function storeSeedImage(
  payload: Payload,
  options: { siteId: number; source: Buffer; alt: string; prefix: string; width: number },
  req?: PayloadRequest,
): Promise<Stored> {
  const hash = createHash('sha256').update(options.source).update(String(options.width)).update(options.alt).digest('hex').slice(0, 12)
  const stem = `${options.prefix}-${hash}`
  // Payload appends -1, -2 ... when a file of that name is already on disk, so match on the stem.
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ tenant: { equals: options.siteId } }, { filename: { like: stem } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true, req,
  })
  const existing = found.docs[0]
  if (existing) return { id: existing.id, created: false }
  const png = await sharp(options.source, { density: 192 }).resize({ width: options.width }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: options.alt, tenant: options.siteId },
    file: { data: png, mimetype: 'image/png', name: `${stem}.png`, size: png.length },
    overrideAccess: true, req,
    context: { disableRevalidate: true },
  })
  return { id: media.id, created: true }
}

/** Uploads an image file that sits beside a seed into the site's media, once (see storeSeedImage). */
export async function seedImage(
  payload: Payload,
  options: { siteId: number; seedDir: string; file: string; alt: string; prefix: string; width: number },
  req?: PayloadRequest,
): Promise<Stored> {
  const source = await readSeedImage(options.seedDir, options.file)
  return storeSeedImage(payload, { siteId: options.siteId, source, alt: options.alt, prefix: options.prefix, width: options.width }, req)
}
