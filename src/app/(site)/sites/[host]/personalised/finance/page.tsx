import type { Metadata } from 'next'

import { FinanceEnquiryPage } from '@/components/siteForms/FinanceEnquiryPage'
import { financeCar } from '@/sites/data/financeCar'
import { routeIsGated } from '@/domain/signIn'
import { currentShopper, shopperOrSignIn } from '@/sites/currentShopper'
import { nowForPage } from '@/sites/nowForPage'
import { sitePage } from '@/sites/sitePage'

export const metadata: Metadata = { title: 'Personalised finance', robots: { index: false, follow: false } }

/**
 * /personalised/finance?car_id={id}: finance for one
 * car with an NVIC code, on sites with the feature on; any other car, or the
 * feature off, is 404. Sites that gate it ask the shopper to sign in first,
 * and the form then starts with their email and phone.
 */
const page = sitePage({
  load: async ({ site, searchParams }) => {
    const carId = typeof searchParams.car_id === 'string' ? searchParams.car_id : null
    if (!site.resolvedSettings.finance.personalisedFinance || !carId) return null
    const car = await financeCar(site.id, carId)
    return car?.hasNvic ? { car, carId } : null
  },
  render: async ({ site, car, carId }) => {
    const path = `/personalised/finance?car_id=${encodeURIComponent(carId)}`
    const shopper = routeIsGated('personalised-finance', site.resolvedSettings) ? await shopperOrSignIn(site.id, 'finance', path) : await currentShopper(site.id)
    const known: Record<string, string> = shopper ? { email: shopper.email, ...(shopper.phone ? { phone: shopper.phone } : {}) } : {}
    return (
      <FinanceEnquiryPage
        site={site}
        query={{ car_id: carId }}
        heading="Your personalised finance"
        intro={`Finance worked out for you on the ${car.name}: tell us a little more and our finance team will come back with your rate and repayments.`}
        now={await nowForPage()}
        known={known}
      />
    )
  },
})

export default page.Page
