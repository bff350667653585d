import { Button } from '@/components/ui/Button'
import { consentShown, OPT_IN_WORDING, TERMS_WORDING } from '@/domain/leads/consentWording'

import styles from '../forms.module.css'
import { LegalLinks } from '../LegalLinks'
import type { CarFormSettings } from './formCar'

type Props = { form: 'quick-enquiry' | 'request-photos'; settings: CarFormSettings; dealerName: string }

/**
 * The car page's enquiry form as the server draws it, inert, while the real
 * form's code loads: the same rows, controls and consent words in the same
 * classes, so the form arriving moves nothing below it (CLS 0). Hidden
 * without JavaScript, where the section's phone and contact link stand in.
 */
export function CarFormShell({ form, settings, dealerName }: Props) {
  const rows = [
    { label: 'Name', required: true },
    { label: 'Email', required: true },
    { label: 'Phone', required: true },
  ]
  return (
    <div className={`${styles.form} ${styles.shell}`} inert aria-hidden="true">
      {rows.map((row) => (
        <div key={row.label} className={styles.field}>
          <ShellLabel label={row.label} required={row.required} />
          <input type="text" disabled />
        </div>
      ))}
      {form === 'quick-enquiry' ? (
        <div className={styles.field}>
          <ShellLabel label={settings.enquiryMessageOptional ? 'Message (optional)' : 'Message'} required={!settings.enquiryMessageOptional} />
          <textarea rows={4} disabled />
        </div>
      ) : null}
      <ShellCheckbox label={consentShown(OPT_IN_WORDING, dealerName).text} />
      <div className={styles.consent}>
        <ShellCheckbox label={consentShown(TERMS_WORDING, dealerName).text} />
        <LegalLinks />
      </div>
      <div className={styles.spamCheck} />
      <Button className={styles.submit} size="large" disabled>
        Send
      </Button>
    </div>
  )
}

function ShellLabel({ label, required }: { label: string; required: boolean }) {
  return (
    <label>
      {label}
      {required ? <span className={styles.required}> *</span> : null}
    </label>
  )
}

function ShellCheckbox({ label }: { label: string }) {
  return (
    <div className={styles.field}>
      <label className={styles.choice}>
        <input type="checkbox" disabled />
        <span>{label}</span>
      </label>
    </div>
  )
}
