import { buttonClass } from '@/components/ui/Button'

import styles from './PreviewBanner.module.css'

/**
 * Shown above a draft while an editor previews it. Leaving is a plain form
 * request to a route handler (not a client navigation), so the draft cookie is
 * cleared by the server, with or without JavaScript.
 */
export function PreviewBanner() {
  return (
    <form className={styles.banner} role="status" action="/preview/exit" method="get">
      Draft preview: shoppers do not see this version yet. <button type="submit" className={buttonClass('secondary', { size: 'small' })}>Leave preview</button>
    </form>
  )
}
