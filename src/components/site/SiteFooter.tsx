import type { CurrentSite } from '@/sites/currentSite'

export function SiteFooter({ site }: { site: CurrentSite }) {
  const address = [site.contact?.street, site.contact?.city, site.contact?.state, site.contact?.postcode].filter(Boolean).join(', ')
  return (
    <footer className="site-footer">
      <p className="site-footer-name">{site.name}</p>
      {address ? <address>{address}</address> : null}
      {site.contact?.email ? <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> : null}
    </footer>
  )
}
