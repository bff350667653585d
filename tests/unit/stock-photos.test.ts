import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import type { BodyType } from '../../src/domain/stockVocabulary'
import { CAR_MODELS } from '../../src/stock-demo/catalogue'
import { generateCars, type Car } from '../../src/stock-demo/generate'
import {
  allPhotoNames,
  carPhotoNames,
  ensureStockPhotos,
  parsePhotoName,
  renderPhotoSvg,
  silhouetteGroup,
  SILHOUETTE_GROUPS,
  type SilhouetteGroup,
} from '../../src/stock-demo/photos'
import { exteriorDefs, exteriorSvg } from '../../src/stock-demo/render/exterior'
import { stockProfileSchema } from '../../src/stock-demo/profile'

const NOW = new Date('2026-03-15T00:00:00Z')

/** What a shopper expects to see for each body type the catalogue uses. */
const EXPECTED_SILHOUETTE: Partial<Record<BodyType, SilhouetteGroup>> = {
  sedan: 'sedan', hatch: 'sedan',
  suv: 'suv', '4x4': 'suv', wagon: 'suv',
  ute: 'ute', cabChassis: 'ute',
  van: 'van', bus: 'van', peopleMover: 'van',
}

const groupsOf = (car: Pick<Car, 'images'>) => new Set(car.images.map((url) => parsePhotoName(url)?.group))

// Every make, every item type, so each catalogue model has a good chance to show up.
const profile = stockProfileSchema.parse({
  count: 2500,
  seed: 'photo-check',
  carTypes: { new: 0.4, used: 0.5, demo: 0.1 },
  itemTypes: { car: 1, caravan: 0.15, motorcycle: 0.15 },
  dealerships: [{ id: 1, slug: 'any-make', name: 'Any Make Motors' }],
  locations: [{ id: 11, name: 'Any Make Motors Perth', dealership_slug: 'any-make', city: 'Perth', state: 'WA', postcode: '6000' }],
})
const cars = [...generateCars(profile, { now: NOW })]

describe('photos per demo car', () => {
  it('shows 4 to 8 photos, led by the front three-quarter, side and rear three-quarter views', () => {
    const counts = new Set<number>()
    for (const car of cars.filter((c) => c.images.length > 0)) {
      expect(car.images.length).toBeGreaterThanOrEqual(4)
      expect(car.images.length).toBeLessThanOrEqual(8)
      expect(car.photos_count).toBe(car.images.length)
      expect(car.primary_image_url).toBe(car.images[0])
      expect(car.thumbnails.map((url) => url.replace('/thumbs/', '/'))).toEqual(car.images)
      const angles = car.images.map((url) => parsePhotoName(url)?.angle)
      expect(angles.slice(0, 3)).toEqual(['front34', 'side', 'rear34'])
      expect(new Set(angles).size).toBe(angles.length)
      counts.add(car.images.length)
    }
    expect([...counts].sort()).toEqual([4, 5, 6, 7, 8])
  })

  it('includes the interior for cars and caravans and the dash for cars and motorcycles', () => {
    for (const car of cars.filter((c) => c.images.length > 0)) {
      const angles = new Set(car.images.map((url) => parsePhotoName(url)?.angle))
      const cabin = { interior: angles.has('interior'), dash: angles.has('dash') }
      const expected = {
        car: { interior: true, dash: car.images.length >= 5 },
        caravan: { interior: true, dash: false },
        motorcycle: { interior: false, dash: true },
      }[car.item_type]
      expect(cabin, `${car.name} with ${car.images.length} photos`).toEqual(expected)
    }
  })

  it('draws every photo in the car’s own colour', () => {
    for (const car of cars) for (const url of car.images) expect(parsePhotoName(url)?.colour).toBe(car.colour)
  })

  it('gives the same car the same photos, whatever else is generated', () => {
    const fewer = [...generateCars(profile, { now: NOW, count: 40 })]
    expect(fewer.map((c) => c.images)).toEqual(cars.slice(0, 40).map((c) => c.images))
    expect(carPhotoNames('suv', 'Red', 'JM0KF123')).toEqual(carPhotoNames('suv', 'Red', 'JM0KF123'))
  })

  it('keeps the shared photo set bounded by groups × colours × views', () => {
    const used = new Set(cars.flatMap((c) => c.images.map((url) => path.basename(url, '.webp'))))
    const all = new Set(allPhotoNames())
    for (const name of used) expect(all.has(name)).toBe(true)
    expect(all.size).toBeLessThanOrEqual(SILHOUETTE_GROUPS.length * 9 * 8)
  })
})

describe('photos match the body type', () => {
  it('every catalogue model and trim draws the silhouette of its body type', () => {
    for (const model of CAR_MODELS) {
      for (const [badge, , , override] of model.badges) {
        const body = override?.body ?? model.body
        const expected = EXPECTED_SILHOUETTE[body]
        expect(expected, `${model.make} ${model.model} ${badge}: no silhouette expected for ${body}`).toBeDefined()
        const names = carPhotoNames(silhouetteGroup('car', body), 'White', `${model.model}${badge}`)
        for (const name of names) expect(parsePhotoName(name)?.group, `${model.make} ${model.model} ${badge}`).toBe(expected)
      }
    }
  })

  it('a Mazda CX-5 gets an SUV, never a van', () => {
    const cx5 = cars.filter((c) => c.model === 'CX-5' && c.images.length > 0)
    expect(cx5.length).toBeGreaterThan(0)
    for (const car of cx5) expect([...groupsOf(car)]).toEqual(['suv'])
  })

  it('every generated car, caravan and motorcycle uses the silhouette of its body and item type', () => {
    for (const car of cars.filter((c) => c.images.length > 0)) {
      const expected = car.item_type === 'car' ? EXPECTED_SILHOUETTE[car.simple_body!] : car.item_type
      expect([...groupsOf(car)], `${car.name} (${car.simple_body})`).toEqual([expected])
    }
  })
})

/** Share of the canvas the vehicle covers in its side view, as a mask of opaque pixels. */
async function sideMask(group: SilhouetteGroup): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs>${exteriorDefs('#1f4f9e')}</defs>${exteriorSvg(group, '#1f4f9e', 'side')}</svg>`
  const { data } = await sharp(Buffer.from(svg)).resize(200, 150).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return Uint8Array.from({ length: 200 * 150 }, (_, i) => ((data[i * 4 + 3] ?? 0) > 200 ? 1 : 0))
}

const boxOf = (mask: Uint8Array) => {
  let [minX, minY, maxX, maxY] = [200, 150, 0, 0]
  mask.forEach((on, i) => {
    if (!on) return
    const [x, y] = [i % 200, Math.floor(i / 200)]
    ;[minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)]
  })
  return { width: maxX - minX + 1, height: maxY - minY + 1 }
}

describe('drawn silhouettes', () => {
  it('each group has its own outline: no two side views overlap by more than 85%', async () => {
    const masks = new Map<SilhouetteGroup, Uint8Array>()
    for (const group of SILHOUETTE_GROUPS) masks.set(group, await sideMask(group))
    for (const a of SILHOUETTE_GROUPS) {
      for (const b of SILHOUETTE_GROUPS) {
        if (a >= b) continue
        const [ma, mb] = [masks.get(a)!, masks.get(b)!]
        let [both, either] = [0, 0]
        ma.forEach((on, i) => {
          both += on & mb[i]!
          either += on | mb[i]!
        })
        expect(both / either, `${a} vs ${b}`).toBeLessThan(0.85)
      }
    }
  })

  it('a van stands taller for its length than an SUV, and an SUV than a sedan', async () => {
    const ratio = async (group: SilhouetteGroup) => {
      const { width, height } = boxOf(await sideMask(group))
      return height / width
    }
    const [sedan, suv, van] = [await ratio('sedan'), await ratio('suv'), await ratio('van')]
    expect(suv).toBeGreaterThan(sedan + 0.03)
    expect(van).toBeGreaterThan(suv)
  })

  it('renders the same photo byte for byte every time', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stock-photos-'))
    const other = await mkdtemp(path.join(os.tmpdir(), 'stock-photos-'))
    try {
      const names = ['ute-red-front34', 'caravan-white-interior', 'motorcycle-black-dash']
      await ensureStockPhotos(names, dir)
      await ensureStockPhotos(names, other)
      for (const name of names) {
        expect((await readFile(path.join(dir, `${name}.webp`))).equals(await readFile(path.join(other, `${name}.webp`)))).toBe(true)
      }
      expect(renderPhotoSvg({ group: 'suv', colour: 'Red', angle: 'dash' })).toBe(renderPhotoSvg({ group: 'suv', colour: 'Red', angle: 'dash' }))
    } finally {
      await rm(dir, { recursive: true, force: true })
      await rm(other, { recursive: true, force: true })
    }
  })
})

describe('parsePhotoName', () => {
  it('reads group, colour and view from a name, file or URL', () => {
    expect(parsePhotoName('/stock-media/thumbs/suv-grey-rear34.webp')).toEqual({ group: 'suv', colour: 'Grey', angle: 'rear34' })
    expect(parsePhotoName('van-white-wheel')).toEqual({ group: 'van', colour: 'White', angle: 'wheel' })
  })

  it('refuses views a group does not have and unknown names', () => {
    expect(parsePhotoName('caravan-white-dash')).toBeNull()
    expect(parsePhotoName('motorcycle-red-interior')).toBeNull()
    expect(parsePhotoName('suv-red-0')).toBeNull()
    expect(parsePhotoName('suv-pink-side')).toBeNull()
    expect(parsePhotoName('truck-red-side')).toBeNull()
  })
})
