import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { MarketingTags } from '@/components/analytics/MarketingTags'
import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { VisitRecorder } from '@/components/site/VisitRecorder'
import { WatchlistToasts } from '@/components/watchlist/WatchlistToasts'
import { marketingTags } from '@/domain/marketingTags'
import { themeCssVariables } from '@/domain/theme'
import { currentSite } from '@/sites/currentSite'
import { faviconVersion } from '@/sites/faviconVersion'
import { siteOrigin } from '@/sites/siteUrl'

type Props = { children: React.ReactNode; params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await currentSite((await params).host)
  if (!site) return { title: 'Site not found' }
  const host = decodeURIComponent((await params).host)
  // A shared link of a page with no picture of its own shows the site's (a car page gives its first photo instead).
  const shareImage = site.marketing?.shareImage && typeof site.marketing.shareImage === 'object' ? site.marketing.shareImage : null
  const openGraph = shareImage?.url ? { openGraph: { siteName: site.name, images: [{ url: new URL(shareImage.url, siteOrigin(site, host)).href, alt: shareImage.alt ?? site.name }] } } : {}
  // The icon's address changes with the logo, so browsers may keep each one for good.
  return { title: { default: site.name, template: `%s | ${site.name}` }, icons: { icon: `/favicon.ico?v=${faviconVersion(site)}`, apple: `/apple-touch-icon.png?v=${faviconVersion(site)}` }, ...openGraph }
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  const tags = marketingTags(site.marketing)
  return (
    <div className="site" data-site={site.slug} style={themeCssVariables(site.theme) as React.CSSProperties}>
      <SiteHeader site={site} />
      <main className="site-main">{children}</main>
      <SiteFooter site={site} />
      {site.resolvedSettings.watchlist.mode !== 'off' && <WatchlistToasts />}
      <VisitRecorder />
      {tags.google || tags.metaPixelId ? <MarketingTags tags={tags} askFirst={site.marketing?.askBeforeTracking !== false} /> : null}
    </div>
  )
}
