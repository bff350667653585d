import type { Metadata } from 'next'

import { Icon } from '@/components/ui/Icon'
import { sitePage } from '@/sites/sitePage'

import { SentLead } from './SentLead'
import styles from './success.module.css'

/** A page each shopper sees after sending: nothing for a search engine (noindex), and never in the page cache (src/server/pageCache/cacheableRequest.ts caches only home, search and car pages). */
export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/**
 * /success: where every lead form leads once the lead
 * is stored. It thanks the shopper; what was sent and the car come from the
 * record the form left on the device (SentLead), and without it the page
 * still thanks them.
 */
const page = sitePage({
  render: ({ site }) => (
    <section className={styles.page} aria-labelledby="lead-success-title">
      <span className={styles.tick}>
        <Icon name="check" size={32} />
      </span>
      <h1 id="lead-success-title">Thank you</h1>
      <p>Thanks for getting in touch with {site.name}. We will contact you shortly.</p>
      <SentLead />
    </section>
  ),
})

export default page.Page
