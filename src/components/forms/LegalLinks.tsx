import { LEGAL_PAGE_PATHS } from '@/domain/legalPages'

import styles from './forms.module.css'

/** The site's terms and privacy policy, after the terms box and outside its label, so a click on a link does not tick the box. */
export function LegalLinks() {
  return (
    <p className={styles.hint}>
      <a href={LEGAL_PAGE_PATHS.terms}>Terms of use</a>
      {' · '}
      <a href={LEGAL_PAGE_PATHS.privacy}>Privacy policy</a>
    </p>
  )
}
