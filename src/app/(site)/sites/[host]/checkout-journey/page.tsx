import type { Metadata } from 'next'

import { PageHeader } from '@/components/content/PageHeader'
import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { isAvailable } from '@/domain/car'
import { carFacts } from '@/domain/carFacts'
import { carIsReservable, reserveHref } from '@/domain/carPageButtons'
import { routeIsGated } from '@/domain/signIn'
import { dollars } from '@/domain/money'
import { reservationDeposit } from '@/domain/reservation'
import { siteCar, type SiteCar } from '@/sites/carPage'
import { currentShopper, shopperOrSignIn } from '@/sites/currentShopper'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './CheckoutJourney.module.css'

export const metadata: Metadata = { title: 'Buy online', robots: { index: false, follow: false } }

/**
 * /checkout-journey?car_id={slug}: buying a used car
 * online, on sites flagged for it (settings `checkoutJourney`). The journey's
 * steps, each a page the site already has: reserve with a deposit, finance,
 * the trade-in, then the dealer arranges the paperwork and delivery. Any
 * other car (new, demo, sold) or site is 404. Gated like checkout.
 */
const page = sitePage<object, SiteCar & { slug: string }>({
  load: async ({ site, origin, searchParams }) => {
    const slug = searchParams.car_id
    if (typeof slug !== 'string') return null
    const found = await siteCar(site, origin, slug)
    const settings = site.resolvedSettings
    if (!found || !settings.checkoutJourney || found.car.car_type !== 'used' || !isAvailable(found.car)) return null
    return { ...found, slug }
  },
  render: CheckoutJourneyPage,
})

export default page.Page

async function CheckoutJourneyPage({ site, car, slug }: SitePageContext<object> & SiteCar & { slug: string }) {
  const settings = site.resolvedSettings
  const path = `/checkout-journey?car_id=${encodeURIComponent(slug)}`
  const shopper = routeIsGated('checkout', settings) ? await shopperOrSignIn(site.id, 'checkout', path) : await currentShopper(site.id)
  const facts = carFacts(car, settings)
  const id = encodeURIComponent(String(car.id ?? car.objectID))
  return (
    <section className={parts.panel} aria-labelledby="checkout-journey-title">
      <PageHeader id="checkout-journey-title" title={`Buy the ${facts.title} online`} trail={[{ href: `/cars/${car.slug}`, label: facts.title }]} lead={shopper ? `Signed in as ${shopper.email}` : undefined} />
      <p className={parts.price}>{facts.price.text}</p>
      <ol className={styles.steps}>
        <li>
          {carIsReservable(car, settings) ? (
            <a href={reserveHref(car, settings)}>Reserve it with a {dollars(reservationDeposit(car, settings))} deposit</a>
          ) : (
            <span>Reserve it: this car is already reserved.</span>
          )}
        </li>
        {settings.finance.hideEstimates ? null : (
          <li>
            <a href={`/finance?car_id=${id}&car_type=used#finance-form`}>Arrange finance</a>
          </li>
        )}
        <li>
          <a href={`/cars/trade-in?car_id=${id}`}>Value your trade-in</a>
        </li>
        <li>We call you to finish the paperwork and arrange delivery or pick-up.</li>
      </ol>
      <p className={parts.actions}>
        <a className={buttonClass('secondary')} href={`/cars/${car.slug}`}>
          Back to the car
        </a>
      </p>
    </section>
  )
}
