import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { MODEL_TILE } from '../../src/domain/models'
import {
  initials,
  locationFacadeSvg,
  MODEL_TILE_ART,
  modelTileSvg,
  offerBannerSvg,
  offerVehicle,
  teamAvatarSvg,
} from '../../src/onboarding/seedArt'

const colours = { primary: '#eb0a1e', secondary: '#f5f5f5', accent: '#1a1a1a' }

/** Share of pixels within a small distance of `hex`. */
async function shareOf(svg: string, hex: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(200).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
  let near = 0
  for (let i = 0; i < data.length; i += 3) {
    if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 90) near += 1
  }
  return near / (info.width * info.height)
}

describe('drawn seed images', () => {
  it('model tiles have the model tile’s proportions, so its crop keeps the whole vehicle', () => {
    expect(MODEL_TILE_ART.width / MODEL_TILE_ART.height).toBeCloseTo(MODEL_TILE.width / MODEL_TILE.height, 2)
  })

  it('a model tile is the model’s body silhouette painted in the brand colour', async () => {
    const ute = modelTileSvg('ute', colours)
    expect(ute).toBe(modelTileSvg('ute', colours))
    expect(ute).not.toBe(modelTileSvg('suv', colours))
    expect(await shareOf(ute, colours.primary)).toBeGreaterThan(0.04)
    expect(await shareOf(modelTileSvg('ute', { ...colours, primary: '#1f4f9e' }), colours.primary)).toBeLessThan(0.01)
  })

  it('an offer shows the vehicle it is about', () => {
    const models = [{ slug: 'rav4', name: 'RAV4', body: 'suv' as const }, { slug: 'hilux', name: 'HiLux', body: 'ute' as const }]
    expect(offerVehicle({ name: 'Accessories pack', model: 'hilux' }, models)).toBe('ute')
    expect(offerVehicle({ name: 'HiLux SR5 bonus accessories pack' }, models)).toBe('ute')
    expect(offerVehicle({ name: 'Free 12 months rego on a used Ford Ranger' }, [])).toBe('ute')
    expect(offerVehicle({ name: 'Jayco Journey annex and solar bundle' }, [])).toBe('caravan')
    expect(offerVehicle({ name: 'Stocktake sale' }, models)).toBe('suv')
    expect(offerBannerSvg('caravan', colours)).not.toBe(offerBannerSvg('ute', colours))
  })

  it('a location’s facade carries the dealer’s logo on its fascia and pylon', () => {
    const logo = { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), mimeType: 'image/svg+xml' as const }
    const svg = locationFacadeSvg('sales', colours, logo)
    expect(svg.match(new RegExp(`data:image/svg\\+xml;base64,${logo.data.toString('base64')}`, 'g'))).toHaveLength(2)
    expect(locationFacadeSvg('service', colours, null)).not.toContain('<image')
    expect(locationFacadeSvg('service', colours, null)).not.toBe(locationFacadeSvg('sales', colours, null))
  })

  it('a team member’s avatar shows their initials, safely escaped', () => {
    expect(initials('Greg Thornton')).toBe('GT')
    expect(initials('  Priya  Nair ')).toBe('PN')
    expect(initials('Mary-Jane van Dyke')).toBe('MD')
    expect(initials('Cher')).toBe('C')
    expect(teamAvatarSvg('Greg Thornton', colours)).toContain('>GT</text>')
    expect(teamAvatarSvg('<script> &', colours)).toContain('>&lt;&amp;</text>')
  })
})
