import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { icoOf, siteFavicon } from '@/sites/favicon'
import { faviconVersion } from '@/sites/faviconVersion'

describe('a site’s favicon file', () => {
  it('is an .ico of PNG images: the header, one entry per size pointing at its image, then the images', async () => {
    const png = (size: number) => sharp({ create: { width: size, height: size, channels: 4, background: '#eb0a1e' } }).png().toBuffer()
    const images = [
      { size: 16, png: await png(16) },
      { size: 32, png: await png(32) },
    ]
    const ico = icoOf(images)
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2])
    for (const [at, { size, png: image }] of images.entries()) {
      const entry = 6 + 16 * at
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1), ico.readUInt16LE(entry + 4), ico.readUInt16LE(entry + 6)]).toEqual([size, size, 1, 32])
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)]
      expect(ico.subarray(offset, offset + length).equals(image)).toBe(true)
    }
    expect(ico.length).toBe(6 + 32 + images[0]!.png.length + images[1]!.png.length)
  })

  it('a site without a logo gets its initial on its primary colour', async () => {
    const ico = await siteFavicon({ name: 'Acme Motors', theme: { primaryColour: '#166534' }, logo: null })
    expect(ico.readUInt16LE(4)).toBe(3)
    const entry = 6 + 16
    expect(ico.readUInt8(entry)).toBe(32)
    const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8))
    const { dominant } = await sharp(png).stats()
    expect(dominant.g).toBeGreaterThan(dominant.r)
    expect(dominant.g).toBeGreaterThan(dominant.b)
  })
})

describe('the version of a site’s icon', () => {
  const logo = { id: 7, filename: 'logo.png', filesize: 12_000, updatedAt: '2026-11-01T00:00:00.000Z' }
  const site = (changes: Partial<typeof logo> = {}) => ({ name: 'Acme Motors', theme: { primaryColour: '#166534' }, logo: { ...logo, ...changes } as never })

  it('stays while the logo stays, and changes with the logo’s document: another image, a new file, a later change', () => {
    expect(faviconVersion(site())).toBe(faviconVersion(site()))
    expect(faviconVersion(site())).toMatch(/^[0-9a-f]{16}$/)
    for (const changed of [{ id: 8 }, { filename: 'logo-1.png' }, { filesize: 12_001 }, { updatedAt: '2026-11-02T00:00:00.000Z' }]) {
      expect(faviconVersion(site(changed)), JSON.stringify(changed)).not.toBe(faviconVersion(site()))
    }
  })

  it('without a logo, changes with the name and colour its initial is drawn from', () => {
    const initial = (name: string, primaryColour: string) => faviconVersion({ name, theme: { primaryColour }, logo: null })
    expect(initial('Acme Motors', '#166534')).toBe(initial('Acme Motors', '#166534'))
    expect(initial('Acme Motors', '#166534')).not.toBe(initial('Bolt Motors', '#166534'))
    expect(initial('Acme Motors', '#166534')).not.toBe(initial('Acme Motors', '#0b2545'))
  })
})
