import { META_PIXEL_SCRIPT, tagScriptUrl, type MarketingTags } from '@/domain/marketingTags'

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string; push?: unknown }

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
    fbq?: Queue
    _fbq?: Queue
  }
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/**
 * Starts the site's tags, once, as Google's and Meta's own snippets do, but
 * from this bundle rather than inline: the page's policy lets a script of
 * ours add theirs, and allows their origins only on sites that set them.
 */
export function loadTags(tags: MarketingTags) {
  if (document.documentElement.dataset.tagsLoaded) return
  document.documentElement.dataset.tagsLoaded = 'true'
  if (tags.google) {
    window.dataLayer ??= []
    if (tags.google.kind === 'tag-manager') {
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    } else {
      window.gtag = function gtag() {
        // gtag.js reads the arguments object itself, as its snippet pushes it.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments)
      }
      window.gtag('js', new Date())
      window.gtag('config', tags.google.id)
    }
    addScript(tagScriptUrl(tags.google))
  }
  if (tags.metaPixelId) {
    const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args))
    Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq })
    window.fbq = window._fbq = fbq
    addScript(META_PIXEL_SCRIPT)
    fbq('init', tags.metaPixelId)
    fbq('track', 'PageView')
  }
}
