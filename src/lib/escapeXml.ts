/**
 * Escaping text for XML and HTML: the one escaper for every document the app
 * writes by hand (sitemaps, the ADF lead copy, drawn SVG, emails' HTML).
 *
 * Every character that could end the text is escaped, and characters XML 1.0
 * cannot hold at all (most control characters, lone surrogates, U+FFFE and
 * U+FFFF) are dropped, so any string gives a well-formed document that reads
 * back as the string.
 */

/** Everything XML 1.0 does not allow as a character: controls other than tab, LF and CR, surrogates, U+FFFE and U+FFFF. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text between tags. */
export function escapeXmlText(value: string): string {
  // '>' too, so text can never hold ']]>'; a carriage return as a reference, or parsers turn it into a line feed.
  return value.replace(NOT_XML_CHARACTER, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;')
}

/** An attribute value in double quotes (also fine as text between tags). */
export function escapeXmlAttribute(value: string): string {
  // Tabs and line breaks as references too: a parser turns them into spaces inside an attribute.
  return escapeXmlText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;')
}
