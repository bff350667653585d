'use client'

import { useEffect, useRef, useState } from 'react'

import { useHydrated } from '../useHydrated'
import type { CarForm } from './CarLeadForm'
import type { CarFormSettings, FormCar } from './formCar'
import { LazyCarLeadForm } from './LazyCarLeadForm'

type Props = { form: Extract<CarForm, 'quick-enquiry' | 'request-photos'>; car: FormCar; settings: CarFormSettings; dealerName: string; labelledBy: string }

/** How far below the fold the section's form starts loading, so it is there when the shopper arrives. */
const LOAD_AHEAD = '200px'

/**
 * The car page's enquiry section form: Quick Enquiry, or Request Photos when
 * a card's link asked for it (src/domain/enquiry.ts). Without JavaScript the
 * section keeps its phone number and contact link; with it, the form loads
 * as the section nears the screen.
 */
export function CarEnquirySection(props: Props) {
  return useHydrated() ? <FormWhenNear {...props} /> : null
}

function FormWhenNear(props: Props) {
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
  return <div ref={anchor}>{near ? <LazyCarLeadForm {...props} /> : null}</div>
}
