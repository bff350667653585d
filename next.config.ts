import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { IMAGE_QUALITY } from './src/domain/constants'
import { parseImageHosts } from './src/server/imageHosts'

/** Headers every response carries; the Content-Security-Policy of public pages is set per request in proxy.ts (it needs a nonce). */
const baselineHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // pdfkit reads its font metrics from its own folder at run time, so it must load from node_modules, not a bundle.
  serverExternalPackages: ['pdfkit'],
  images: {
    // Stock photos on every site host, uploads through Payload's access control, and the stock CDNs the deployment names.
    localPatterns: [{ pathname: '/stock-media/**' }, { pathname: '/api/media/file/**' }],
    remotePatterns: parseImageHosts(process.env.STOCK_IMAGE_HOSTS),
    qualities: [IMAGE_QUALITY.card, IMAGE_QUALITY.carPhoto],
  },
  async headers() {
    return [{ source: '/:path*', headers: baselineHeaders }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
