
import { Icon } from '@/components/ui/Icon'
import { phoneHref } from '@/domain/locations'
import { carTypeSearchPath } from '@/domain/searchPaths'
import { siteVocabulary } from '@/domain/vocabulary'
import { listName, WATCHLIST_PATH } from '@/domain/watchlistToasts'
import type { CurrentSite } from '@/sites/currentSite'

import type { DrawerExtra } from './DrawerMenu'
import { headerMenu } from './headerMenu'
import { MainNav } from './MainNav'
import { MenuButton } from './MenuButton'
import styles from './SiteHeader.module.css'
import { FOOTER_NAV_ID } from './SiteFooter'

/**
 * The sticky site header. Below 1024 px one row: logo, search, phone and a
 * menu button that opens the menus in a drawer. From 1024 px a second row
 * holds the menus; scrolling slides the top row away and the menu row stays,
 * with search and the phone at its end, so every width keeps them in view.
 */
export async function SiteHeader({ site }: { site: CurrentSite }) {
  const logo = site.logo
  const phone = site.contact?.phone
  const tel = phoneHref(phone)
  const searchHref = carTypeSearchPath(site.resolvedSettings.carTypes)
  const watchlist = site.resolvedSettings.watchlist.mode
  const watchlistLabel = listName(watchlist === 'server' ? 'server' : 'device')
  const items = await headerMenu(site)
  const searchLabel = `Search ${siteVocabulary(site.resolvedSettings).many}`

  const extras: DrawerExtra[] = [
    ...(watchlist === 'off' ? [] : [{ label: `My ${watchlistLabel.toLowerCase()}`, href: WATCHLIST_PATH, icon: 'heart' as const }]),
    { label: searchLabel, href: searchHref, icon: 'search' as const },
    ...(phone && tel ? [{ label: `Call ${phone}`, href: tel, icon: 'phone' as const }] : []),
  ]

  const searchLink = (className?: string) => (
    <a href={searchHref} className={className} aria-label={searchLabel}>
      <Icon name="search" size={22} />
      <span className={styles.actionText} aria-hidden="true">
        Search
      </span>
    </a>
  )
  const phoneLink = (className?: string) =>
    phone && tel ? (
      <a href={tel} className={className} aria-label={`Call ${phone}`}>
        <Icon name="phone" size={22} />
        <span className={styles.phoneNumber} aria-hidden="true">
          {phone}
        </span>
      </a>
    ) : null

  return (
    <header className={`site-header ${styles.header}`}>
      <div className={styles.top}>
        <a href="/" className={styles.brand}>
          {logo?.url ? (
            // A plain img: the logo is served by Payload's access-checked file route on this host.
            <img src={logo.url} alt={logo.alt || site.name} width={logo.width ?? 160} height={logo.height ?? 48} className="site-logo" />
          ) : (
            <span className={styles.name}>{site.name}</span>
          )}
        </a>
        <div className={styles.actions}>
          {searchLink(styles.action)}
          {watchlist === 'off' ? null : (
            <a href={WATCHLIST_PATH} className={`${styles.action} ${styles.wide}`} aria-label={`My ${watchlistLabel.toLowerCase()}`}>
              <Icon name="heart" size={22} />
              <span className={styles.actionText} aria-hidden="true">
                {watchlistLabel}
              </span>
            </a>
          )}
          {phoneLink(`${styles.action} ${styles.phone}`)}
          <MenuButton className={styles.menuButton} fallbackHref={`#${FOOTER_NAV_ID}`} items={items} extras={extras} />
        </div>
      </div>
      <div className={styles.navRow}>
        <MainNav items={items} className={styles.nav!} linkClass={styles.navLink!} />
        {/* Once the top row has scrolled away, search and the phone come back at the end of the menus. */}
        <div className={styles.pinned}>
          {searchLink(styles.action)}
          {phoneLink(styles.action)}
        </div>
      </div>
    </header>
  )
}
