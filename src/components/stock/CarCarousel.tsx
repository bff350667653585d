'use client'

import { useEffect, useEffectEvent, useRef, useState } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'

import { Button } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { carouselKeyDelta } from '@/domain/locations'

import styles from './CarCarousel.module.css'

/**
 * A row of car cards (the car page's similar or related cars): a scroll-snap
 * strip the shopper swipes or scrolls, with previous and next buttons and the
 * arrow keys moving it one card, as the locations carousel does (same keys,
 * buttons disabled at the ends). Scrolling is the browser's own, so every
 * card stays reachable by Tab and by touch. Until the page is interactive (or
 * without JavaScript) both buttons are disabled, as they cannot work yet; the
 * strip still scrolls. `moreHref`: a View all link beside the buttons, to the
 * search holding the rest.
 */
export function CarCarousel({ label, moreHref, children }: { label: string; moreHref?: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  // Two flags rather than one object, so a scroll that changes neither renders nothing.
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(true)

  function measure() {
    const list = track.current
    if (!list) return
    const start = list.scrollLeft <= 1
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1
    // A button that becomes disabled loses focus, so hand it to the other one.
    if (end && document.activeElement === next.current) previous.current?.focus()
    if (start && document.activeElement === previous.current) next.current?.focus()
    setAtStart(start)
    setAtEnd(end)
  }

  // The strip's width decides whether there is anywhere to go: measured once interactive and on every resize.
  const onResize = useEffectEvent(measure)
  useEffect(() => {
    const list = track.current
    if (!list) return
    onResize()
    const observer = new ResizeObserver(() => onResize())
    observer.observe(list)
    return () => observer.disconnect()
  }, [])

  function move(delta: number) {
    const list = track.current
    const [first, second] = list ? Array.from(list.children) : []
    if (!list || !(first instanceof HTMLElement)) return
    // One card and the gap after it.
    const step = second instanceof HTMLElement ? second.offsetLeft - first.offsetLeft : first.offsetWidth
    list.scrollBy({ left: delta * step })
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const delta = carouselKeyDelta(event.key)
    if (delta === 0) return
    event.preventDefault()
    move(delta)
  }

  return (
    <div className={`car-carousel ${styles.carousel}`} role="group" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <ul ref={track} className={`car-carousel-track ${styles.track}`} onScroll={measure}>
        {children}
      </ul>
      <div className={styles.controls}>
        {moreHref ? (
          <a href={moreHref} className={styles.more}>
            View all<span className="visually-hidden"> {label}</span>
          </a>
        ) : null}
        <Button ref={previous} variant="secondary" className={styles.arrow} aria-label={`Previous ${label}`} disabled={atStart} onClick={() => move(-1)}>
          <Icon name="chevronLeft" />
        </Button>
        <Button ref={next} variant="secondary" className={styles.arrow} aria-label={`Next ${label}`} disabled={atEnd} onClick={() => move(1)}>
          <Icon name="chevronRight" />
        </Button>
      </div>
    </div>
  )
}
