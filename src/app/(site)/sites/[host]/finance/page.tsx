import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FinanceEnquiryPage, type FinanceQuery } from '@/components/siteForms/FinanceEnquiryPage'
import { siteVocabulary } from '@/domain/vocabulary'
import { currentSite } from '@/sites/currentSite'
import { nowForPage } from '@/sites/nowForPage'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<FinanceQuery> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/finance', title: 'Finance', description: (site) => `Finance for your next ${siteVocabulary(site.resolvedSettings).one} with ${site.name}.` })
}

/** /finance: the finance enquiry, prefilled from the query, its form at #finance-form. */
export default async function FinancePage({ params, searchParams }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return <FinanceEnquiryPage site={site} query={await searchParams} heading="Finance" intro={`Tell us about the ${siteVocabulary(site.resolvedSettings).one} you have in mind and your budget, and our finance team will be in touch with options that suit you.`} now={await nowForPage()} />
}
