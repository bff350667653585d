import Link from 'next/link'

import { resolveMenu, type MenuEntry, type ResolvedMenuEntry } from '@/domain/menus'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteMenus } from '@/sites/data/menus'

import { PaymentsStrip } from './PaymentsStrip'

/** Used until the dealer has a footer menu of their own. */
function fallbackFooter(site: CurrentSite): MenuEntry[] {
  return [
    {
      label: site.name,
      children: [
        { label: 'Our Locations', link: { kind: 'page', path: '/locations' } },
        { label: 'Complaint Handling', link: { kind: 'page', path: '/pages/complaint-handling' } },
      ],
    },
  ]
}

function FooterLink({ entry }: { entry: ResolvedMenuEntry }) {
  if (!entry.href) return <>{entry.label}</>
  if (/^https?:\/\//.test(entry.href)) {
    return (
      <a href={entry.href} {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {entry.label}
      </a>
    )
  }
  return <Link href={entry.href}>{entry.label}</Link>
}

export async function SiteFooter({ site }: { site: CurrentSite }) {
  const menus = await getSiteMenus(site.id)
  const groups = resolveMenu((menus.footer?.items as MenuEntry[] | undefined) ?? fallbackFooter(site), { slug: site.slug, settings: site.resolvedSettings })
  const address = [site.contact?.street, site.contact?.city, site.contact?.state, site.contact?.postcode].filter(Boolean).join(', ')
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer-groups">
        {groups.map((group) => (
          <section key={group.label} className="site-footer-group">
            <h2>
              <FooterLink entry={group} />
            </h2>
            {group.children.length > 0 ? (
              <ul>
                {group.children.map((link) => (
                  <li key={`${link.label}:${link.href}`}>
                    <FooterLink entry={link} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </nav>
      <p className="site-footer-name">{site.name}</p>
      {address ? <address>{address}</address> : null}
      {site.contact?.email ? <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a> : null}
      <PaymentsStrip />
    </footer>
  )
}
