import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { reviewFeedback } from '@/domain/reviews'
import { currentSite } from '@/sites/currentSite'
import { getSiteDealerships } from '@/sites/data/dealerships'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'How did we do?', robots: { index: false } }

/** Linked from review requests: a happy customer goes to the review page, an unhappy one to the feedback survey. */
export default async function ReviewFeedbackPage({ params, searchParams }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const query = await searchParams
  const { name, dealership } = reviewFeedback({ first_name: query.first_name, dealership_name: query.dealership_name })
  const reviewUrl = (await getSiteDealerships(site.id)).flatMap((entry) => entry.reviewProfiles ?? [])[0]?.reviewUrl
  return (
    <section className={parts.panel}>
      <h1>
        Hi {name}, how was your experience with {dealership}?
      </h1>
      <p className={parts.actions}>
        {reviewUrl ? (
          <a className={buttonClass('primary')} href={reviewUrl} rel="noopener noreferrer">
            It was great: leave a review
          </a>
        ) : null}
        <Link className={buttonClass('secondary')} href="/customer-feedback-survey">
          It could have been better: tell us how
        </Link>
      </p>
    </section>
  )
}
