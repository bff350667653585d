import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { modelPath, modelStatusLabel } from '@/domain/models'
import { ACCESSORIES_WARRANTY_TEXT, servicePlanFor, servicePlanText } from '@/domain/servicePlans'
import { currentSite } from '@/sites/currentSite'
import { getSiteModels } from '@/sites/data/models'
import { getServicePlans } from '@/sites/data/servicePlans'
import { specModel } from '@/sites/modelView'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string; slug: string }> }

/** /models/toyota-{model}, or /models/new-toyota-{model}-vehicle on sites set up that way (dealer-network §2). */
async function load(params: Props['params']) {
  const { host, slug } = await params
  const site = await currentSite(host)
  if (!site) return null
  const format = site.resolvedSettings.modelSlugFormat
  const model = (await getSiteModels(site.id)).map(specModel).find((candidate) => modelPath({ ...candidate, override_url: null }, { make: candidate.doc.manufacturer, format }) === `/models/${slug}`)
  return model ? { site, model, path: `/models/${slug}`, origin: siteOrigin(site, decodeURIComponent(host)) } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  return {
    title: `${found.model.doc.manufacturer} ${found.model.name}`,
    description: found.model.description || `The ${found.model.doc.manufacturer} ${found.model.name} at ${found.site.name}: service plan and accessories.`,
    alternates: { canonical: `${found.origin}${found.path}` },
  }
}

export default async function ModelPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { model } = found
  const label = modelStatusLabel(model.status)
  const accessories = model.doc.accessories ?? []
  return (
    <article className="model-page">
      <h1>
        {model.doc.manufacturer} {model.name}
      </h1>
      {label ? <p className="model-label">{label}</p> : null}
      {model.description ? <p>{model.description}</p> : null}
      <section aria-labelledby="service-plan">
        <h2 id="service-plan">Capped price servicing</h2>
        <p>{servicePlanText(servicePlanFor(model.name, await getServicePlans()))}</p>
        <p>
          <Link className="button-secondary" href="/service">
            Book a Service
          </Link>
        </p>
      </section>
      {accessories.length > 0 ? (
        <section aria-labelledby="accessories">
          <h2 id="accessories">Accessories</h2>
          <ul>
            {accessories.map((accessory) => (
              <li key={accessory.id ?? accessory.name}>
                {accessory.name}
                {accessory.price != null ? ` ($${accessory.price.toLocaleString('en-AU')} fitted)` : ''}
              </li>
            ))}
          </ul>
          <p className="offer-disclaimer">{ACCESSORIES_WARRANTY_TEXT}</p>
          <p>
            <Link className="button-secondary" href={`/${model.doc.slug}/accessories`}>
              View Accessories
            </Link>
          </p>
        </section>
      ) : null}
    </article>
  )
}
