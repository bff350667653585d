import { PageHeader } from '@/components/content/PageHeader'
import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { sortModels } from '@/domain/models'
import { ACCESSORIES_WARRANTY_TEXT } from '@/domain/servicePlans'
import { getSiteModels } from '@/sites/data/models'
import { specModel } from '@/sites/modelView'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './PartsAndAccessories.module.css'

/** /vehicle-parts-and-accessories: every model with accessories, each with a "View Accessories" link. */
const page = sitePage({
  metadata: ({ site }) => ({ path: '/vehicle-parts-and-accessories', title: 'Parts & Accessories', description: `Genuine parts and accessories from ${site.name}.` }),
  render: PartsAndAccessoriesPage,
})

export const generateMetadata = page.generateMetadata
export default page.Page

async function PartsAndAccessoriesPage({ site }: SitePageContext<object>) {
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
