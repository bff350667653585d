/**
 * Elements the browser's HTML parser would not keep where the server put
 * them: a block element inside a <p> (the parser closes the paragraph
 * first), a link inside a link, a form inside a form. React hydrates
 * against what it rendered, so each of these fails hydration and the whole
 * page is drawn again in the browser. A plain scan of start and end tags,
 * for the HTML our own server renders.
 */
const CLOSES_A_PARAGRAPH = new Set(['address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul'])
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const NOT_NESTED = new Set(['a', 'form', 'button'])
/** Where the parser stops looking for an open <p> ("button scope" in the HTML standard). */
const SCOPE_BOUNDARIES = new Set(['button', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template'])

function paragraphInScope(open: readonly string[]): boolean {
  for (let at = open.length - 1; at >= 0; at--) {
    if (open[at] === 'p') return true
    if (SCOPE_BOUNDARIES.has(open[at]!)) return false
  }
  return false
}

export function misnestedElements(html: string): string[] {
  const found: string[] = []
  const open: string[] = []
  const markup = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '').replace(/<!--[\s\S]*?-->/g, '')
  for (const [, closing, rawName] of markup.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*>/g)) {
    const name = rawName!.toLowerCase()
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at !== -1) open.length = at
      continue
    }
    if (open.includes('svg')) {
      if (name === 'svg') open.push(name)
      continue
    }
    if (CLOSES_A_PARAGRAPH.has(name) && paragraphInScope(open)) found.push(`<${name}> inside <p>`)
    if (NOT_NESTED.has(name) && open.includes(name)) found.push(`<${name}> inside <${name}>`)
    if (!VOID.has(name)) open.push(name)
  }
  return [...new Set(found)]
}
