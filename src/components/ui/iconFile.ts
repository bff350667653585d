import './icons.css'

import type { CSSProperties } from 'react'

/**
 * The version in every icon's address: a hash of the drawings and of how a
 * file draws them (next.config.ts, ICON_VERSION, at build time), so browsers
 * keep each file for good and a new drawing is fetched at once. A constant
 * rather than a hash computed here: client components draw icons too, and the
 * drawings must not ride along in their bundles.
 */
const VERSION = process.env.ICON_VERSION ?? 'dev'

/** One icon's (or drawing's) own SVG file. */
export const iconFile = (name: string) => `/icons/${name}.svg?v=${VERSION}`

/**
 * One icon drawn before an element's own content (the `with-icon` class,
 * icons.css): not even an element of its own, where pages repeat it on
 * every car card.
 */
export const iconBefore = (name: string) => ({ className: 'with-icon', style: { '--icon': `url(${iconFile(name)})` } as CSSProperties })
