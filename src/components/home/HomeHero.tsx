import { buttonClass } from '@/components/ui/Button'
import { Chip } from '@/components/ui/Chip'
import { Icon } from '@/components/ui/Icon'
import { bodyTypeLabel } from '@/domain/stockLabels'
import type { BodyType } from '@/domain/constants'

import styles from './HomeHero.module.css'

export type QuickSearch = {
  /** The site's base search: the form's address. */
  action: string
  makes: readonly string[]
  bodies: readonly string[]
  /** One chip per car type the site has in stock. */
  chips: readonly { label: string; href: string; count: number }[]
}

/**
 * The home page's band: the dealer's name and line, and a quick search. The
 * form is a plain GET to the site's search, which redirects a choice with an
 * empty field to the search's own address (Toyota alone: /search/toyota).
 */
export function HomeHero({ name, tagline, search }: { name: string; tagline: string; search: QuickSearch | null }) {
  return (
    <section className={`full-bleed ${styles.hero}`} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <h1 id="home-title" className={styles.title}>
            {name}
          </h1>
          <p className={styles.tagline}>{tagline}</p>
        </div>
        {search ? (
          <div className={styles.panel}>
            <form method="get" action={search.action} role="search" aria-label="Quick search" className={styles.form}>
              <div className={styles.field}>
                <label htmlFor="quick-make">Make</label>
                <select id="quick-make" name="refinementList[make][0]" defaultValue="">
                  <option value="">Any make</option>
                  {search.makes.map((make) => (
                    <option key={make} value={make}>
                      {make}
                    </option>
                  ))}
                </select>
              </div>
              {search.bodies.length > 0 ? (
                <div className={styles.field}>
                  <label htmlFor="quick-body">Body type</label>
                  <select id="quick-body" name="refinementList[body][0]" defaultValue="">
                    <option value="">Any body type</option>
                    {search.bodies.map((body) => (
                      <option key={body} value={body}>
                        {bodyTypeLabel(body as BodyType)}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <button type="submit" className={buttonClass('primary', { size: 'large', className: styles.submit })}>
                <Icon name="search" />
                Search
              </button>
            </form>
            {search.chips.length > 0 ? (
              <nav aria-label="Browse stock" className={styles.chips}>
                {search.chips.map((chip) => (
                  <Chip key={chip.href} href={chip.href} className={styles.chip}>
                    {chip.label} <span className={styles.count}>{chip.count.toLocaleString('en-AU')}</span>
                  </Chip>
                ))}
              </nav>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  )
}
