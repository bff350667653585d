import Link from 'next/link'

import { phoneHref } from '@/domain/locations'
import { modelPath, modelStatusLabel, sortModels } from '@/domain/models'
import type { CurrentSite } from '@/sites/currentSite'
import { getSiteModels } from '@/sites/data/models'
import { specModel } from '@/sites/modelView'

import { ModelsMegaMenu, type MenuModel } from './ModelsMegaMenu'

export async function SiteHeader({ site }: { site: CurrentSite }) {
  const logoUrl = site.logo?.url
  const tel = phoneHref(site.contact?.phone)
  const models: MenuModel[] = sortModels((await getSiteModels(site.id)).map(specModel)).map((model) => {
    const image = model.doc.image && typeof model.doc.image === 'object' ? model.doc.image : null
    return {
      id: model.doc.id,
      name: model.name,
      href: modelPath(model, { make: model.doc.manufacturer, format: site.resolvedSettings.modelSlugFormat }),
      image: image?.sizes?.modelTile?.url ?? image?.url ?? null,
      categories: [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3].filter((label): label is string => Boolean(label)),
      label: modelStatusLabel(model.status),
    }
  })
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
        {models.length > 0 ? <ModelsMegaMenu models={models} /> : null}
        <Link href="/special-offers">Special Offers</Link>
        <Link href="/locations">Locations</Link>
      </nav>
      {site.contact?.phone && tel ? (
        <a className="site-phone" href={tel}>
          {site.contact.phone}
        </a>
      ) : null}
    </header>
  )
}
