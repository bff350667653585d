import { privacyPolicyFooter } from '@/domain/contentPages'
import type { Page } from '@/payload-types'
import type { CurrentSite } from '@/sites/currentSite'

import styles from './DealerPage.module.css'
import { HeroImage } from './HeroImage'
import { PageHeader } from './PageHeader'
import { PageLayout } from './PageLayout'
import { PreviewBanner } from './PreviewBanner'
import { RichTextBody } from './RichTextBody'

/** The privacy policy's fixed closing paragraphs follow the dealer's own text on /privacy-policy. */
const PRIVACY_POLICY_SLUG = 'privacy-policy'

export function DealerPage({ page, site, previewing }: { page: Page; site: CurrentSite; previewing: boolean }) {
  const privacy = page.placement === 'site' && page.slug === PRIVACY_POLICY_SLUG ? privacyPolicyFooter(site.name, site.contact?.email) : null
  return (
    <article className={styles.page}>
      {previewing && page._status !== 'published' ? <PreviewBanner /> : null}
      <PageHeader title={page.title} trail={[{ href: '/', label: 'Home' }]} />
      <HeroImage image={page.heroImage} />
      <RichTextBody data={page.content} />
      {page.layout && page.layout.length > 0 ? <PageLayout blocks={page.layout} site={site} /> : null}
      {privacy ? (
        <section aria-labelledby="privacy-complaints" className={styles.closing}>
          <h2 id="privacy-complaints">Privacy complaints</h2>
          <p>{privacy.complaints}</p>
          <p>{privacy.updated}</p>
        </section>
      ) : null}
    </article>
  )
}
