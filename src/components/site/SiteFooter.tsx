import Link from 'next/link'

import type { CurrentSite } from '@/sites/currentSite'

import { PaymentsStrip } from './PaymentsStrip'

export function SiteFooter({ site }: { site: CurrentSite }) {
  const address = [site.contact?.street, site.contact?.city, site.contact?.state, site.contact?.postcode].filter(Boolean).join(', ')
  return (
    <footer className="site-footer">
      <p className="site-footer-name">{site.name}</p>
      <nav aria-label="Footer" className="site-footer-nav">
        <Link href="/locations">Our Locations</Link>
        <Link href="/pages/complaint-handling">Complaint Handling</Link>
      </nav>
      {address ? <address>{address}</address> : null}
      {site.contact?.email ? <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> : null}
      <PaymentsStrip />
    </footer>
  )
}
