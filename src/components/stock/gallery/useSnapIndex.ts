'use client'

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Which slide of a horizontal scroll-snap strip is showing, read from its
 * scroll position (so a swipe, a trackpad or the keyboard all move it), and
 * a way to bring a slide into view. Each slide is the strip's full width.
 */
export function useSnapIndex(track: RefObject<HTMLElement | null>, count: number): [number, (next: number, behavior?: ScrollBehavior) => void] {
  const [index, setIndex] = useState(0)
  // The slide a smooth scroll we started is heading for: the positions it passes on the way are not the shopper's choice.
  const heading = useRef<number | null>(null)

  useEffect(() => {
    const strip = track.current
    if (!strip) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const showing = Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))))
        if (heading.current !== null && heading.current !== showing) return
        heading.current = null
        setIndex(showing)
      })
    }
    const onScrollEnd = () => {
      heading.current = null
      onScroll()
    }
    strip.addEventListener('scroll', onScroll, { passive: true })
    strip.addEventListener('scrollend', onScrollEnd)
    return () => {
      cancelAnimationFrame(frame)
      strip.removeEventListener('scroll', onScroll)
      strip.removeEventListener('scrollend', onScrollEnd)
    }
  }, [track, count])

  const goTo = useCallback(
    (next: number, behavior?: ScrollBehavior) => {
      const strip = track.current
      if (!strip || count === 0) return
      const target = Math.min(count - 1, Math.max(0, next))
      setIndex(target)
      heading.current = target
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      strip.scrollTo({ left: target * strip.clientWidth, behavior: behavior ?? (reduced ? 'instant' : 'smooth') })
    },
    [track, count],
  )

  return [index, goTo]
}
