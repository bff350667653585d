
import { facetTiles, type FacetTile } from '@/domain/facetTiles'
import { facetValueLabel } from '@/domain/stockLabels'
import { searchUrl, withFilterChange, type RefinementAttribute, type SearchState, type SearchUrlSite } from '@/domain/searchUrl'
import { countOf, type Vocabulary } from '@/domain/vocabulary'

import { FacetTileList } from './FacetTileList'

type Props = { state: SearchState; site: SearchUrlSite; makes: Record<string, number>; bodies: Record<string, number>; words: Vocabulary }

function TileRow({ id, title, tiles, attribute, state, site, label, words, logo }: {
  id: string
  words: Vocabulary
  title: string
  tiles: FacetTile[]
  attribute: RefinementAttribute
  state: SearchState
  site: SearchUrlSite
  label: (value: string) => string
  logo?: boolean
}) {
  const links = tiles.map((tile) => ({
    value: tile.value,
    href: searchUrl(withFilterChange(state, { refinementList: { [attribute]: [tile.value] } }), site),
    name: label(tile.value),
    count: countOf(tile.count, words),
  }))
  return <FacetTileList id={id} title={title} tiles={links} logo={logo} nofollow />
}

/**
 * Facet tiles with counts and logos above the results:
 * the makes (with their monogram logos) and body types with the most cars, each
 * a plain link to that search. Each row shows only until its filter is chosen.
 */
export function FacetTiles({ state, site, makes, bodies, words }: Props) {
  const chosenMakes = [...(state.refinementList?.make ?? []), ...(state.refinementList?.make_model ?? [])]
  return (
    <>
      <TileRow id="tiles-make" title="Shop by make" tiles={facetTiles(makes, chosenMakes)} attribute="make" state={state} site={site} label={(value) => facetValueLabel('make', value)} words={words} logo />
      <TileRow
        id="tiles-body"
        title="Shop by body type"
        tiles={facetTiles(bodies, state.refinementList?.body ?? [])}
        attribute="body"
        state={state}
        site={site}
        label={(value) => facetValueLabel('body', value)}
        words={words}
      />
    </>
  )
}
