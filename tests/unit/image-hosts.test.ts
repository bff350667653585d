import { describe, expect, it } from 'vitest'

import { imageIsOptimisable, parseImageHosts, photoSource } from '@/server/imageHosts'

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

describe('photoSource: where the server may fetch a car photo from', () => {
  const hosts = parseImageHosts('https://cdn.example.com,https://*.imgix.net')

  it.each([
    ['/stock-media/abc.webp', { kind: 'stock-media', path: '/stock-media/abc.webp' }],
    ['/stock-media/thumbs/abc.webp', { kind: 'stock-media', path: '/stock-media/thumbs/abc.webp' }],
  ])('our stock media path %s is read from disk', (src, expected) => {
    expect(photoSource(src, hosts)).toEqual(expected)
  })

  it.each(['https://cdn.example.com/cars/1.jpg', 'https://dealer.imgix.net/1.jpg', 'https://CDN.example.com/1.jpg'])('a listed host %s is fetched', (src) => {
    expect(photoSource(src, hosts)).toEqual({ kind: 'remote', url: new URL(src) })
  })

  it.each([
    'http://127.0.0.1:3000/api/health',
    'http://127.0.0.1/x.jpg',
    'http://localhost/x.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.5/x.jpg',
    'http://cdn.example.com/1.jpg',
    'https://cdn.example.com:8443/1.jpg',
    'https://user:pass@cdn.example.com/1.jpg',
    'https://cdn.example.com.evil.test/1.jpg',
    'https://evil.test/1.jpg',
    'file:///etc/passwd',
    '/api/health',
    '/api/media/file/x.jpg',
    '//127.0.0.1/x.jpg',
    'not a url',
  ])('anything else is never fetched: %s', (src) => {
    expect(photoSource(src, hosts)).toBeNull()
  })
})
