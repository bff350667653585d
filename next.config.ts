import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { IMAGE_QUALITY } from './src/domain/stockPhotos'
import { platformHeaderRules } from './src/server/baselineHeaders'
import { parseImageHosts } from './src/server/imageHosts'

const ICON_SOURCES = ['src/components/ui/iconPaths.ts', 'src/components/ui/iconDocument.ts']

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Turbopack keeps its build cache in .next/cache, so a rebuild after a change takes about 50 s instead of 2.5 min (measured).
  // CI builds a fresh clone once and never reads it back: writing it there would cost about 50 s for nothing.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
  // The icons' version in their addresses (src/components/ui/iconFile.ts): a hash of the drawings and of how a file draws them.
  env: { ICON_VERSION: ICON_SOURCES.reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256')).digest('base64url').slice(0, 6) },
  // The production server compresses every response itself, brotli included (src/server/compressResponses.ts); Next only knows gzip.
  compress: false,
  // pdfkit reads its font metrics from its own folder at run time, so it must load from node_modules, not a bundle.
  serverExternalPackages: ['pdfkit'],
  images: {
    // Stock photos on every site host, uploads through Payload's access control, and the stock CDNs the deployment names.
    localPatterns: [{ pathname: '/stock-media/**' }, { pathname: '/api/media/file/**' }],
    remotePatterns: parseImageHosts(process.env.STOCK_IMAGE_HOSTS),
    qualities: [IMAGE_QUALITY.card, IMAGE_QUALITY.carPhoto],
    // The widths the design uses, so no image lists more candidates than its slot can use. A car card is at most
    // 400 px wide: 400 and 800 for 1x and 2x screens (src/components/stock/CarCardPhoto.tsx).
    imageSizes: [400, 800],
    // Photos across the screen (the car page's gallery, 60% of a laptop's width, and its full-screen view): a phone's
    // 640-1280 at 1.5x-3x, a laptop's 1080 at 1x, and 1920 for a laptop at 2x, the largest worth sending.
    deviceSizes: [640, 1080, 1280, 1920],
  },
  async headers() {
    return platformHeaderRules(process.env.NODE_ENV === 'development')
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
