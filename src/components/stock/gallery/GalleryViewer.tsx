'use client'

import Image from 'next/image'
import { useEffect, useRef } from 'react'

import { Modal } from '@/components/ui/Modal'

import { GalleryArrows } from './GalleryArrows'
import styles from './GalleryViewer.module.css'
import type { GalleryPhoto } from './galleryPhoto'
import { useSnapIndex } from './useSnapIndex'

type Props = { open: boolean; start: number; photos: readonly GalleryPhoto[]; title: string; onClose: (last: number) => void }

/**
 * The gallery's full-screen view, loaded on first use: each photo whole on a
 * dark stage, swiped or stepped with the arrows and arrow keys. It is a modal
 * dialog (src/components/ui/Modal): focus stays inside, Escape closes it and
 * focus goes back to the control that opened it. Closing hands the photo
 * last seen back to the gallery.
 */
export default function GalleryViewer({ open, start, photos, title, onClose }: Props) {
  const track = useRef<HTMLUListElement>(null)
  const [index, goTo] = useSnapIndex(track, photos.length)
  const count = photos.length

  // The dialog lays out once it is shown, in the same commit: move to the photo it opened on after that.
  useEffect(() => {
    if (!open) return
    const frame = requestAnimationFrame(() => goTo(start, 'instant'))
    return () => cancelAnimationFrame(frame)
  }, [open, start, goTo])

  // Left and Right step through the photos wherever focus is in the view (it starts on Close).
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (step === 0) return
      event.preventDefault()
      goTo(index + step)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, index, goTo])

  return (
    <Modal
      open={open}
      onClose={() => onClose(index)}
      placement="full"
      className={styles.viewer}
      title={
        <>
          <span className="visually-hidden">{title}: photo </span>
          <span data-testid="viewer-count">
            {index + 1} / {count}
          </span>
        </>
      }
    >
      <div className={styles.stage}>
        <ul ref={track} className={styles.track} tabIndex={0} aria-label={`Photos of the ${title}`}>
          {photos.map((photo, photoIndex) => (
            <li key={photo.src} className={styles.slide}>
              <Image
                className={styles.photo}
                src={photo.src}
                alt={`${title}, photo ${photoIndex + 1} of ${count}`}
                width={1600}
                height={1200}
                sizes="100vw"
                unoptimized={!photo.optimisable}
                loading={Math.abs(photoIndex - start) <= 1 ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
        <GalleryArrows index={index} count={count} goTo={goTo} classes={{ arrow: styles.arrow!, previous: styles.previous!, next: styles.next! }} />
      </div>
    </Modal>
  )
}
