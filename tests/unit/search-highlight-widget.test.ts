import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Configure, getServerState, Highlight, Hits, InstantSearch, InstantSearchSSRProvider } from 'react-instantsearch'
import type { Hit, SearchClient } from 'instantsearch.js'
import { describe, expect, it } from 'vitest'

import { builtInEngineOver } from '@/search/builtIn/builtInEngine'
import { toSearchDocument, type StockRecord } from '@/search/document'
import { indexDocuments } from '@/search/memory/siteIndex'
import { parseSearchBody } from '@/search/request'

const title = '2020 Holden "Ute" & Co <Sport>'
const car: StockRecord = {
  id: 1,
  slug: 'car-1',
  name: title,
  make: 'Holden',
  model: 'Ute',
  make_model: 'Holden|Ute',
  car_type: 'used',
  status: 'in_stock',
  show_on_dealer_website: true,
  price: 20000,
  km: 50000,
  year: 2020,
  stocknum: 'S1',
  created_at: '2026-01-01T00:00:00.000Z',
}
const index = indexDocuments([toSearchDocument(car)], 1)
const engine = builtInEngineOver({ get: async () => index, close: async () => undefined })
const site = { siteId: 1, filter: null, includeSoldCarsDays: 3, stockCountOverride: null, now: new Date('2026-11-22T00:00:00Z') }

/** InstantSearch's client over the built-in engine, as POST /api/search answers it. */
const searchClient = {
  search: async (requests: unknown) => ({ results: await engine.search(site, parseSearchBody({ requests })) }),
} as unknown as SearchClient

const highlightedTitle = ({ hit }: { hit: Hit }) => createElement(Highlight, { hit, attribute: 'name' })
const app = () => createElement(InstantSearch, { searchClient, indexName: 'vehicles' }, createElement(Configure, { query: 'holden ute co sport' }), createElement(Hits, { hitComponent: highlightedTitle }))

describe('react-instantsearch’s <Highlight> over the built-in engine', () => {
  it('shows each character of the title once: the engine answers raw values, as Algolia does, and InstantSearch escapes them', async () => {
    const serverState = await getServerState(app(), { renderToString })
    const html = renderToString(createElement(InstantSearchSSRProvider, serverState, app()))
    const shown = /<span class="ais-Highlight"[^>]*>(.*?)<\/span><\/li>/.exec(html)?.[1] ?? html
    const text = shown.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')
    expect(text).toBe(title)
    expect(shown).toContain('<mark class="ais-Highlight-highlighted">Holden</mark>')
    expect(shown).toContain('<mark class="ais-Highlight-highlighted">Sport</mark>')
  })
})
