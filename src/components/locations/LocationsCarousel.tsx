'use client'

import { Children, useRef, useState, useSyncExternalStore } from 'react'
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react'

import { canGoNext, canGoPrevious, carouselKeyDelta, carouselLayout, carouselStep } from '@/domain/locations'

import styles from './LocationsCarousel.module.css'

// Keep in step with the `width < 48em` media query in LocationsCarousel.module.css.
const WIDE_QUERY = '(min-width: 48em)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/**
 * Paging (translate + inert) only happens on wide screens once hydrated: the
 * server render stays a plain list of every card, and on narrow screens
 * swiped-to cards must stay usable.
 */
function useWide(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_QUERY).matches, () => false)
}

/** The 'Our Locations' carousel; each child is one location card. */
export function LocationsCarousel({ label, children }: { label: string; children: ReactNode[] }) {
  const slides = Children.toArray(children)
  const count = slides.length
  const { swipeHint, centred, columns } = carouselLayout(count)
  const wide = useWide()
  // Narrow screens show one card at a time, so every card is a start position there.
  const windowSize = wide ? columns : 1
  const positions = Math.max(1, count - windowSize + 1)
  const [requested, setRequested] = useState(0)
  // Clamped on read: the window widens on resize and the cards may change.
  const index = Math.min(requested, positions - 1)
  const track = useRef<HTMLUListElement>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  // Only a swipe (touch, pen, mouse or wheel on the strip) moves the dots with the scroll:
  // the scroll events of an arrow's smooth scroll can outlive it (the next click starts a new
  // one before the last one ends), and following them would move the dots back.
  const swiping = useRef(false)

  function show(target: number) {
    const list = track.current
    const active = document.activeElement
    if (list && wide) {
      // A focused card leaving the window turns inert, which would drop focus to the page.
      const focusedSlide = Array.from(list.children).findIndex((slide) => slide.contains(active))
      if (focusedSlide >= 0 && (focusedSlide < target || focusedSlide >= target + columns)) list.focus()
    }
    // A button that becomes disabled loses focus, so hand it to the other arrow.
    if (active === next.current && !canGoNext(target, positions)) previous.current?.focus()
    if (active === previous.current && !canGoPrevious(target)) next.current?.focus()
    swiping.current = false
    setRequested(target)
    const slide = list?.children[target]
    const first = list?.children[0]
    if (list && !wide && slide instanceof HTMLElement && first instanceof HTMLElement) {
      list.scrollTo({ left: slide.offsetLeft - first.offsetLeft })
    }
  }

  function startSwipe() {
    swiping.current = true
  }

  function onScroll() {
    const list = track.current
    if (wide || !list || !swiping.current) return
    // Follow the user's swipe so the dots and arrows match the card in view.
    const origin = list.children[0] instanceof HTMLElement ? list.children[0].offsetLeft : 0
    const offsets = Array.from(list.children, (slide) => (slide instanceof HTMLElement ? slide.offsetLeft - origin : 0))
    const nearest = offsets.reduce(
      (best, left, n) => (Math.abs(left - list.scrollLeft) < Math.abs((offsets[best] ?? 0) - list.scrollLeft) ? n : best),
      0,
    )
    setRequested(Math.min(nearest, positions - 1))
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const delta = carouselKeyDelta(event.key)
    if (delta === 0) return
    event.preventDefault()
    show(carouselStep(index, delta, positions))
  }

  const trackStyle: CSSProperties & Record<'--columns' | '--index', number> = { '--columns': columns, '--index': index }
  const trackClass = [styles.track, wide && styles.paged, centred && styles.centred].filter(Boolean).join(' ')

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel} onKeyDown={onKeyDown}>
      {swipeHint && <p className={styles.swipeHint}>Swipe</p>}
      <div className={styles.viewport}>
        <ul
          ref={track}
          tabIndex={-1}
          className={trackClass}
          style={trackStyle}
          onScroll={onScroll}
          onPointerDown={startSwipe}
          onTouchStart={startSwipe}
          onWheel={startSwipe}
        >
          {slides.map((slide, n) => (
            <li
              // A slide is a position (its label and window membership depend on n), not a card identity.
              key={n}
              aria-roledescription="slide"
              aria-label={`${n + 1} of ${count}`}
              className={styles.slide}
              inert={wide && (n < index || n >= index + columns)}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button
          ref={previous}
          type="button"
          className={styles.arrow}
          aria-label="Previous locations"
          disabled={!canGoPrevious(index)}
          onClick={() => show(carouselStep(index, -1, positions))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {Array.from({ length: positions }, (_, n) => (
            <button
              key={n}
              type="button"
              className={styles.dot}
              aria-label={`Show location ${n + 1}`}
              aria-current={n === index ? 'true' : undefined}
              onClick={() => show(n)}
            />
          ))}
        </div>
        <button
          ref={next}
          type="button"
          className={styles.arrow}
          aria-label="Next locations"
          disabled={!canGoNext(index, positions)}
          onClick={() => show(carouselStep(index, 1, positions))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  )
}
