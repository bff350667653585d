import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import { SiteFormSection } from '@/components/siteForms/SiteFormSection'
import { currentSite } from '@/sites/currentSite'
import { nowForPage } from '@/sites/nowForPage'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/careers', title: 'Careers', description: (site) => `Work with ${site.name}: sales, service, parts and more.` })
}

/**
 * /careers: the careers enquiry (issue 6). The spec names the form but no
 * page for it, so it gets the address a dealer and a job seeker expect; the
 * message says what role the applicant is after, and the location select
 * which yard.
 */
export default async function CareersPage({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return (
    <section>
      <PageHeader
        title={`Careers at ${site.name}`}
        trail={[{ href: '/', label: 'Home' }]}
        lead="We are always glad to hear from people who love cars and looking after customers, in sales, service, parts and the office. Tell us about yourself and the role you are after, and we will be in touch."
      />
      <SiteFormSection site={site} form="careers-enquiry" heading="Careers enquiry" now={await nowForPage()} submitLabel="Send careers enquiry" />
    </section>
  )
}
