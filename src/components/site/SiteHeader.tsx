import Link from 'next/link'

import { pagePath } from '@/domain/contentPages'
import { phoneHref } from '@/domain/locations'
import { modelsMenuLinks, resolveMenu, type MenuEntry, type ResolvedMenuEntry } from '@/domain/menus'
import { modelPath, modelStatusLabel, sortModels } from '@/domain/models'
import { modelStockPath, stockSearchLinks } from '@/domain/searchPaths'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteMenus } from '@/sites/data/menus'
import { getSiteModels } from '@/sites/data/models'
import { getSitePageAddresses } from '@/sites/data/pages'
import { specModel } from '@/sites/modelView'

import { DropdownMenu, type DropdownLink } from './DropdownMenu'
import { ModelsMegaMenu, type MenuModel } from './ModelsMegaMenu'

/** Used until the dealer has a header menu of their own. */
const FALLBACK_HEADER: MenuEntry[] = [
  { label: 'New Vehicles', dropdown: 'models' },
  { label: 'Special Offers', link: { kind: 'page', path: '/special-offers' } },
  { label: 'Locations', link: { kind: 'page', path: '/locations' } },
]

async function megaMenuModels(site: CurrentSite): Promise<MenuModel[]> {
  const { modelSlugFormat, searchPathExcludedMakes } = site.resolvedSettings
  return sortModels((await getSiteModels(site.id)).map(specModel)).map((model) => {
    const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
    return {
      id: model.doc.id,
      name: model.name,
      href: modelPath(model, { make: model.doc.manufacturer, format: modelSlugFormat }),
      stockHref: modelStockPath(model.doc.manufacturer, model.name, searchPathExcludedMakes),
      image: image?.sizes?.modelTile?.url ?? image?.url ?? null,
      categories: [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].filter((label): label is string => Boolean(label)),
      label: modelStatusLabel(model.status),
    }
  })
}

const asDropdownLink = (entry: ResolvedMenuEntry): DropdownLink | null => (entry.href ? { label: entry.label, href: entry.href, newTab: entry.newTab } : null)

export async function SiteHeader({ site }: { site: CurrentSite }) {
  const logoUrl = site.logo?.url
  const tel = phoneHref(site.contact?.phone)
  const [menus, models, pages] = await Promise.all([getSiteMenus(site.id), megaMenuModels(site), getSitePageAddresses(site.id)])
  const entries = resolveMenu((menus.header?.items as MenuEntry[] | undefined) ?? FALLBACK_HEADER, { slug: site.slug, settings: site.resolvedSettings })
  const supplementary = modelsMenuLinks({ carTypes: site.resolvedSettings.carTypes, pagePaths: new Set(pages.map(pagePath)) })

  const render = (entry: ResolvedMenuEntry) => {
    const key = `${entry.label}:${entry.href ?? ''}`
    if (entry.dropdown === 'models') {
      // A site that sells no new models has no models menu; its own link (if any) still shows.
      if (models.length > 0) return <ModelsMegaMenu key={key} label={entry.label} models={models} links={supplementary} />
      return entry.href ? <Link key={key} href={entry.href}>{entry.label}</Link> : null
    }
    const links =
      entry.dropdown === 'stock'
        ? stockSearchLinks(site.resolvedSettings.carTypes).map((link) => ({ ...link, newTab: false }))
        : entry.children.map(asDropdownLink).filter((link): link is DropdownLink => link !== null)
    if (links.length > 0) return <DropdownMenu key={key} label={entry.label} href={asDropdownLink(entry)} links={links} />
    if (!entry.href) return null
    return /^https?:\/\//.test(entry.href) ? (
      <a key={key} href={entry.href} {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {entry.label}
      </a>
    ) : (
      <Link key={key} href={entry.href}>
        {entry.label}
      </Link>
    )
  }

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
        {entries.map(render)}
      </nav>
      {site.contact?.phone && tel ? (
        <a className="site-phone" href={tel}>
          {site.contact.phone}
        </a>
      ) : null}
    </header>
  )
}
