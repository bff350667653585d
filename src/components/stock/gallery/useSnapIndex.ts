'use client'

import { useCallback, useEffect, useState, type RefObject } from 'react'

/**
 * Which slide of a horizontal scroll-snap strip is showing, read from its
 * scroll position (so a swipe, a trackpad or the keyboard all move it), and
 * a way to bring a slide into view. Each slide is the strip's full width.
 */
export function useSnapIndex(track: RefObject<HTMLElement | null>, count: number): [number, (next: number, behavior?: ScrollBehavior) => void] {
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const strip = track.current
    if (!strip) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setIndex(Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))))))
    }
    strip.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      strip.removeEventListener('scroll', onScroll)
    }
  }, [track, count])

  const goTo = useCallback(
    (next: number, behavior?: ScrollBehavior) => {
      const strip = track.current
      if (!strip || count === 0) return
      const target = Math.min(count - 1, Math.max(0, next))
      setIndex(target)
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      strip.scrollTo({ left: target * strip.clientWidth, behavior: behavior ?? (reduced ? 'instant' : 'smooth') })
    },
    [track, count],
  )

  return [index, goTo]
}
