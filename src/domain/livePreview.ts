/**
 * Live preview (issue 14): the admin shows the page being edited in a frame,
 * on the dealer's own host, and reloads its server render after every
 * autosave. The frame's address carries the signed preview ticket and the
 * admin's origin as query parameters instead of the preview cookie: the admin
 * and the dealer host are different sites, so a browser keeps no SameSite
 * cookie for the frame. The ticket is checked as for the Preview button
 * (src/sites/data/livePreview.ts); only those requests may be framed, and
 * only by the platform's own hosts (src/proxy.ts).
 */

/** Query parameter holding the signed preview ticket. */
export const LIVE_PREVIEW_PARAM = 'livePreview'
/** Query parameter holding the admin's origin, which the frame answers and listens to. */
export const LIVE_PREVIEW_ADMIN_PARAM = 'admin'

/** Live preview tickets expire on this grid (plus the hour), so the frame's address stays the same between saves. */
export const LIVE_PREVIEW_TICKET_STEP_MS = 10 * 60 * 1000

/** How soon after the editor stops typing the draft is saved, and the preview redraws. */
export const LIVE_PREVIEW_AUTOSAVE_MS = 400

/** The preview sizes the admin offers: the phone and desktop widths the pages are checked at. */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'mobile', label: 'Phone', width: 390, height: 844 },
  { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
] as const

/** On an offer's preview link: open the offers page, with the draft among the others, instead of the offer's own page. */
export const PREVIEW_OFFERS_LIST_PARAM = 'list'
