import { RichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Dealer-written rich text (pages, posts), rendered on the server. */
export function RichTextBody({ data }: { data: unknown }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return <RichText className="rich-text" data={data as SerializedEditorState} />
}
