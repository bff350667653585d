import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { IMAGE_QUALITY } from './src/domain/constants'
import { platformHeaderRules } from './src/server/baselineHeaders'
import { parseImageHosts } from './src/server/imageHosts'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The production server compresses every response itself, brotli included (src/server/compressResponses.ts); Next only knows gzip.
  compress: false,
  // pdfkit reads its font metrics from its own folder at run time, so it must load from node_modules, not a bundle.
  serverExternalPackages: ['pdfkit'],
  images: {
    // Stock photos on every site host, uploads through Payload's access control, and the stock CDNs the deployment names.
    localPatterns: [{ pathname: '/stock-media/**' }, { pathname: '/api/media/file/**' }],
    remotePatterns: parseImageHosts(process.env.STOCK_IMAGE_HOSTS),
    qualities: [IMAGE_QUALITY.card, IMAGE_QUALITY.carPhoto],
  },
  async headers() {
    return platformHeaderRules(process.env.NODE_ENV === 'development')
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
