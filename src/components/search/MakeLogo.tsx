import { MAKE_LOGO_SIZE } from '@/domain/constants'
import { makeLogoHue, makeMonogram } from '@/domain/makeLogo'

/**
 * A make's monogram logo (src/domain/makeLogo.ts): a few hundred bytes of
 * inline SVG at a fixed size, so tiles need no image request and never shift
 * the page. Decorative: the tile's text names the make.
 */
export function MakeLogo({ make }: { make: string }) {
  const letters = makeMonogram(make)
  const fontSize = letters.length > 2 ? 13 : letters.length === 2 ? 16 : 20
  return (
    <svg className="make-logo" width={MAKE_LOGO_SIZE} height={MAKE_LOGO_SIZE} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {/* 28% lightness keeps white letters above 4.5:1 on every hue. */}
      <rect width="40" height="40" rx="8" fill={`hsl(${makeLogoHue(make)} 45% 28%)`} />
      <text x="20" y="21" dominantBaseline="middle" textAnchor="middle" fill="#fff" fontSize={fontSize} fontWeight="700" fontFamily="system-ui, sans-serif">
        {letters}
      </text>
    </svg>
  )
}
