import Image from 'next/image'
import Link from 'next/link'

import { buttonClass } from '@/components/ui/Button'
import { IMAGE_QUALITY } from '@/domain/constants'
import { blockLinkIsSafe } from '@/domain/blockLinks'
import type { ImageBannerBlock, Media } from '@/payload-types'

import type { BlockContext } from '../context'
import styles from './ImageBanner.module.css'

const OVERLAY_CLASS = { light: styles.light, medium: styles.medium, strong: styles.strong } as const

/**
 * Slides across the page, each an image under its title, subtitle and up to
 * two buttons. The box's height comes from CSS and the text alone, so the
 * image arriving moves nothing; when the banner opens the page, its first
 * image is the page's largest paint and loads first (next/image priority,
 * sized to the screen). More slides sit side by side in a scroll-snap strip.
 */
export function ImageBanner({ block, context }: { block: ImageBannerBlock; context: BlockContext }) {
  const slides = block.slides.filter((slide): slide is typeof slide & { image: Media } => typeof slide.image === 'object' && Boolean(slide.image?.url))
  if (slides.length === 0) return null
  const several = slides.length > 1
  return (
    <section className={`full-bleed block-image-banner ${styles.banner}`} aria-label={several ? 'Highlights' : undefined} aria-labelledby={several ? undefined : `${context.key}-slide-0`}>
      <ul className={several ? styles.track : styles.single} tabIndex={several ? 0 : undefined} aria-label={several ? `${slides.length} slides; scroll sideways for more` : undefined}>
        {slides.map((slide, at) => {
          const Heading = context.first && at === 0 ? 'h1' : 'h2'
          const first = context.first && at === 0
          const buttons = (slide.buttons ?? []).filter((button) => blockLinkIsSafe(button.href))
          return (
            <li key={slide.id ?? at} className={`${styles.slide} ${OVERLAY_CLASS[slide.overlay ?? 'medium']}`}>
              <Image
                className={styles.image}
                src={slide.image.url!}
                alt={slide.image.alt ?? ''}
                fill
                sizes="100vw"
                quality={IMAGE_QUALITY.carPhoto}
                {...(first ? { preload: true, fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const })}
              />
              <div className={`container ${styles.content}`}>
                <Heading id={`${context.key}-slide-${at}`} className={styles.title}>
                  {slide.title}
                </Heading>
                {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
                {buttons.length > 0 ? (
                  <p className={styles.buttons}>
                    {buttons.map((button, index) => (
                      <Link key={button.id ?? index} href={button.href} className={buttonClass(index === 0 ? 'primary' : 'secondary', { size: 'large', className: index === 0 ? styles.primary : styles.secondary })}>
                        {button.label}
                      </Link>
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
