'use client'

import { useEffect, useState } from 'react'

import { MAP_TILE_PROBE } from '@/domain/locationMap'

/** Past this, a map that has not loaded is taken as one that will not. */
const MAP_PATIENCE_MS = 8000

/**
 * The location's framed map over a plain panel that says where the location
 * is and links to the full map. Should the map's server be out of reach
 * (offline, blocked by a network, down), the frame goes and the panel is what
 * the shopper sees, rather than the browser's error page inside the frame.
 */
export function LocationMap({ src, title, className, children }: { src: string; title: string; className?: string; children: React.ReactNode }) {
  const [reachable, setReachable] = useState(true)
  useEffect(() => {
    const probe = new Image()
    const giveUp = window.setTimeout(() => setReachable(false), MAP_PATIENCE_MS)
    probe.onload = () => window.clearTimeout(giveUp)
    probe.onerror = () => {
      window.clearTimeout(giveUp)
      setReachable(false)
    }
    probe.src = MAP_TILE_PROBE
    return () => window.clearTimeout(giveUp)
  }, [])
  return (
    <div className={className} data-map={reachable ? 'framed' : 'unavailable'}>
      {children}
      {reachable ? <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-popups" /> : null}
    </div>
  )
}
