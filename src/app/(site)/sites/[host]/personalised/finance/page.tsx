import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinanceEnquiryPage, type FinanceQuery } from '@/components/siteForms/FinanceEnquiryPage'
import { financeCar } from '@/sites/data/financeCar'
import { routeIsGated } from '@/domain/signIn'
import { currentShopper, shopperOrSignIn } from '@/sites/currentShopper'
import { currentSite } from '@/sites/currentSite'
import { nowForPage } from '@/sites/nowForPage'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<FinanceQuery> }

export const metadata: Metadata = { title: 'Personalised finance', robots: { index: false, follow: false } }

/**
 * /personalised/finance?car_id={id}: finance for one
 * car with an NVIC code, on sites with the feature on; any other car, or the
 * feature off, is 404. Sites that gate it ask the shopper to sign in first,
 * and the form then starts with their email and phone.
 */
export default async function PersonalisedFinancePage({ params, searchParams }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const settings = site.resolvedSettings
  const query = await searchParams
  const carId = typeof query.car_id === 'string' ? query.car_id : null
  if (!settings.finance.personalisedFinance || !carId) notFound()
  const car = await financeCar(site.id, carId)
  if (!car?.hasNvic) notFound()
  const path = `/personalised/finance?car_id=${encodeURIComponent(carId)}`
  const shopper = routeIsGated('personalised-finance', settings) ? await shopperOrSignIn(site.id, 'finance', path) : await currentShopper(site.id)
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
}
