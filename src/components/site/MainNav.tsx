'use client'

import { DropdownMenu } from './DropdownMenu'
import type { HeaderItem } from './headerMenu'
import { ModelsMegaMenu } from './ModelsMegaMenu'
import { SiteLink } from './SiteLink'

function Item({ item, linkClass }: { item: HeaderItem; linkClass: string }) {
  if (item.kind === 'models') return <ModelsMegaMenu label={item.label} models={item.models} links={item.links} />
  if (item.kind === 'dropdown') return <DropdownMenu label={item.label} href={item.href} links={item.links} />
  return (
    <SiteLink href={item.href} newTab={item.newTab} className={linkClass}>
      {item.label}
    </SiteLink>
  )
}

/**
 * The header's menus from 1024 px, drawn from the same items as the phone
 * drawer: the page's payload holds the items once, not a second tree of the
 * menu's markup.
 */
export function MainNav({ items, className, linkClass }: { items: HeaderItem[]; className: string; linkClass: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Item item={item} linkClass={linkClass} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
