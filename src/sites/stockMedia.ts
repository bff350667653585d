import path from 'node:path'

import { mediaDir } from '@collections/Media'
import { STOCK_MEDIA_PATH } from '@/domain/stockPhotos'
import { decodedUrlPart } from '@/domain/requestText'


const TYPES: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.avif': 'image/avif' }

/**
 * The file behind /stock-media/{file} or /stock-media/thumbs/{file}, in
 * media/stock (MEDIA_DIR), and its type; null for anything else, so no other
 * part of the disk is reachable.
 */
export function stockMediaFile(segments: string[]): { file: string; type: string } | null {
  const valid =
    segments.length >= 1 &&
    segments.length <= 2 &&
    (segments.length === 1 || segments[0] === 'thumbs') &&
    segments.every((segment) => /^[a-z0-9][a-z0-9._-]*$/i.test(segment) && !segment.includes('..'))
  const type = TYPES[path.extname(segments.at(-1) ?? '').toLowerCase()]
  return valid && type ? { file: path.join(mediaDir, 'stock', ...segments), type } : null
}

/** stockMediaFile of still percent-encoded path segments; null when one does not decode (%ff) or decodes to a control character. */
export function stockMediaFileOfEncoded(encoded: string[]): { file: string; type: string } | null {
  const segments = encoded.map(decodedUrlPart)
  return segments.every((segment) => segment !== null) ? stockMediaFile(segments) : null
}

/** The file of a stock photo URL when it is one of ours (/stock-media/...), else null. */
export function stockMediaFileOfUrl(url: string): { file: string; type: string } | null {
  if (!url.startsWith(`${STOCK_MEDIA_PATH}/`)) return null
  return stockMediaFileOfEncoded(url.slice(STOCK_MEDIA_PATH.length + 1).split('/'))
}
