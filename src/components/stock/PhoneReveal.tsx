'use client'

import { useEffect, useRef } from 'react'

import { pushEvent } from '@/components/analytics/dataLayer'
import { buttonClass } from '@/components/ui/Button'
import { phoneClickEvent, phoneRevealEvent, type EventCar } from '@/domain/analyticsEvents'

import styles from './PhoneReveal.module.css'

type Props = { carId: string; car: EventCar; number: string | null; masked: string | null; href: string | null; icon?: React.ReactNode }

/**
 * The dealer's number on a car page, masked until the shopper asks for it.
 * Revealing records a reveal (dataLayer and
 * /api/phone-reveals); a click on the number pushes the call event (id 25).
 * A <details> element reveals it without JavaScript too, so the number is
 * in the page: masking counts interest, it does not hide the number.
 */
export function PhoneReveal({ carId, car, number, masked, href, icon }: Props) {
  const revealed = useRef(false)
  useEffect(() => {
    if (!number) console.warn(`Car ${carId} has no phone number to show.`)
  }, [carId, number])
  if (!number || !href) return null

  const onToggle = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || revealed.current) return
    revealed.current = true
    pushEvent(phoneRevealEvent(car))
    void fetch('/api/phone-reveals', { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_id: carId }) }).catch(() => undefined)
  }

  return (
    <details className={`phone-reveal ${styles.reveal}`} onToggle={onToggle}>
      <summary className={buttonClass('secondary', { block: true })}>
        {icon}
        <span className={styles.masked}>{masked}</span> <span className={styles.action}>Show number</span>
      </summary>
      <a className={buttonClass('primary', { block: true })} href={href} onClick={() => pushEvent(phoneClickEvent(car))}>
        Call {number}
      </a>
    </details>
  )
}
