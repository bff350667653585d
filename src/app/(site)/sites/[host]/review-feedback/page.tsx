import type { Metadata } from 'next'

import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { reviewDestinations, reviewFeedback } from '@/domain/reviews'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { sitePage } from '@/sites/sitePage'

export const metadata: Metadata = { title: 'How did we do?', robots: { index: false } }

/** Linked from review requests: a happy customer goes to the review page, an unhappy one to the feedback survey. */
const page = sitePage({
  render: async ({ site, searchParams: query }) => {
    const { name, dealership } = reviewFeedback({ first_name: query.first_name, dealership_name: query.dealership_name })
    const dealerships = (await getSiteDealerships(site.id)).map((entry) => ({ name: entry.name, reviewUrls: (entry.reviewProfiles ?? []).map((profile) => profile.reviewUrl) }))
    const destinations = reviewDestinations(dealerships, query.dealership_name)
    return (
      <section className={parts.panel}>
        <h1>
          Hi {name}, how was your experience with {dealership}?
        </h1>
        <p className={parts.actions}>
          {destinations.map((destination) => (
            <a key={destination.url} className={buttonClass('primary')} href={destination.url} rel="noopener noreferrer">
              {destinations.length === 1 ? 'It was great: leave a review' : `It was great: review ${destination.dealership}`}
            </a>
          ))}
          <a className={buttonClass('secondary')} href="/customer-feedback-survey">
            It could have been better: tell us how
          </a>
        </p>
      </section>
    )
  },
})

export default page.Page
