import type { EventCar } from '@/domain/analyticsEvents'
import type { SuccessCar } from '@/domain/leads/leadSuccess'
import { phoneHref } from '@/domain/locations'
import { leadFormDefaults } from '@/domain/leads/leadDefaults'
import type { Location } from '@/payload-types'
import type { CurrentSite } from '@/sites/currentSite'

import { SiteLeadForm } from './SiteLeadForm'
import { placeDealershipSlug, siteFormContext, type SiteForm } from './siteFormContext'
import styles from './SiteFormSection.module.css'

type Props = {
  site: CurrentSite
  form: SiteForm
  heading: string
  now: Date
  /** A place's locations (sales, service and parts of one address): its contact form starts on them. */
  place?: readonly Location[]
  /** What the page adds to the form's defaults: an offer's id and name, a finance link's prefill. */
  values?: Record<string, unknown>
  /** The car the enquiry is about (a finance link's car): its conversion event and the success page's link back. */
  car?: (EventCar & SuccessCar) | null
  /** The section's id, an anchor a link can jump to (#finance-form). */
  id?: string
  submitLabel?: string
}

/**
 * A site form with its heading, its context and defaults worked out on the
 * server, so the first paint is the filled-in form (a /finance link's
 * prefill shows without JavaScript). The form sends only with JavaScript (the
 * spam check and the Idempotency-Key are the browser's), so a note offers the
 * dealer's phone to a browser without it.
 */
export async function SiteFormSection({ site, form, heading, now, place, values, car = null, id, submitLabel = 'Send enquiry' }: Props) {
  const context = await siteFormContext(site, form, now, place)
  const placeDealership = place ? placeDealershipSlug(place) : undefined
  const defaults = {
    ...leadFormDefaults(form, context),
    ...(placeDealership && context.dealerships.some((dealership) => dealership.slug === placeDealership) ? { dealership_slug: placeDealership } : {}),
    ...values,
  }
  const headingId = `${id ?? form}-heading`
  const tel = phoneHref(site.contact?.phone)
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.required}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <noscript>
        <p className={styles.note}>
          This form needs JavaScript to send.{' '}
          {site.contact?.phone && tel ? (
            <>
              Please turn it on, or call us on <a href={tel}>{site.contact.phone}</a>.
            </>
          ) : (
            'Please turn it on and try again.'
          )}
        </p>
      </noscript>
      <SiteLeadForm form={form} context={context} defaults={defaults} car={car} dealerName={site.name} labelledBy={headingId} submitLabel={submitLabel} />
    </section>
  )
}
