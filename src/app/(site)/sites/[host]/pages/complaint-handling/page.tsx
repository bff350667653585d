import { PageHeader } from '@/components/content/PageHeader'
import parts from '@/components/content/pageParts.module.css'
import { INDEPENDENT_LEGAL_ADVICE, regulatorsForLocations } from '@/domain/complaints'
import type { AustralianState } from '@/domain/australianAddress'
import { getSiteDealerships } from '@/sites/data/dealerships'
import { getSiteLocations } from '@/sites/data/locations'
import { getConsumerRegulators } from '@/sites/data/regulators'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/** Complaint handling: the dealer's contact, then the regulators of the states the dealer trades in. */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/pages/complaint-handling', title: 'Complaint Handling', description: `How ${site.name} handles complaints, and where else you can turn.` }),
  render: ComplaintHandlingPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function ComplaintHandlingPage({ site }: SitePageContext<object>) {
  const [locations, dealerships, regulators] = await Promise.all([getSiteLocations(site.id), getSiteDealerships(site.id), getConsumerRegulators()])
  const states = locations.map((location) => (location.address?.state ?? null) as AustralianState | null)
  const listed = regulatorsForLocations(states, regulators)
  const contacts = dealerships.map((dealership) => dealership.contact?.complaintsContact).filter((contact): contact is string => Boolean(contact))
  return (
    <section className={parts.panel}>
      <PageHeader title="Complaint Handling" trail={[{ href: '/', label: 'Home' }]} />
      <p>We want every customer to leave happy. If something has gone wrong, please tell us first so we can put it right.</p>
      {contacts.length > 0 ? (
        <ul className={parts.list}>
          {contacts.map((contact) => (
            <li key={contact}>{contact}</li>
          ))}
        </ul>
      ) : site.contact?.phone ? (
        <p>Call us on {site.contact.phone}.</p>
      ) : null}
      {listed.length > 0 ? (
        <>
          <p>If we cannot resolve your complaint, you can contact:</p>
          <ul className={parts.list}>
            {listed.map((regulator) => (
              <li key={regulator.url}>
                <a href={regulator.url} rel="noopener noreferrer">
                  {regulator.name}
                </a>
              </li>
            ))}
          </ul>
          <p>{INDEPENDENT_LEGAL_ADVICE}.</p>
        </>
      ) : null}
    </section>
  )
}
