import type { Media } from '@/payload-types'

import styles from './HeroImage.module.css'

/** A page's banner image, when it has one; the focal point set in the admin decides the crop. */
export function HeroImage({ image }: { image: number | Media | null | undefined }) {
  if (!image || typeof image !== 'object' || !image.url) return null
  const hero = image.sizes?.hero
  const position = `${image.focalX ?? 50}% ${image.focalY ?? 50}%`
  return (
    <img
      className={styles.hero}
      src={hero?.url ?? image.url}
      width={hero?.width ?? image.width ?? undefined}
      height={hero?.height ?? image.height ?? undefined}
      alt={image.alt ?? ''}
      style={{ objectPosition: position }}
    />
  )
}
