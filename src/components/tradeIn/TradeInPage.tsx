import { leadFormDefaults } from '@/domain/leads/leadDefaults'
import { latestModelYear } from '@/domain/tradeIn/valuationRequest'
import { siteVocabulary } from '@/domain/vocabulary'
import { serverFormContext } from '@/leads/leadContext'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteLocations } from '@/sites/data/locations'
import type { TradeInCar } from '@/tradeIn/tradeInCar'

import { PageHeader } from '@/components/content/PageHeader'

import { TradeInFaq } from './TradeInFaq'
import styles from './TradeInPage.module.css'
import { TradeInForm } from './TradeInForm'

type Props = { site: CurrentSite; heading: string; intro: string; car?: TradeInCar | null }

/**
 * A trade-in page (/trade-in, /sell-my-car, /cars/trade-in?car_id=): the
 * multi-step form with what it knows of the site (its sales locations and
 * dealerships, as the server checks the lead with), then the FAQ.
 */
export async function TradeInPage({ site, heading, intro, car = null }: Props) {
  const [locations, dealerships] = await Promise.all([getSiteLocations(site.id), getSiteDealerships(site.id)])
  const context = serverFormContext('trade-in', { settings: site.resolvedSettings, locations, dealerships }, new Date())
  const defaults = leadFormDefaults('trade-in', context, car ? { id: car.id, make: car.make, model: car.model, car_type: car.car_type } : null)
  const eventCar = car
    ? { car_type: car.car_type, make: car.make, model: car.model, year: car.year, km: car.km, badge: car.badge, tag: car.tag, slug: car.slug, name: [car.year, car.make, car.model].filter(Boolean).join(' ') }
    : null
  return (
    <section>
      <PageHeader title={heading} lead={intro} trail={[{ href: '/', label: 'Home' }]} />
      <div className={styles.layout}>
        <div className={styles.panel}>
          <TradeInForm
        context={context}
        defaults={defaults}
        dealerName={site.name}
        car={eventCar}
        saveValuations={site.resolvedSettings.saveTradeInValuations}
        latestYear={latestModelYear(new Date(), site.timeZone)}
        words={siteVocabulary(site.resolvedSettings)}
          />
        </div>
        <TradeInFaq words={siteVocabulary(site.resolvedSettings)} />
      </div>
    </section>
  )
}
