import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageHeader } from '@/components/content/PageHeader'
import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { sortModels } from '@/domain/models'
import { ACCESSORIES_WARRANTY_TEXT } from '@/domain/servicePlans'
import { currentSite } from '@/sites/currentSite'
import { getSiteModels } from '@/sites/data/models'
import { specModel } from '@/sites/modelView'
import { sitePageMetadata } from '@/sites/sitePageMetadata'

import styles from './PartsAndAccessories.module.css'

type Props = { params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePageMetadata((await params).host, { path: '/vehicle-parts-and-accessories', title: 'Parts & Accessories', description: (site) => `Genuine parts and accessories from ${site.name}.` })
}

/** /vehicle-parts-and-accessories: every model with accessories, each with a "View Accessories" link. */
export default async function PartsAndAccessoriesPage({ params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const models = sortModels((await getSiteModels(site.id)).map(specModel)).filter((model) => (model.doc.accessories ?? []).length > 0)
  return (
    <section>
      <PageHeader title="Parts & Accessories" trail={[{ href: '/', label: 'Home' }]}>
        <p className={parts.note}>
          Genuine parts and accessories, fitted by our technicians. <a href="/contact">Contact our parts team</a> for anything not listed.
        </p>
      </PageHeader>
      {models.length > 0 ? (
        <ul className={styles.models}>
          {models.map((model) => (
            <li key={model.doc.id} className={styles.model}>
              <span>
                {model.doc.manufacturer} {model.name} ({model.accessories_count} accessories)
              </span>{' '}
              <a className={buttonClass('secondary', { size: 'small' })} href={`/${model.doc.slug}/accessories`} aria-label={`View Accessories for the ${model.name}`}>
                View Accessories
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={parts.note}>{ACCESSORIES_WARRANTY_TEXT}</p>
    </section>
  )
}
