import { bodyTypeLabel } from './stockLabels'

/** What a layout row holds, as the admin form has it (any block type; only the parts that can name it are read). */
export type BlockRowData = {
  heading?: string | null
  slides?: readonly ({ title?: string | null } | null)[] | null
  actions?: readonly ({ title?: string | null } | null)[] | null
  items?: readonly ({ title?: string | null } | null)[] | null
  content?: unknown
  search?: { make?: string | null; body?: string | null; tag?: string | null } | null
}

const clean = (text: unknown): string => (typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '')

/** The first words of a rich text (Lexical's tree of nodes), for a block of text with no heading. */
function firstText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, root, children } = node as { text?: unknown; root?: unknown; children?: unknown }
  if (clean(text)) return clean(text)
  if (root) return firstText(root)
  if (Array.isArray(children)) for (const child of children) if (firstText(child)) return firstText(child)
  return ''
}

const WORDS = 60

/**
 * A layout row's own name in the admin, so rows tell themselves apart after a
 * reorder: its heading, else its first slide's (or card's, or item's) title,
 * else its text's first words, else what its saved search picks; empty when
 * nothing is filled in yet (the row then shows its kind alone).
 */
export function blockRowTitle(row: BlockRowData | null | undefined): string {
  if (!row) return ''
  const first = (list: BlockRowData['slides']) => list?.map((each) => clean(each?.title)).find(Boolean) ?? ''
  const title = clean(row.heading) || first(row.slides) || first(row.actions) || first(row.items) || firstText(row.content) || [clean(row.search?.make), clean(row.search?.body) && bodyTypeLabel(clean(row.search?.body)), clean(row.search?.tag)].filter(Boolean).join(' · ')
  return title.length > WORDS ? `${title.slice(0, WORDS - 1).trimEnd()}…` : title
}
