'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useCallback, useRef, useState } from 'react'

import styles from './CarGallery.module.css'
import { GalleryArrows } from './GalleryArrows'
import type { GalleryPhoto } from './galleryPhoto'
import { useSnapIndex } from './useSnapIndex'

// The full-screen view's code loads when the shopper first opens it.
const GalleryViewer = dynamic(() => import('./GalleryViewer'), { ssr: false })

type Props = { slides: React.ReactNode[]; photos: readonly GalleryPhoto[]; title: string }

/**
 * The gallery's interactive frame around the server-rendered photos: the
 * count ("1 / 8"), previous and next, the thumbnail strip, Left and Right
 * while the gallery has focus, and the full-screen view. The strip itself
 * scrolls and snaps natively, so swiping needs no code here: the count
 * follows the scroll position.
 */
export function GalleryFrame({ slides, photos, title }: Props) {
  const track = useRef<HTMLUListElement>(null)
  const [index, goTo] = useSnapIndex(track, photos.length)
  const [viewer, setViewer] = useState<{ open: boolean; start: number } | null>(null)
  const count = photos.length

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    goTo(index + step)
  }
  const openViewer = () => setViewer({ open: true, start: index })
  const closeViewer = useCallback(
    (last: number) => {
      setViewer((current) => (current ? { ...current, open: false } : current))
      // After the frame in which the page gets its scrollbar back: the strip's width changes with it.
      requestAnimationFrame(() => goTo(last, 'instant'))
    },
    [goTo],
  )

  return (
    <>
    <div className={styles.gallery} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <ul ref={track} className={styles.track} tabIndex={0} aria-label={`Photos of the ${title}`} data-testid="gallery-track">
          {slides.map((slide, slideIndex) => (
            <li key={photos[slideIndex]?.src ?? slideIndex} className={styles.slide} onClick={openViewer}>
              {slide}
            </li>
          ))}
        </ul>
        <GalleryArrows index={index} count={count} goTo={goTo} classes={{ arrow: styles.arrow!, previous: styles.previous!, next: styles.next! }} />
        <p className={styles.count} aria-live="polite" data-testid="gallery-count">
          <span className="visually-hidden">Photo </span>
          {index + 1} / {count}
        </p>
        <button type="button" className={styles.fullScreen} aria-label="View photos full screen" aria-haspopup="dialog" onClick={openViewer}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
          </svg>
        </button>
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} aria-label="Choose a photo">
          {photos.map((photo, thumbIndex) => (
            <li key={photo.src}>
              <button type="button" className={styles.thumbnail} aria-label={`Photo ${thumbIndex + 1} of ${count}`} aria-current={thumbIndex === index ? 'true' : undefined} onClick={() => goTo(thumbIndex)}>
                <img src={photo.thumbnail} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
    {/* Beside the gallery rather than in it, so the view's own keys do not also move the gallery behind it. */}
    {viewer ? <GalleryViewer open={viewer.open} start={viewer.start} photos={photos} title={title} onClose={closeViewer} /> : null}
    </>
  )
}
