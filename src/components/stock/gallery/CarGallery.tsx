import Image from 'next/image'

import { IMAGE_QUALITY } from '@/domain/stockPhotos'

import styles from './CarGallery.module.css'
import { GalleryFrame } from './GalleryFrame'
import type { GalleryPhoto } from './galleryPhoto'

/**
 * The main photo's slot: from 1024 px the left column, three fifths of the
 * page's width less its gutters and gap (about 56% of the screen), at most
 * 44rem as the page stops at 80rem; below, the whole width.
 */
const SIZES = '(min-width: 64rem) min(56vw, 44rem), 100vw'

/**
 * The car page's gallery: a horizontal strip that snaps to each 4:3 photo, so
 * it swipes on touch (and scrolls) without JavaScript; the photo count,
 * arrows, thumbnails, arrow keys and the full-screen view come with the small
 * client frame. Only the first photo loads at once, at high priority: it is
 * the page's largest element.
 */
export function CarGallery({ photos, title }: { photos: readonly GalleryPhoto[]; title: string }) {
  const slides = photos.map((photo, index) => (
    <Image
      key={photo.src}
      className={styles.photo}
      src={photo.src}
      alt={photos.length > 1 ? `${title}, photo ${index + 1} of ${photos.length}` : title}
      width={800}
      height={600}
      quality={IMAGE_QUALITY.carPhoto}
      sizes={SIZES}
      unoptimized={!photo.optimisable}
      {...(index === 0 ? { preload: true, fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const })}
    />
  ))
  return <GalleryFrame slides={slides} photos={photos} title={title} />
}
