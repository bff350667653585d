import { makeLogoHue, makeMonogram } from '@/domain/makeLogo'

/**
 * A make's monogram logo (src/domain/makeLogo.ts): its letters on a rounded
 * square of the make's colour, a fixed 40 px box (FacetTileList.module.css),
 * so tiles need no image request and never shift the page. One element: a
 * page of tiles repeats it. Decorative: the tile's text names the make.
 */
export function MakeLogo({ make }: { make: string }) {
  const letters = makeMonogram(make)
  const fontSize = letters.length > 2 ? 13 : letters.length === 2 ? 16 : 20
  return (
    // 28% lightness keeps white letters above 4.5:1 on every hue.
    <span className="make-logo" aria-hidden="true" style={{ background: `hsl(${makeLogoHue(make)} 45% 28%)`, fontSize }}>
      {letters}
    </span>
  )
}
