import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { SiteFooter } from '@/components/site/SiteFooter'
import { SiteHeader } from '@/components/site/SiteHeader'
import { VisitRecorder } from '@/components/site/VisitRecorder'
import { WatchlistToasts } from '@/components/watchlist/WatchlistToasts'
import { themeCssVariables } from '@/domain/theme'
import { currentSite } from '@/sites/currentSite'
import { faviconVersion } from '@/sites/faviconVersion'

type Props = { children: React.ReactNode; params: Promise<{ host: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await currentSite((await params).host)
  if (!site) return { title: 'Site not found' }
  // The icon's address changes with the logo, so browsers may keep each one for good.
  return { title: { default: site.name, template: `%s | ${site.name}` }, icons: { icon: `/favicon.ico?v=${faviconVersion(site)}`, apple: `/apple-touch-icon.png?v=${faviconVersion(site)}` } }
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await currentSite((await params).host)
  if (!site) notFound()
  return (
    <div className="site" data-site={site.slug} style={themeCssVariables(site.theme) as React.CSSProperties}>
      <SiteHeader site={site} />
      <main className="site-main">{children}</main>
      <SiteFooter site={site} />
      {site.resolvedSettings.watchlist.mode !== 'off' && <WatchlistToasts />}
      <VisitRecorder />
    </div>
  )
}
