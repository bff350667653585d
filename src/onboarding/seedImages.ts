import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

/**
 * Uploads an image file that sits beside a seed (SVG or PNG, rasterised to
 * PNG) into the site's media, once: the stored name carries a hash of the
 * source, so an unchanged file is recognised and reused on the next run.
 */
export async function seedImage(
  payload: Payload,
  options: { siteId: number; seedDir: string; file: string; alt: string; prefix: string; width: number },
): Promise<{ id: number; created: boolean }> {
  const source = await readFile(path.resolve(options.seedDir, options.file))
  const hash = createHash('sha256').update(source).update(String(options.width)).digest('hex').slice(0, 12)
  const stem = `${options.prefix}-${hash}`
  // Payload appends -1, -2 ... when a file of that name is already on disk, so match on the stem.
  const found = await payload.find({
    collection: 'media',
    where: { and: [{ tenant: { equals: options.siteId } }, { filename: { like: stem } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing) {
    if (existing.alt !== options.alt) await payload.update({ collection: 'media', id: existing.id, data: { alt: options.alt }, overrideAccess: true, context: { disableRevalidate: true } })
    return { id: existing.id, created: false }
  }
  const png = await sharp(source, { density: 192 }).resize({ width: options.width }).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: options.alt, tenant: options.siteId },
    file: { data: png, mimetype: 'image/png', name: `${stem}.png`, size: png.length },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return { id: media.id, created: true }
}
