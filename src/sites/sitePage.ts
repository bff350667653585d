import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { currentSite, type CurrentSite } from './currentSite'
import { siteOrigin } from './siteUrl'

export type PageQuery = Record<string, string | string[] | undefined>

/** What every site page knows: its site (from the Host header), its route's params and query, and the site's canonical origin. */
export type SitePageContext<Params> = { site: CurrentSite; params: Params; searchParams: PageQuery; origin: string }

/** A page's title (without one, the layout's) and description, and its path on the site (its canonical address is the site's origin and this path). */
export type SitePageMeta = Metadata & { title?: string; description: string; path: string }

type RouteProps<Params> = { params: Promise<Params & { host: string }>; searchParams?: Promise<PageQuery> }

type SitePageSpec<Params, Loaded> = {
  /** What the page shows beyond its site, from the route's params and query; null answers 404. */
  load?: (context: SitePageContext<Params>) => Promise<Loaded | null> | Loaded | null
  metadata?: (context: SitePageContext<Params> & Loaded) => Promise<SitePageMeta> | SitePageMeta
  render: (context: SitePageContext<Params> & Loaded) => Promise<ReactNode> | ReactNode
}

/**
 * A site page's default export and its generateMetadata from one description.
 * The site comes from the Host header and a missing site, or a missing
 * document `load` looks for, answers 404 in the one place: the page itself
 * never checks either.
 */
export function sitePage<Params extends object = object, Loaded extends object = object>(spec: SitePageSpec<Params, Loaded>) {
  async function contextOf(props: RouteProps<Params>): Promise<(SitePageContext<Params> & Loaded) | null> {
    const { host, ...params } = await props.params
    const site = await currentSite(host)
    if (!site) return null
    const context = { site, params: params as unknown as Params, searchParams: (await props.searchParams) ?? {}, origin: siteOrigin(site, decodeURIComponent(host)) }
    if (!spec.load) return context as SitePageContext<Params> & Loaded
    const loaded = await spec.load(context)
    return loaded ? { ...context, ...loaded } : null
  }

  async function generateMetadata(props: RouteProps<Params>): Promise<Metadata> {
    if (!spec.metadata) return {}
    const context = await contextOf(props)
    if (!context) return {}
    const { path, ...metadata } = await spec.metadata(context)
    return { ...metadata, alternates: { canonical: `${context.origin}${path}`, ...metadata.alternates } }
  }

  async function Page(props: RouteProps<Params>): Promise<ReactNode> {
    const context = await contextOf(props)
    if (!context) notFound()
    return spec.render(context)
  }

  return { Page, generateMetadata }
}
