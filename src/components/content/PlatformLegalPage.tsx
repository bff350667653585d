import type { LegalPage } from '@/domain/legalPages'

import styles from './DealerPage.module.css'
import { PageHeader } from './PageHeader'

/** The platform's privacy policy or terms, filled in for the dealer (src/domain/legalPages.ts), until the dealer writes their own. */
export function PlatformLegalPage({ page }: { page: LegalPage }) {
  return (
    <article className={styles.page}>
      <PageHeader title={page.title} lead={page.lead} trail={[{ href: '/', label: 'Home' }]} />
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.slice(0, 1).map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.paragraphs.slice(1).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  )
}
