
import { PageHeader } from '@/components/content/PageHeader'
import { financePrefill, FINANCE_FORM_ANCHOR } from '@/domain/leads/financePrefill'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteDealerships } from '@/sites/data/dealerships'

import styles from './FinanceEnquiryPage.module.css'
import { financeCar } from '@/sites/data/financeCar'
import { SiteFormSection } from './SiteFormSection'

export type FinanceQuery = Record<string, string | string[] | undefined>

/**
 * The finance enquiry's pages: /finance, and the
 * dealer-specific /finance-enquiry and /apply-for-finance. The spec names
 * only the first's query and anchor; the variants are the same form under
 * the words their dealers use, so a shopper following any of those links
 * lands on a form that already holds what the link said (preferredDealership,
 * vehiclePriceBudget, car_id, car_type). The prefill is read on the server,
 * so it shows before, and without, JavaScript.
 */
export async function FinanceEnquiryPage({
  site,
  query,
  heading,
  intro,
  now,
  known = {},
}: {
  site: CurrentSite
  query: FinanceQuery
  heading: string
  intro: string
  now: Date
  /** What the site already knows of a signed-in shopper (personalised finance): their email and phone. */
  known?: Record<string, string>
}) {
  const dealerships = (await getSiteDealerships(site.id)).map((dealership) => ({ slug: dealership.slug, name: dealership.name }))
  const { car_id: carId, car_type: linkCarType, ...prefill } = financePrefill(query, dealerships)
  const car = carId ? await financeCar(site.id, carId) : null
  const values = {
    ...known,
    ...prefill,
    ...(car ? { car_id: car.id, car_type: car.carType, 'Vehicle Make': car.make, 'Vehicle Model': car.model, stock_number: car.stockNumber ?? undefined } : {}),
    ...(!car && linkCarType ? { car_type: linkCarType } : {}),
  }
  return (
    <section>
      <PageHeader title={heading} lead={intro} trail={[{ href: '/', label: 'Home' }]} />
      {car ? (
        <p className={`finance-car ${styles.car}`}>
          Finance for the <strong>{car.name}</strong>. <a href={`#${FINANCE_FORM_ANCHOR}`}>Go to the form</a>
        </p>
      ) : null}
      <SiteFormSection site={site} form="finance-enquiry" heading="Finance enquiry" now={now} values={values} car={car?.lead ?? null} id={FINANCE_FORM_ANCHOR} submitLabel="Send finance enquiry" />
    </section>
  )
}
