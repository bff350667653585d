import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { codeSentMessage, maskedEmail, signInErrorMessage, signInStepHref, type SignInStep } from '@/domain/shoppers'
import { firstValue, signInRequest } from '@/domain/signIn'
import { siteVocabulary, type Vocabulary } from '@/domain/vocabulary'
import { currentShopper } from '@/sites/currentShopper'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

import styles from './SignInPage.module.css'

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } }

const purpose = (words: Vocabulary): Record<string, string> => ({
  watchlist: `to save ${words.many} to your watchlist`,
  'trade-in': 'to keep your trade-in valuation',
  checkout: `to reserve a ${words.one} online`,
  finance: 'to see your personalised finance',
  'spin-to-win': 'to spin to win',
  'online-payment': 'to make a payment',
})

/**
 * /sign-in?type=…&redirect=…&back=… (issue 7): a shopper
 * signs in with a one-time code, in plain forms that work without
 * JavaScript. Step one asks where to send the code (and, for the watchlist,
 * the mobile number it needs); step two takes the code; a shopper without a
 * phone signing in for the watchlist then adds one. `redirect` and `back`
 * are this site's paths only (signInRequest): anything else goes home.
 */
const page = sitePage({ render: SignInPage })

export default page.Page

async function SignInPage({ site, searchParams: query }: SitePageContext<object>) {
  const journey = signInRequest(query)
  const step = (['code', 'phone'] as const).find((value) => value === firstValue(query.step)) ?? ('email' as SignInStep)
  const error = signInErrorMessage(firstValue(query.error))
  const email = firstValue(query.email)?.slice(0, 254) ?? ''
  const shopper = await currentShopper(site.id)
  if (shopper && step !== 'phone') {
    if (journey.type !== 'watchlist' || shopper.phone) redirect(journey.redirect)
    redirect(signInStepHref('phone', journey))
  }
  if (step === 'phone' && !shopper) redirect(signInStepHref('email', journey))
  const hidden = (
    <>
      <input type="hidden" name="type" value={journey.type} />
      <input type="hidden" name="redirect" value={journey.redirect} />
      <input type="hidden" name="back" value={journey.back} />
    </>
  )
  return (
    <section className={styles.page} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{step === 'phone' ? 'Add your mobile number' : 'Sign in'}</h1>
      <p className={styles.lead}>
        Sign in to {site.name} {purpose(siteVocabulary(site.resolvedSettings))[journey.type]}. No password needed: we send you a one-time code.
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {step === 'email' ? (
        <form method="post" action="/api/account/code" className={styles.form}>
          {hidden}
          <Field label="Email address" htmlFor="sign-in-email">
            <input id="sign-in-email" type="email" name="email" required autoComplete="email" defaultValue={email} maxLength={254} />
          </Field>
          <Field label={`Mobile number${journey.type === 'watchlist' ? '' : ' (optional)'}`} htmlFor="sign-in-phone">
            <input id="sign-in-phone" type="tel" name="phone_number" required={journey.type === 'watchlist'} autoComplete="tel" inputMode="tel" maxLength={40} />
          </Field>
          <Button type="submit" size="large" block>
            Send my code
          </Button>
        </form>
      ) : null}
      {step === 'code' ? (
        <>
          <p role="status" className={styles.status}>
            {codeSentMessage(firstValue(query.sent) === 'sms' ? 'your mobile' : maskedEmail(email))}
          </p>
          <form method="post" action="/api/account/verify" className={styles.form}>
            {hidden}
            <input type="hidden" name="email" value={email} />
            <Field label="Your code" htmlFor="sign-in-code">
              <input id="sign-in-code" type="text" name="code" required autoComplete="one-time-code" inputMode="numeric" pattern="[0-9 ]{6,8}" maxLength={8} />
            </Field>
            <Button type="submit" size="large" block>
              Sign in
            </Button>
          </form>
          <p className={styles.aside}>
            <a href={signInStepHref('email', journey, { email })}>Send a new code</a>
          </p>
        </>
      ) : null}
      {step === 'phone' ? (
        <form method="post" action="/api/account/phone" className={styles.form}>
          {hidden}
          <Field label="Mobile number" htmlFor="sign-in-mobile">
            <input id="sign-in-mobile" type="tel" name="phone_number" required autoComplete="tel" inputMode="tel" maxLength={40} />
          </Field>
          <Button type="submit" size="large" block>
            Save and continue
          </Button>
        </form>
      ) : null}
      <p className={styles.aside}>
        <a href={journey.back}>Back</a>
      </p>
    </section>
  )
}
