import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinanceEnquiryPage, type FinanceQuery } from '@/components/siteForms/FinanceEnquiryPage'
import { siteVocabulary } from '@/domain/vocabulary'
import { currentSite } from '@/sites/currentSite'
import { nowForPage } from '@/sites/nowForPage'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<FinanceQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/finance-enquiry', title: 'Finance Enquiry', description: (site) => `Finance enquiry with ${site.name}.` })
}

/** /finance-enquiry (a dealer-specific variant of /finance): the same form and prefill. */
export default async function FinanceEnquiryRoute({ params, searchParams }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return <FinanceEnquiryPage site={site} query={await searchParams} heading="Finance Enquiry" intro={`Ask our finance team about a loan for your next ${siteVocabulary(site.resolvedSettings).one}: tell us your budget and how to reach you.`} now={await nowForPage()} />
}
