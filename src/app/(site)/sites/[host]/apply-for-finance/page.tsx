import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinanceEnquiryPage, type FinanceQuery } from '@/components/siteForms/FinanceEnquiryPage'
import { currentSite } from '@/sites/currentSite'
import { nowForPage } from '@/sites/nowForPage'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<FinanceQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/apply-for-finance', title: 'Apply for Finance', description: (site) => `Apply for car finance with ${site.name}.` })
}

/** /apply-for-finance (a dealer-specific variant of /finance): the same form and prefill, worded as an application. */
export default async function ApplyForFinancePage({ params, searchParams }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return <FinanceEnquiryPage site={site} query={await searchParams} heading="Apply for Finance" intro="Start your finance application: leave your details and budget, and our finance team will call you to take it from there." now={await nowForPage()} />
}
