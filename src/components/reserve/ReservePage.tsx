import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Trail } from '@/components/content/PageHeader'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Icon } from '@/components/ui/Icon'
import type { Car } from '@/domain/car'
import { carFacts } from '@/domain/carFacts'
import { carIsReservable, reserveHref } from '@/domain/carPageButtons'
import { dollars } from '@/domain/money'
import { ACCEPTED_PAYMENTS, RESERVE_ERRORS, reservationDeposit, reservationNotice, reservationTerms } from '@/domain/reservation'
import type { RESERVE_ROUTE_NAMES } from '@/domain/site-settings'
import { firstValue, routeIsGated } from '@/domain/signIn'
import type { SiteCar } from '@/sites/carPage'
import type { CurrentSite } from '@/sites/currentSite'
import type { PageQuery } from '@/sites/sitePage'
import { currentShopper, shopperOrSignIn } from '@/sites/currentShopper'
import { getSiteCarPageContent } from '@/sites/data/carPageContent'

import styles from './ReservePage.module.css'
import { reservationByReference } from '@/sites/data/reservationByReference'


export const reservePageMetadata: Metadata = { title: 'Reserve online', robots: { index: false, follow: false } }

/**
 * Reserve online (issue 7): /cars/{slug}/checkout, or
 * /cars/{slug}/buy-online on the sites that name it so. The car, its deposit
 * and the site's terms, the payments strip, and a plain form that starts the
 * deposit payment (POST /api/reserve). Back from the payment page
 * (?reservation=…) it tells the shopper how it went. Sites that gate checkout
 * ask the shopper to sign in first.
 */
export async function ReservePage({ site, car, searchParams: query, route }: { site: CurrentSite; car: SiteCar['car']; searchParams: PageQuery; route: (typeof RESERVE_ROUTE_NAMES)[number] }) {
  const settings = site.resolvedSettings
  if (!settings.reserveOnline.enabled || settings.reserveOnline.routeName !== route) notFound()
  const path = reserveHref(car, settings)
  const shopper = routeIsGated('checkout', settings) ? await shopperOrSignIn(site.id, 'checkout', path) : await currentShopper(site.id)
  const facts = carFacts(car, settings)
  const title = [facts.title, facts.subtitle].filter(Boolean).join(' ')
  const reference = firstValue(query.reservation)
  const reservation = await reservationByReference(reference)
  const cancelled = firstValue(query.cancelled) !== undefined
  // A payment the shopper cancelled leaves its reservation pending: they are back at the form, told nothing was charged.
  const mine = reservation && reservation.siteId === site.id && reservation.carId === String(car.id ?? car.objectID) && !(cancelled && reservation.status === 'pending') ? reservation : null
  const errorKey = firstValue(query.error)
  const error = errorKey && Object.hasOwn(RESERVE_ERRORS, errorKey) ? RESERVE_ERRORS[errorKey as keyof typeof RESERVE_ERRORS] : null
  const content = await getSiteCarPageContent(site.id)

  if (mine) {
    const heldUntil = mine.heldUntil ? new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone: site.timeZone }).format(mine.heldUntil) : null
    const notice = reservationNotice(mine.status, heldUntil)
    return (
      <section className={styles.page} aria-labelledby="reserve-title">
        <Trail trail={[{ href: `/cars/${car.slug}`, label: title }]} />
        <h1 id="reserve-title">Reserve {title}</h1>
        <p className={`reserve-notice ${styles.notice} ${styles[notice.tone]}`} role="status">
          {notice.text}
        </p>
        <p className={styles.reference}>
          Reference: <code>{mine.reference.slice(0, 8).toUpperCase()}</code> · Deposit {dollars(mine.depositCents / 100)}
        </p>
        <p>
          <a href={`/cars/${car.slug}`}>Back to the car</a>
        </p>
      </section>
    )
  }

  const reservable = carIsReservable(car as Car, settings)
  return (
    <section className={styles.page} aria-labelledby="reserve-title">
      <Trail trail={[{ href: `/cars/${car.slug}`, label: title }]} />
      <h1 id="reserve-title">Reserve {title}</h1>
      {error ? (
        <p className={`${styles.notice} ${styles.danger}`} role="alert">
          {error}
        </p>
      ) : null}
      {cancelled ? <p role="status" className={`${styles.notice} ${styles.info}`}>Payment cancelled: nothing was charged, and the car is not reserved.</p> : null}
      <p className={styles.price}>{facts.price.text}</p>
      {reservable ? (
        <>
          <p className={styles.terms}>{reservationTerms(car, settings)}</p>
          {content.reserveOnlineText ? <p>{content.reserveOnlineText}</p> : null}
          <form method="post" action="/api/reserve" className={styles.form}>
            <input type="hidden" name="car_id" value={String(car.id ?? car.objectID)} />
            <Field label="Full name" htmlFor="reserve-name">
              <input id="reserve-name" name="name" required autoComplete="name" maxLength={80} />
            </Field>
            <Field label="Email address" htmlFor="reserve-email">
              <input id="reserve-email" type="email" name="email" required autoComplete="email" maxLength={254} defaultValue={shopper?.email ?? ''} />
            </Field>
            <Field label="Mobile number" htmlFor="reserve-phone">
              <input id="reserve-phone" type="tel" name="phone_number" required autoComplete="tel" inputMode="tel" maxLength={40} defaultValue={shopper?.phone ?? ''} />
            </Field>
            <Button type="submit" size="large" block>
              <Icon name="check" />
              Pay {dollars(reservationDeposit(car, settings))} deposit
            </Button>
          </form>
          <ul className={styles.payments} aria-label="We accept">
            {ACCEPTED_PAYMENTS.map((method) => (
              <li key={method}>
                <Badge>{method}</Badge>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p role="status" className={`${styles.notice} ${styles.warning}`}>
          {RESERVE_ERRORS.unavailable}
        </p>
      )}
      <p>
        <a href={`/cars/${car.slug}`}>Back to the car</a>
      </p>
    </section>
  )
}
