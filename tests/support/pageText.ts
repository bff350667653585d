/** A rendered page's parts and readable text, for checking what a shopper sees. */

export const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html
/** The main content's words: tags, comments and scripts removed, entities for & and ' read back, spaces collapsed. */
export const text = (html: string) =>
  main(html).replace(/<!-- -->/g, '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ')
export const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
export const footer = (html: string) => /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
