'use client'

import { OPT_IN_FINANCE_LABEL, OPT_IN_TRADE_LABEL } from '@/domain/leads/formWording'
import { consentShown, OPT_IN_WORDING, TERMS_WORDING } from '@/domain/leads/consentWording'

import { CheckboxField } from './ChoiceFields'
import { LegalLinks } from './LegalLinks'
import styles from './forms.module.css'

/**
 * The consent boxes, worded exactly as the server records them as evidence
 * (consentWording.ts): changing these words here would make the evidence
 * false. Their defaults come from the form's defaults (opt-in per the site,
 * terms unticked).
 */
export function OptInField({ dealerName }: { dealerName: string }) {
  return <CheckboxField name="opt_in" label={consentShown(OPT_IN_WORDING, dealerName).text} />
}

/**
 * Required on every lead form, with the spec's message; the trade-in calls it
 * terms_conditions. The links to the site's terms and privacy policy,
 * which every site has (the platform's, or the dealer's
 * own), sit after the box, outside its label, so the label stays the
 * recorded words and a click on a link does not tick the box.
 */
export function TermsField({ dealerName, name = 'terms_agreed' }: { dealerName: string; name?: 'terms_agreed' | 'terms_conditions' }) {
  return (
    <div className={styles.consent}>
      <CheckboxField name={name} required label={consentShown(TERMS_WORDING, dealerName).text} />
      <LegalLinks />
    </div>
  )
}

/** 'I'm interested in finance.' and 'I have a trade in.', unticked by default. */
export function InterestFields() {
  return (
    <>
      <CheckboxField name="opt_in_finance" label={OPT_IN_FINANCE_LABEL} />
      <CheckboxField name="opt_in_trade" label={OPT_IN_TRADE_LABEL} />
    </>
  )
}
