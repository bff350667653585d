import { DEALER_COMMENTS_TOGGLE, type DealerComments } from '@/domain/dealerComments'

import styles from './DealerCommentsText.module.css'

/**
 * The dealer's comments on the car page: pending text, or paragraphs; over
 * 400 characters the first 400 show with Show more / Show less. The toggle is
 * a <details>, so it works without JavaScript; while it is open the cut
 * version steps aside for the whole text.
 */
export function DealerCommentsText({ comments }: { comments: DealerComments }) {
  if (comments.pending) return <p>{comments.text}</p>
  if (!comments.collapsible)
    return (
      <div className={styles.comments}>
        {comments.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    )
  return (
    <div className={styles.comments}>
      <div className="dealer-comments-cut">
        {comments.collapsed.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <details className={styles.more}>
        <summary>
          <span className="when-closed">{DEALER_COMMENTS_TOGGLE.more}</span>
          <span className="when-open">{DEALER_COMMENTS_TOGGLE.less}</span>
        </summary>
        {comments.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </details>
    </div>
  )
}
