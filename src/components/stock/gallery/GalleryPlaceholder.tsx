
import { buttonClass } from '@/components/ui/Button'

import styles from './CarGallery.module.css'

/**
 * The gallery of a car with no photo yet: a drawn car in the gallery's 4:3
 * box, the card's words ("Photos coming soon", or "New arrival: ..."), and
 * Request Photos, which opens the enquiry section's Request Photos form
 * (its hidden line asks for the photos).
 */
export function GalleryPlaceholder({ text, requestHref, title }: { text: string; requestHref: string; title: string }) {
  return (
    <div className={styles.placeholder} data-testid="gallery-placeholder">
      <svg viewBox="0 0 160 80" width="160" height="80" aria-hidden="true" focusable="false">
        <path
          d="M12 58V46l14-5 18-16c4-3 9-5 15-5h38c6 0 11 2 15 6l16 15 16 4c3 1 5 4 5 7v6M12 58h16M52 58h56M132 58h16"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="40" cy="58" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="120" cy="58" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M50 40h30V26M88 26v14h32" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p>{text}</p>
      <a className={buttonClass('primary')} href={requestHref} aria-label={`Request Photos: ${title}`}>
        Request Photos
      </a>
    </div>
  )
}
