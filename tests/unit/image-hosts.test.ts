import { describe, expect, it } from 'vitest'

import { imageIsOptimisable, parseImageHosts } from '@/server/imageHosts'

describe('STOCK_IMAGE_HOSTS', () => {
  it('reads comma-separated origins, wildcards allowed, and nothing when unset', () => {
    expect(parseImageHosts(undefined)).toEqual([])
    expect(parseImageHosts('https://cdn.example.com, https://*.imgix.net/')).toEqual([
      { protocol: 'https', hostname: 'cdn.example.com', pathname: '/**' },
      { protocol: 'https', hostname: '*.imgix.net', pathname: '/**' },
    ])
  })

  it('refuses anything that is not an origin, naming it', () => {
    expect(() => parseImageHosts('cdn.example.com')).toThrow('"cdn.example.com" is not an origin')
    expect(() => parseImageHosts('https://cdn.example.com/photos')).toThrow(/is not an origin/)
  })

  it('our own photo paths are optimised, outside ones only from a configured host', () => {
    const hosts = parseImageHosts('https://cdn.example.com,https://*.imgix.net')
    expect(imageIsOptimisable('/stock-media/hilux.webp', hosts)).toBe(true)
    expect(imageIsOptimisable('https://cdn.example.com/a.jpg', hosts)).toBe(true)
    expect(imageIsOptimisable('https://dealer.imgix.net/a.jpg', hosts)).toBe(true)
    expect(imageIsOptimisable('https://a.b.imgix.net/a.jpg', hosts)).toBe(false)
    expect(imageIsOptimisable('http://cdn.example.com/a.jpg', hosts)).toBe(false)
    expect(imageIsOptimisable('https://elsewhere.com/a.jpg', hosts)).toBe(false)
    expect(imageIsOptimisable('//elsewhere.com/a.jpg', hosts)).toBe(false)
  })
})
