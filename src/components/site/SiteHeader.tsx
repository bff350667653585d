import Link from 'next/link'

import type { CurrentSite } from '@/sites/currentSite'

export function SiteHeader({ site }: { site: CurrentSite }) {
  const logoUrl = site.logo?.url
  return (
    <header className="site-header">
      <Link href="/" className="site-brand">
        {logoUrl ? (
          // A plain img: the logo is served by Payload's access-checked file route on this host.
          <img src={logoUrl} alt={site.logo?.alt ?? site.name} width={site.logo?.width ?? 160} height={site.logo?.height ?? 48} className="site-logo" />
        ) : null}
        <span className="site-name">{site.name}</span>
      </Link>
      <nav aria-label="Main" className="site-nav">
        <Link href="/models">New Vehicles</Link>
        <Link href="/special-offers">Special Offers</Link>
        <Link href="/locations">Locations</Link>
      </nav>
      {site.contact?.phone ? (
        <a className="site-phone" href={`tel:${site.contact.phone.replace(/\s+/g, '')}`}>
          {site.contact.phone}
        </a>
      ) : null}
    </header>
  )
}
