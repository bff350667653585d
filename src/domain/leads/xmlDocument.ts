/**
 * A small XML writer for documents whose shape the code fixes (the ADF lead
 * copy): elements with attributes and either text or child elements, printed
 * with two-space indents.
 *
 * Why not an XML builder library: xmlbuilder2 leaves an ampersand that looks
 * like an entity (`&amp;`, `&foo;`, `&#0;`) unescaped, so a shopper's text
 * could change on the way or make the document unreadable. Here every
 * character is escaped, and characters XML 1.0 cannot hold at all (most
 * control characters, lone surrogates, U+FFFE and U+FFFF) are dropped.
 */

export interface XmlElement {
  name: string
  attributes: Readonly<Record<string, string>>
  content: string | readonly XmlElement[]
}

/** Everything XML 1.0 does not allow as a character: controls other than tab, LF and CR, surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

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
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('')
  const open = `${indent}<${node.name}${attributes}`
  if (typeof node.content === 'string') {
    return [node.content === '' ? `${open}/>` : `${open}>${escapeText(node.content)}</${node.name}>`]
  }
  if (node.content.length === 0) return [`${open}/>`]
  return [`${open}>`, ...node.content.flatMap((child) => lines(child, `${indent}  `)), `${indent}</${node.name}>`]
}

function escapeText(value: string): string {
  // '>' too, so text can never hold ']]>'; a carriage return as a reference, or parsers turn it into a line feed.
  return value.replace(NOT_XML_CHARACTER, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;')
}

function escapeAttribute(value: string): string {
  // Tabs and line breaks as references too: a parser turns them into spaces inside an attribute.
  return escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;')
}
