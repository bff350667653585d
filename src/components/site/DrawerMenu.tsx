
import { Accordion } from '@/components/ui/Accordion'
import { Icon } from '@/components/ui/Icon'

import styles from './DrawerMenu.module.css'
import type { HeaderItem, MenuModel } from './headerMenu'
import { SiteLink } from './SiteLink'

/** One accordion open at a time. */
const GROUP = 'site-menu'

function ModelRow({ model }: { model: MenuModel }) {
  return (
    <li className={styles.model}>
      <span className={styles.modelPhoto}>{model.image ? <img src={model.image} alt="" width={280} height={171} loading="lazy" /> : <Icon name="car" size={28} />}</span>
      <span className={styles.modelName}>
        {model.name}
        {model.label ? <span className={styles.badge}>{model.label}</span> : null}
      </span>
      <span className={styles.modelActions}>
        <a href={model.href} aria-label={`Explore ${model.name}`}>
          Explore
        </a>
        <a href={model.stockHref} aria-label={`Our Stock of ${model.name}`}>
          Our Stock
        </a>
      </span>
    </li>
  )
}

function Item({ item }: { item: HeaderItem }) {
  if (item.kind === 'link') {
    return (
      <SiteLink href={item.href} newTab={item.newTab} className={styles.link}>
        {item.label}
      </SiteLink>
    )
  }
  if (item.kind === 'models') {
    return (
      <Accordion title={item.label} name={GROUP} className={styles.group}>
        <ul className={styles.models}>
          {item.models.map((model) => (
            <ModelRow key={model.id} model={model} />
          ))}
        </ul>
        <ul className={styles.links}>
          {item.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </Accordion>
    )
  }
  const links = item.href ? [{ ...item.href, label: `${item.label} overview` }, ...item.links] : item.links
  return (
    <Accordion title={item.label} name={GROUP} className={styles.group}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.label}:${link.href}`}>
            <SiteLink href={link.href} newTab={link.newTab}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Accordion>
  )
}

/** The watchlist, search and phone links under the drawer's menus. */
export type DrawerExtra = { label: string; href: string; icon: 'heart' | 'search' | 'phone' }

/**
 * The header menu inside the phone drawer: dropdowns and the models
 * mega-menu become accordions, then the watchlist, search and phone. Drawn in
 * the browser when the drawer first opens (its code loads with the drawer).
 */
export function DrawerMenu({ items, extras }: { items: HeaderItem[]; extras: DrawerExtra[] }) {
  return (
    <nav aria-label="Menu" className={styles.menu}>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.key}>
            <Item item={item} />
          </li>
        ))}
      </ul>
      <ul className={styles.extras}>
        {extras.map((extra) => (
          <li key={extra.href}>
            <SiteLink href={extra.href} className={styles.extra}>
              <Icon name={extra.icon} />
              {extra.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
