import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import styles from './RichTextBody.module.css'

/** Dealer-written rich text (pages, posts), rendered on the server in the site's prose style. */
export function RichTextBody({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <RichText className={styles.prose} data={data as SerializedEditorState} />
}
