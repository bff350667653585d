/**
 * What a rich-text (Lexical) value links to, at any depth: records shown or
 * linked (upload and relationship nodes, and the `doc` of a link or autolink
 * node, which an internal link leads to) and the addresses of custom links.
 * Text links and relationship nodes may name only records of
 * RICH_TEXT_LINK_COLLECTIONS, each on the text's own site.
 */

/** The collections with a page of their own that a link (or a relationship node) in text may lead to. The editor offers these only. */
export const RICH_TEXT_LINK_COLLECTIONS = ['pages', 'posts', 'offers', 'models'] as const

/** A record a rich-text node points at: `node` says which kind of node holds it. */
export type RichTextRecord = { node: 'upload' | 'relationship' | 'link'; relationTo: string; value: unknown }

export type RichTextLinks = { records: RichTextRecord[]; addresses: string[] }

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => Boolean(value) && typeof value === 'object' && !Array.isArray(value)
const holdsRecord = (node: Node) => (node.type === 'upload' || node.type === 'relationship') && typeof node.relationTo === 'string'
const isLink = (node: Node) => (node.type === 'link' || node.type === 'autolink') && isNode(node.fields)

function ownLinks(node: Node, found: RichTextLinks): void {
  if (holdsRecord(node)) found.records.push({ node: node.type as 'upload' | 'relationship', relationTo: node.relationTo as string, value: node.value })
  if (!isLink(node)) return
  const { doc, linkType, url } = node.fields as Node
  // A doc left on a link switched to a custom address is checked too: a later renderer might read it.
  if (isNode(doc) && typeof doc.relationTo === 'string') found.records.push({ node: 'link', relationTo: doc.relationTo, value: doc.value })
  // An internal link's url is never rendered (its doc's address is).
  if (linkType !== 'internal' && typeof url === 'string') found.addresses.push(url)
}

/** The parts of a node that hold more of the text: not the record a node points at, which a read may have populated. */
function childrenOf(node: Node): unknown[] {
  return Object.entries(node).flatMap(([key, child]) => {
    if (typeof child !== 'object' || child === null) return []
    if (key === 'value' && holdsRecord(node)) return []
    if (key === 'fields' && isLink(node)) return Object.entries(child).filter(([name]) => name !== 'doc').map(([, value]) => value)
    return [child]
  })
}

/** Every record and address a rich-text value links to, however deeply nested (lists, quotes, blocks holding rich text). */
export function richTextLinks(value: unknown): RichTextLinks {
  const found: RichTextLinks = { records: [], addresses: [] }
  const visit = (item: unknown): void => {
    if (Array.isArray(item)) return item.forEach(visit)
    if (!isNode(item)) return
    ownLinks(item, found)
    childrenOf(item).forEach(visit)
  }
  visit(value)
  return found
}

/** Whether a link in text may lead to a record of this collection (on its own site; that is checked apart). */
export function mayLinkFromText(collection: string): boolean {
  return (RICH_TEXT_LINK_COLLECTIONS as readonly string[]).includes(collection)
}

/** What a person sees when a link in text leads to a collection it may not; the same words whatever it names, so nothing is revealed. */
export const TEXT_LINK_COLLECTION_MESSAGE = `A link in text may lead only to one of this site's ${RICH_TEXT_LINK_COLLECTIONS.slice(0, -1).join(', ')} or ${RICH_TEXT_LINK_COLLECTIONS.at(-1)}. Choose one of those, or a web address.`
