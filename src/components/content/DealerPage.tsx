import { privacyPolicyFooter } from '@/domain/contentPages'
import type { Page } from '@/payload-types'
import type { CurrentSite } from '@/sites/currentSite'

import { HeroImage } from './HeroImage'
import { PreviewBanner } from './PreviewBanner'
import { RichTextBody } from './RichTextBody'

/** The privacy policy's fixed closing paragraphs follow the dealer's own text on /privacy-policy. */
const PRIVACY_POLICY_SLUG = 'privacy-policy'

export function DealerPage({ page, site, previewing }: { page: Page; site: CurrentSite; previewing: boolean }) {
  const privacy = page.placement === 'site' && page.slug === PRIVACY_POLICY_SLUG ? privacyPolicyFooter(site.name, site.contact?.email) : null
  return (
    <article className="content-page">
      {previewing && page._status !== 'published' ? <PreviewBanner /> : null}
      <h1>{page.title}</h1>
      <HeroImage image={page.heroImage} />
      <RichTextBody data={page.content} />
      {privacy ? (
        <section aria-labelledby="privacy-complaints">
          <h2 id="privacy-complaints">Privacy complaints</h2>
          <p>{privacy.complaints}</p>
          <p>{privacy.updated}</p>
        </section>
      ) : null}
    </article>
  )
}
