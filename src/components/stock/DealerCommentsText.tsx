import { DEALER_COMMENTS_TOGGLE, type DealerComments } from '@/domain/dealerComments'

/**
 * The dealer's comments on the car page: pending text, or paragraphs; over
 * 400 characters the first 400 show with Show more / Show less. The toggle is
 * a <details>, so it works without JavaScript; while it is open the cut
 * version steps aside for the whole text.
 */
export function DealerCommentsText({ comments }: { comments: DealerComments }) {
  if (comments.pending) return <p>{comments.text}</p>
  if (!comments.collapsible) return comments.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
  return (
    <div className="dealer-comments">
      <div className="dealer-comments-cut">
        {comments.collapsed.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <details className="show-more">
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
