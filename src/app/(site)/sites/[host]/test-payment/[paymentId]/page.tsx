import type { Metadata } from 'next'

import parts from '@/components/content/pageParts.module.css'
import { buttonClass } from '@/components/ui/Button'
import { dollars } from '@/domain/money'
import { decodedUrlPart } from '@/domain/requestText'
import { findLocalPayment } from '@/payments/localProvider'
import { resolveSiteSettings } from '@/domain/site-settings'
import { depositProviderName } from '@/payments/providerChoice'
import { poolOf } from '@/server/payloadPool'
import { sitePage, type SitePageContext } from '@/sites/sitePage'
import { sitePayload } from '@/sites/sitePayload'

export const metadata: Metadata = { title: 'Test payment', robots: { index: false, follow: false } }

/**
 * The local test provider's payment page (issue 7): what Stripe's page is in
 * production, for installs without Stripe keys. It says plainly that no money
 * moves; Pay and Decline settle the payment (POST /api/test-payment/{id}).
 */
const page = sitePage({
  load: async ({ site, params }: SitePageContext<{ paymentId: string }>) => {
    const id = decodedUrlPart(params.paymentId)
    // The site's stored settings: Reserve Online may be off on its pages, but only the test provider's own sites show this page.
    if (id === null || depositProviderName(resolveSiteSettings(site.settings as never)) !== 'local') return null
    const payment = await findLocalPayment(poolOf(await sitePayload()), id, site.id)
    return payment && { payment }
  },
  render: ({ payment }) => (
    <section className={parts.panel} aria-labelledby="test-payment-title">
      <h1 id="test-payment-title">Test payment</h1>
      <p role="note">This site takes test payments: no card is charged and no money moves. Set Stripe keys to take real payments.</p>
      <p>{payment.description}</p>
      <p className={parts.price}>{dollars(payment.amountCents / 100)}</p>
      {payment.status === 'open' ? (
        <form method="post" action={`/api/test-payment/${encodeURIComponent(payment.paymentId)}`} className={parts.actions}>
          <button type="submit" name="outcome" value="pay" className={buttonClass('primary')}>
            Pay {dollars(payment.amountCents / 100)}
          </button>
          <button type="submit" name="outcome" value="decline" className={buttonClass('secondary')}>
            Decline
          </button>
        </form>
      ) : (
        <p role="status">This payment is {payment.status}.</p>
      )}
    </section>
  ),
})

export default page.Page
