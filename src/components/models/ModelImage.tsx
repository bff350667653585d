import type { Media } from '@/payload-types'

import styles from './ModelImage.module.css'

type Source = { url: string; width: number; height: number }

/** The slot the image fills (ModelHero.module.css): 40rem beside the model's figures from 64rem, else the page's column within its gutters. */
const slotSizes = (largest: number) => `(min-width: 64rem) min(40rem, ${largest}px), min(calc(100vw - 2 * clamp(1rem, 0.5rem + 2vw, 2rem)), ${largest}px)`

/**
 * The upload and those of its sizes with its shape (the model tile's 280 × 171
 * crop, the hero's 1600 px), smallest first. Crops of another shape (the 4:3
 * card) would change the picture between widths, so they stay out.
 */
export function modelImageSources(image: Media): Source[] {
  const all = [{ url: image.url, width: image.width, height: image.height }, image.sizes?.modelTile, image.sizes?.hero]
  const whole = all.filter((size): size is Source => Boolean(size?.url) && typeof size?.width === 'number' && typeof size?.height === 'number' && size.width > 0 && size.height > 0)
  const shape = image.width && image.height ? image.width / image.height : null
  const same = whole.filter((size) => shape === null || Math.abs(size.width / size.height - shape) / shape < 0.02)
  return [...new Map(same.map((size) => [size.width, size])).values()].sort((a, b) => a.width - b.width)
}

/**
 * A model's picture, sharp: the browser picks among the upload's own widths
 * for its slot, and the image is never drawn wider than its largest width, so
 * a small upload shows at its own size rather than stretched.
 */
export function ModelImage({ image }: { image: number | Media | null | undefined }) {
  if (!image || typeof image !== 'object') return null
  const found = modelImageSources(image)
  const largest = found.at(-1)
  if (!largest) return null
  return (
    <img
      className={styles.image}
      src={largest.url}
      srcSet={found.map((size) => `${size.url} ${size.width}w`).join(', ')}
      sizes={slotSizes(largest.width)}
      width={largest.width}
      height={largest.height}
      style={{ maxInlineSize: `min(100%, ${largest.width}px)` }}
      alt={image.alt ?? ''}
      fetchPriority="high"
    />
  )
}

/**
 * A model's tile on the models list: the 280 × 171 tile where the card is
 * that narrow, the larger widths of the same picture where it is wider (a
 * phone's single column), so the tile is never stretched.
 */
export function ModelTileImage({ image }: { image: number | Media | null | undefined }) {
  if (!image || typeof image !== 'object') return null
  const found = modelImageSources(image)
  const tile = image.sizes?.modelTile
  const first = tile?.url && tile.width && tile.height ? { url: tile.url, width: tile.width, height: tile.height } : found[0]
  if (!first) return null
  return (
    <img
      src={first.url}
      srcSet={found.map((size) => `${size.url} ${size.width}w`).join(', ')}
      sizes="(min-width: 80rem) 280px, (min-width: 64rem) 25vw, (min-width: 48rem) 50vw, 100vw"
      width={first.width}
      height={first.height}
      alt={image.alt ?? ''}
      loading="lazy"
      decoding="async"
    />
  )
}
