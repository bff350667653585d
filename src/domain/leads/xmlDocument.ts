/**
 * A small XML writer for documents whose shape the code fixes (the ADF lead
 * copy): elements with attributes and either text or child elements, printed
 * with two-space indents.
 *
 * Why not an XML builder library: xmlbuilder2 leaves an ampersand that looks
 * like an entity (`&amp;`, `&foo;`, `&#0;`) unescaped, so a shopper's text
 * could change on the way or make the document unreadable. Here every
 * character is escaped, and characters XML 1.0 cannot hold at all are
 * dropped (src/lib/escapeXml.ts).
 */

import { escapeXmlAttribute, escapeXmlText } from '../../lib/escapeXml'

export interface XmlElement {
  name: string
  attributes: Readonly<Record<string, string>>
  content: string | readonly XmlElement[]
}

/**
 * An element; children that are null or false are left out, so optional
 * elements read as `vin ? element('vin', {}, vin) : null`.
 */
export function element(
  name: string,
  attributes: Readonly<Record<string, string>>,
  content: string | readonly (XmlElement | null | false)[] = [],
): XmlElement {
  return { name, attributes, content: typeof content === 'string' ? content : content.filter((child) => !!child) }
}

/** The document: the XML declaration, then the processing instructions, then the root element. */
export function xmlDocument(processingInstructions: readonly string[], root: XmlElement): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...processingInstructions.map((instruction) => `<?${instruction}?>`), ...lines(root, '')].join(
    '\n',
  )
}

function lines(node: XmlElement, indent: string): string[] {
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`)
    .join('')
  const open = `${indent}<${node.name}${attributes}`
  if (typeof node.content === 'string') {
    return [node.content === '' ? `${open}/>` : `${open}>${escapeXmlText(node.content)}</${node.name}>`]
  }
  if (node.content.length === 0) return [`${open}/>`]
  return [`${open}>`, ...node.content.flatMap((child) => lines(child, `${indent}  `)), `${indent}</${node.name}>`]
}
