'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { CarForm } from './formCar'
import type { CarFormSettings, FormCar } from './formCar'

type Props = {
  form: Extract<CarForm, 'quick-enquiry' | 'request-photos'>
  car: FormCar
  settings: CarFormSettings
  dealerName: string
  labelledBy: string
  /** The form as the server drew it (CarFormShell), shown until the real one has loaded. */
  children: React.ReactNode
}

/** How far below the fold the section's form starts loading, so it is there when the shopper arrives. */
const LOAD_AHEAD = '200px'

// Fetched when the section nears the screen: react-hook-form, zod and the schemas stay out of the car page's first download.
const CarLeadForm = lazy(() => import('./CarLeadForm'))

/**
 * The car page's enquiry section form: Quick Enquiry, or Request Photos when
 * a card's link asked for it (src/domain/enquiry.ts). The server's drawing of
 * the form holds its place until the real form loads, as the section nears
 * the screen, and then gives way to it without moving anything.
 */
export function CarEnquirySection({ children, ...props }: Props) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = anchor.current
    if (!target) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setNear(true)
        observer.disconnect()
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={anchor} aria-busy={near ? undefined : true}>
      {near ? (
        <Suspense fallback={children}>
          <CarLeadForm {...props} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  )
}
