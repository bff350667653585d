import { preload } from 'react-dom'

import { buttonClass } from '@/components/ui/Button'
import { linkIsSafe } from '@/domain/links'
import { linkFindsCars } from '@/domain/searchPaths'
import type { ImageBannerBlock, Media } from '@/payload-types'
import { stockedCarTypes } from '@/sites/stockedCarTypes'

import type { BlockContext } from '../context'
import styles from './ImageBanner.module.css'

/**
 * The slide image's sources: Payload's own sizes of the upload (card 640 px, hero 1600 px) and the original.
 * Uploads are served per site host through Payload's access check, which Next's image optimiser cannot
 * pass (it fetches without the shopper's host), so the sizes Payload made on upload make the srcset.
 */
function slideSources(image: Media): { src: string; srcSet: string } {
  // The original first, so that a size of the same width (WebP, a tenth of a PNG's bytes) replaces it.
  const candidates = [{ url: image.url, width: image.width }, image.sizes?.card, image.sizes?.hero]
    .filter((size): size is { url: string; width: number } => Boolean(size?.url) && typeof size?.width === 'number')
  const unique = [...new Map(candidates.map((size) => [size.width, size])).values()].sort((a, b) => a.width - b.width)
  return { src: image.sizes?.hero?.url ?? image.url!, srcSet: unique.map((size) => `${size.url} ${size.width}w`).join(', ') }
}

const OVERLAY_CLASS = { light: styles.light, medium: styles.medium, strong: styles.strong } as const

/**
 * Slides across the page, each an image under its title, subtitle and up to
 * two buttons. The box's height comes from CSS and the text alone, so the
 * image arriving moves nothing; when the banner opens the page, its first
 * image is the page's largest paint and loads first (next/image priority,
 * sized to the screen). More slides sit side by side in a scroll-snap strip.
 * A button to a search by car type shows while the site has such cars.
 */
export async function ImageBanner({ block, context }: { block: ImageBannerBlock; context: BlockContext }) {
  const slides = block.slides.filter((slide): slide is typeof slide & { image: Media } => typeof slide.image === 'object' && Boolean(slide.image?.url))
  if (slides.length === 0) return null
  const stocked = await stockedCarTypes()
  const several = slides.length > 1
  return (
    <section className={`full-bleed block-image-banner ${styles.banner}`} aria-label={several ? 'Highlights' : undefined} aria-labelledby={several ? undefined : `${context.key}-slide-0`}>
      <ul className={several ? styles.track : styles.single} tabIndex={several ? 0 : undefined} aria-label={several ? `${slides.length} slides; scroll sideways for more` : undefined}>
        {slides.map((slide, at) => {
          const Heading = context.first && at === 0 ? 'h1' : 'h2'
          const first = context.first && at === 0
          const buttons = (slide.buttons ?? []).filter((button) => linkIsSafe(button.href) && linkFindsCars(button.href, stocked))
          return (
            <li key={slide.id ?? at} className={`${styles.slide} ${OVERLAY_CLASS[slide.overlay ?? 'medium']}`}>
              <BannerImage image={slide.image} first={first} />
              <div className={`container ${styles.content}`}>
                <Heading id={`${context.key}-slide-${at}`} className={styles.title}>
                  {slide.title}
                </Heading>
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                {buttons.length > 0 ? (
                  <p className={styles.buttons}>
                    {buttons.map((button, index) => (
                      <a key={button.id ?? index} href={button.href} className={buttonClass(index === 0 ? 'primary' : 'secondary', { size: 'large', className: index === 0 ? styles.primary : styles.secondary })}>
                        {button.label}
                      </a>
                    ))}
                  </p>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** A slide's image across the slide; the opening one preloaded at high priority (the page's largest paint). */
function BannerImage({ image, first }: { image: Media; first: boolean }) {
  const { src, srcSet } = slideSources(image)
  if (first) preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: '100vw', fetchPriority: 'high' })
  return (
    <img
      className={styles.image}
      src={src}
      srcSet={srcSet}
      sizes="100vw"
      alt={image.alt ?? ''}
      {...(first ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  )
}
