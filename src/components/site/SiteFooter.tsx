
import { Icon } from '@/components/ui/Icon'
import { phoneHref } from '@/domain/locations'
import { resolveMenu, type MenuEntry, type ResolvedMenuEntry } from '@/domain/menus'
import { socialLinks } from '@/domain/socialLinks'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteLocations } from '@/sites/data/locations'
import { getSiteMenus } from '@/sites/data/menus'
import { stockedCarTypes } from '@/sites/stockedCarTypes'

import { FooterLinkList, type FooterLink } from './FooterLinkList'
import { PaymentsStrip } from './PaymentsStrip'
import styles from './SiteFooter.module.css'
import { SiteLink } from './SiteLink'

/** The footer's menus: where the header's menu button leads without JavaScript. */
export const FOOTER_NAV_ID = 'site-footer-nav'

/** Used until the dealer has a footer menu of their own. */
function fallbackFooter(site: CurrentSite): MenuEntry[] {
  return [
    {
      label: site.name,
      children: [
        { label: 'Our Locations', link: { kind: 'route', route: 'locations' } },
        { label: 'Complaint Handling', link: { kind: 'route', route: 'complaint-handling' } },
        { label: 'Privacy Policy', link: { kind: 'route', route: 'privacy-policy' } },
      ],
    },
  ]
}

function GroupTitle({ entry }: { entry: ResolvedMenuEntry }) {
  return entry.href ? (
    <SiteLink href={entry.href} newTab={entry.newTab}>
      {entry.label}
    </SiteLink>
  ) : (
    <>{entry.label}</>
  )
}

const footerLink = ({ label, href, newTab }: ResolvedMenuEntry): FooterLink => (newTab ? { label, href, newTab } : { label, href })

const unique = (values: (string | null | undefined)[]) => [...new Set(values.map((value) => value?.trim()).filter((value): value is string => Boolean(value)))]

/** The dealer's footer: contact, menu groups, locations, then payments and the licences in small print. */
export async function SiteFooter({ site }: { site: CurrentSite }) {
  const [menus, locations, stocked] = await Promise.all([getSiteMenus(site.id), getSiteLocations(site.id), stockedCarTypes()])
  const groups = resolveMenu((menus.footer?.items as MenuEntry[] | undefined) ?? fallbackFooter(site), { domains: site.domains, settings: site.resolvedSettings }, stocked)
  const contact = site.contact
  const address = [contact?.street, contact?.city, contact?.state, contact?.postcode].filter(Boolean).join(', ')
  const tel = phoneHref(contact?.phone)
  const socials = socialLinks(contact)
  const dealerLicences = unique(locations.map((location) => location.dealerLicenceNumber))
  const repairerLicences = unique(locations.map((location) => location.motorVehicleRepairer))

  return (
    <footer className={`site-footer ${styles.footer}`}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <section className={styles.contact} aria-labelledby="site-footer-contact">
            <h2 id="site-footer-contact" className={styles.name}>
              {site.name}
            </h2>
            {address ? <address className={styles.address}>{address}</address> : null}
            <ul className={styles.contactLinks}>
              {contact?.phone && tel ? (
                <li>
                  <a href={tel}>
                    <Icon name="phone" size={18} />
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact?.email ? (
                <li>
                  <a href={`mailto:${contact.email}`}>
                    <Icon name="mail" size={18} />
                    {contact.email}
                  </a>
                </li>
              ) : null}
            </ul>
            {socials.length > 0 ? (
              <ul className={styles.socials} aria-label="Follow us">
                {socials.map((social) => (
                  <li key={social.network}>
                    <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${social.label} (opens in a new tab)`}>
                      <Icon name={social.network} size={18} />
                      {social.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <nav id={FOOTER_NAV_ID} aria-label="Footer" className={styles.groups}>
            {groups.map((group) => (
              <section key={group.label} className={styles.group}>
                <h2>
                  <GroupTitle entry={group} />
                </h2>
                {group.children.length > 0 ? <FooterLinkList links={group.children.map(footerLink)} /> : null}
              </section>
            ))}
          </nav>
          {locations.length > 0 ? (
            <section className={styles.group} aria-labelledby="site-footer-locations">
              <h2 id="site-footer-locations">Locations</h2>
              <FooterLinkList links={locations.map((location) => ({ label: location.name, href: `/locations/${location.slug}` }))} />
            </section>
          ) : null}
        </div>
        <div className={styles.legal}>
          <PaymentsStrip />
          {dealerLicences.length > 0 || repairerLicences.length > 0 ? (
            <p className={styles.licences}>
              {dealerLicences.length > 0 ? <span>Dealer licence {dealerLicences.join(', ')}</span> : null}
              {repairerLicences.length > 0 ? <span>Motor vehicle repairer licence {repairerLicences.join(', ')}</span> : null}
            </p>
          ) : null}
          <p className={styles.copyright}>© {site.name}</p>
        </div>
      </div>
    </footer>
  )
}
