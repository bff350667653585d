import { pagePath } from '@/domain/contentPages'
import { modelsMenuLinks, resolveMenu, type MenuEntry, type PlainLink, type ResolvedMenuEntry } from '@/domain/menus'
import { modelPath, modelStatusLabel, sortModels } from '@/domain/models'
import { VEHICLES_ONLY } from '@/domain/parts'
import { modelStockHref, stockSearchLinks } from '@/domain/searchPaths'
import { pageSearchScope, stockFacets } from '@/sites/pageSearch'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteMenus } from '@/sites/data/menus'
import { getSiteModels } from '@/sites/data/models'
import { getSitePageAddresses } from '@/sites/data/pages'
import { specModel } from '@/sites/modelView'
import { stockedCarTypes } from '@/sites/stockedCarTypes'

export type MenuLinkItem = { label: string; href: string; newTab: boolean }
export type MenuModel = { id: number; name: string; href: string; stockHref: string; image: string | null; categories: string[]; label: string | null }

/** One entry of the header menu, as both the desktop bar and the phone drawer render it. */
export type HeaderItem =
  | { kind: 'models'; key: string; label: string; models: MenuModel[]; links: PlainLink[] }
  | { kind: 'dropdown'; key: string; label: string; href: MenuLinkItem | null; links: MenuLinkItem[] }
  | ({ kind: 'link'; key: string } & MenuLinkItem)

/** Used until the dealer has a header menu of their own. */
const FALLBACK_HEADER: MenuEntry[] = [
  { label: 'New Vehicles', dropdown: 'models' },
  { label: 'Special Offers', link: { kind: 'route', route: 'special-offers' } },
  { label: 'Locations', link: { kind: 'route', route: 'locations' } },
]

/** The make|model pairs the site has in stock, so Our Stock never leads to an empty search. */
async function stockMakeModels(): Promise<string[]> {
  const scope = await pageSearchScope()
  if (!scope) return []
  return Object.keys((await stockFacets(scope, ['make_model'], [VEHICLES_ONLY])).facets.make_model ?? {})
}

async function megaMenuModels(site: CurrentSite): Promise<MenuModel[]> {
  const { modelSlugFormat, searchPathExcludedMakes } = site.resolvedSettings
  const models = await getSiteModels(site.id)
  const inStock = models.length > 0 ? await stockMakeModels() : []
  return sortModels(models.map(specModel)).map((model) => {
    const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
    return {
      id: model.doc.id,
      name: model.name,
      href: modelPath(model, { make: model.doc.manufacturer, format: modelSlugFormat }),
      stockHref: modelStockHref(model.doc.manufacturer, model.name, inStock, searchPathExcludedMakes),
      image: image?.sizes?.modelTile?.url ?? image?.url ?? null,
      categories: [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].filter((label): label is string => Boolean(label)),
      label: modelStatusLabel(model.status),
    }
  })
}

const asLink = (entry: ResolvedMenuEntry): MenuLinkItem | null => (entry.href ? { label: entry.label, href: entry.href, newTab: entry.newTab } : null)

/**
 * The site's header menu, its dropdowns filled: models, stock links by car
 * type, or the dealer's own children. Searches by car type show for the types
 * the site sells and has in stock.
 */
export async function headerMenu(site: CurrentSite): Promise<HeaderItem[]> {
  const [menus, models, pages, stocked] = await Promise.all([getSiteMenus(site.id), megaMenuModels(site), getSitePageAddresses(site.id), stockedCarTypes()])
  const entries = resolveMenu((menus.header?.items as MenuEntry[] | undefined) ?? FALLBACK_HEADER, { domains: site.domains, settings: site.resolvedSettings }, stocked)
  const carTypes = site.resolvedSettings.carTypes.filter((type) => stocked.includes(type))
  const supplementary = modelsMenuLinks({ carTypes, pagePaths: new Set(pages.map(pagePath)) })
  return entries.flatMap((entry): HeaderItem[] => {
    const key = `${entry.label}:${entry.href ?? ''}`
    const own = asLink(entry)
    if (entry.dropdown === 'models') {
      // A site that sells no new models has no models menu; its own link (if any) still shows.
      if (models.length > 0) return [{ kind: 'models', key, label: entry.label, models, links: supplementary }]
      return own ? [{ kind: 'link', key, ...own }] : []
    }
    const links =
      entry.dropdown === 'stock'
        ? stockSearchLinks(carTypes, site.resolvedSettings.itemTypes).map((link) => ({ ...link, newTab: false }))
        : entry.children.map(asLink).filter((link): link is MenuLinkItem => link !== null)
    if (links.length > 0) return [{ kind: 'dropdown', key, label: entry.label, href: own, links }]
    return own ? [{ kind: 'link', key, ...own }] : []
  })
}
