'use client'

import { SiteLink } from './SiteLink'

/** One footer link: a label without an address is shown as text. */
export type FooterLink = { label: string; href: string | null; newTab?: true }

/**
 * A footer column's links, drawn from their labels and addresses: the footer
 * is on every page, and as data the page's payload carries each link once
 * rather than a copy of its markup.
 */
export function FooterLinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={`${link.label}:${link.href}`}>
          {link.href ? (
            <SiteLink href={link.href} newTab={link.newTab}>
              {link.label}
            </SiteLink>
          ) : (
            link.label
          )}
        </li>
      ))}
    </ul>
  )
}
