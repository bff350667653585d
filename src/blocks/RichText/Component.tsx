import { RichTextBody } from '@/components/content/RichTextBody'
import type { RichTextBlock } from '@/payload-types'

import styles from '../blocks.module.css'

/** The dealer's own text in the site's prose style. */
export function RichText({ block }: { block: RichTextBlock }) {
  return (
    <div className={styles.section}>
      <RichTextBody data={block.content} />
    </div>
  )
}
