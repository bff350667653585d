import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { modelPath } from '@/domain/models'
import { ACCESSORIES_WARRANTY_TEXT } from '@/domain/servicePlans'
import { currentSite } from '@/sites/currentSite'
import { modelBySlug } from '@/sites/modelBySlug'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { params: Promise<{ host: string; slug: string }> }

/** /{model slug}/accessories: the model's genuine accessories and their warranty. */
async function load(params: Props['params']) {
  const { host, slug } = await params
  const site = await currentSite(host)
  const model = site ? await modelBySlug(site.id, slug) : null
  return site && model ? { site, model, canonical: `${siteOrigin(site, decodeURIComponent(host))}/${slug}/accessories` } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const name = `${found.model.doc.manufacturer} ${found.model.name}`
  return { title: `${name} Accessories`, description: `Genuine accessories for the ${name}, fitted by ${found.site.name}.`, alternates: { canonical: found.canonical } }
}

export default async function ModelAccessoriesPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { site, model } = found
  const accessories = model.doc.accessories ?? []
  return (
    <section>
      <PageHeader title={`${model.doc.manufacturer} ${model.name} Accessories`} trail={[{ href: '/', label: 'Home' }, { href: '/vehicle-parts-and-accessories', label: 'Parts & Accessories' }]} />
      {accessories.length === 0 ? (
        <p>
          Ask our parts team about accessories for the {model.name}: <a href="/contact">contact us</a>.
        </p>
      ) : (
        <table className={parts.table}>
          <thead>
            <tr>
              <th scope="col">Accessory</th>
              <th scope="col">Part number</th>
              <th scope="col">Fitted price</th>
            </tr>
          </thead>
          <tbody>
            {accessories.map((accessory) => (
              <tr key={accessory.id ?? accessory.name}>
                <td>{accessory.name}</td>
                <td>{accessory.partNumber ?? ''}</td>
                <td>{accessory.price != null ? `$${accessory.price.toLocaleString('en-AU')}` : 'Ask us'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={parts.note}>{ACCESSORIES_WARRANTY_TEXT}</p>
      <p className={parts.actions}>
        <a className={buttonClass('secondary')} href={modelPath(model, { make: model.doc.manufacturer, format: site.resolvedSettings.modelSlugFormat })}>Explore the {model.name}</a>
      </p>
    </section>
  )
}
