import { describe, expect, it } from 'vitest'

import {
  type Model,
  MODEL_PRIORITY,
  modelMenuHeight,
  modelMenuScrolls,
  modelPath,
  modelStatusLabel,
  modelsInCategory,
  modelsWithBody,
  sortModels,
} from '../../src/domain/models'

const names = (models: readonly Pick<Model, 'name'>[]) => models.map((model) => model.name)

describe('model order follows the fixed priority, others last alphabetically', () => {
  it('puts every priority model in the spec order, whatever order they arrive in', () => {
    const shuffled = [...MODEL_PRIORITY].reverse().map((name) => ({ name }))
    expect(names(sortModels(shuffled))).toEqual([
      'bZ4X',
      'Prado',
      'C-HR',
      'Yaris',
      'Corolla Hatch',
      'Camry',
      'Corolla Sedan',
      'Yaris Cross',
      'Corolla Cross',
      'RAV4',
      'Kluger',
      'Fortuner',
      'LandCruiser 300',
      'HiLux',
      'LandCruiser 70',
      'Tundra',
      'HiAce',
      'Granvia',
      'Coaster',
      'GR Yaris',
      'GR86',
      'GR Corolla',
      'GR Supra',
    ])
  })

  it('puts models not in the priority list last, alphabetically', () => {
    const sorted = sortModels([{ name: 'Mirai' }, { name: 'GR Supra' }, { name: 'Alphard' }, { name: 'bZ4X' }, { name: 'crown' }])
    expect(names(sorted)).toEqual(['bZ4X', 'GR Supra', 'Alphard', 'crown', 'Mirai'])
  })

  it('matches model names case-insensitively, and LandCruiser Prado as Prado', () => {
    const sorted = sortModels([{ name: 'HILUX' }, { name: 'LandCruiser Prado' }, { name: 'camry' }, { name: 'bz4x' }])
    expect(names(sorted)).toEqual(['bz4x', 'LandCruiser Prado', 'camry', 'HILUX'])
  })

  it('keeps the other fields and leaves the given list as it was', () => {
    const given = [
      { name: 'HiLux', slug: 'hilux' },
      { name: 'Yaris', slug: 'yaris' },
    ]
    expect(sortModels(given)).toEqual([
      { name: 'Yaris', slug: 'yaris' },
      { name: 'HiLux', slug: 'hilux' },
    ])
    expect(names(given)).toEqual(['HiLux', 'Yaris'])
  })
})

describe('model status label', () => {
  it("coming_soon is shown as 'Upcoming'", () => {
    expect(modelStatusLabel('coming_soon')).toBe('Upcoming')
  })

  it("any other present status is shown as 'All-New'", () => {
    expect(modelStatusLabel('new')).toBe('All-New')
    expect(modelStatusLabel('all_new')).toBe('All-New')
  })

  it('no status shows no label', () => {
    expect(modelStatusLabel(null)).toBeNull()
    expect(modelStatusLabel(undefined)).toBeNull()
    expect(modelStatusLabel('')).toBeNull()
    expect(modelStatusLabel('  ')).toBeNull()
  })
})

describe('models mega-menu category tabs', () => {
  const models: Model[] = [
    { name: 'Corolla Hatch', manufacturer_body: 'Hatch & sedans', manufacturer_body2: 'Electrified' },
    { name: 'RAV4', manufacturer_body: 'SUVs & 4WDs', manufacturer_body3: 'Electrified' },
    { name: 'HiLux', manufacturer_body: 'Utes & Vans' },
    { name: 'GR Yaris', manufacturer_body: 'GR & performance' },
    { name: 'LandCruiser FJ', status: 'coming_soon', manufacturer_body: 'SUVs & 4WDs' },
    { name: 'Hilux Champ', manufacturer_body: 'Upcoming' },
    { name: 'Echo', manufacturer_body: 'Discontinued' },
  ]

  it('All Vehicles lists every model', () => {
    expect(names(modelsInCategory(models, 'All Vehicles'))).toEqual(names(models))
  })

  it('a tab lists the models whose first, second or third category label is that tab', () => {
    expect(names(modelsInCategory(models, 'Electrified'))).toEqual(['Corolla Hatch', 'RAV4'])
    expect(names(modelsInCategory(models, 'SUVs & 4WDs'))).toEqual(['RAV4', 'LandCruiser FJ'])
    expect(names(modelsInCategory(models, 'Utes & Vans'))).toEqual(['HiLux'])
    expect(names(modelsInCategory(models, 'GR & performance'))).toEqual(['GR Yaris'])
    expect(names(modelsInCategory(models, 'Discontinued'))).toEqual(['Echo'])
    expect(modelsInCategory(models, 'Hatch & sedans')).toHaveLength(1)
  })

  it('Upcoming lists coming_soon models as well as those labelled Upcoming', () => {
    expect(names(modelsInCategory(models, 'Upcoming'))).toEqual(['LandCruiser FJ', 'Hilux Champ'])
  })

  it('ignores case in category labels', () => {
    expect(names(modelsInCategory([{ name: 'Camry', manufacturer_body: 'hatch & Sedans' }], 'Hatch & sedans'))).toEqual([
      'Camry',
    ])
  })
})

describe('/models?body={body type}', () => {
  const models: Model[] = [
    { name: 'HiLux', body: 'ute' },
    { name: 'RAV4', bodyStyle: 'SUV' },
    { name: 'HiAce', body: 'van', bodyStyle: 'cabChassis' },
    { name: 'Yaris', body: 'hatch' },
    { name: 'Corolla Hatch', body: 'hatchback' },
  ]

  it('lists models whose body or body style is the body type, ignoring case', () => {
    expect(names(modelsWithBody(models, 'suv'))).toEqual(['RAV4'])
    expect(names(modelsWithBody(models, 'UTE'))).toEqual(['HiLux'])
    expect(names(modelsWithBody(models, 'cabchassis'))).toEqual(['HiAce'])
    expect(names(modelsWithBody(models, 'van'))).toEqual(['HiAce'])
  })

  it('hatch and hatchback are different body types', () => {
    expect(names(modelsWithBody(models, 'hatch'))).toEqual(['Yaris'])
  })

  it('a body type no model has lists none; no body type lists all', () => {
    expect(modelsWithBody(models, 'bus')).toEqual([])
    expect(modelsWithBody(models, '')).toHaveLength(5)
    expect(modelsWithBody(models, null)).toHaveLength(5)
  })
})

describe('model detail links', () => {
  it('take the form /models/toyota-{model}', () => {
    expect(modelPath({ name: 'HiLux' }, { make: 'Toyota', format: 'make-model' })).toBe('/models/toyota-hilux')
    expect(modelPath({ name: 'LandCruiser 300' }, { make: 'Toyota', format: 'make-model' })).toBe(
      '/models/toyota-landcruiser-300',
    )
    expect(modelPath({ name: 'C-HR' }, { make: 'Toyota', format: 'make-model' })).toBe('/models/toyota-c-hr')
  })

  it('one dealer uses /models/new-toyota-{model}-vehicle', () => {
    expect(modelPath({ name: 'HiLux' }, { make: 'Toyota', format: 'new-make-model-vehicle' })).toBe(
      '/models/new-toyota-hilux-vehicle',
    )
    expect(modelPath({ name: 'GR Corolla' }, { make: 'Toyota', format: 'new-make-model-vehicle' })).toBe(
      '/models/new-toyota-gr-corolla-vehicle',
    )
  })

  it("use the model's slug when it has one, lower case and hyphenated", () => {
    expect(modelPath({ name: 'Prado', slug: 'LandCruiser Prado' }, { make: 'Toyota', format: 'make-model' })).toBe(
      '/models/toyota-landcruiser-prado',
    )
    expect(modelPath({ name: 'HiLux', slug: 'toyota-hilux' }, { make: 'Toyota', format: 'make-model' })).toBe(
      '/models/toyota-hilux',
    )
    expect(modelPath({ name: 'EQA' }, { make: 'Mercedes-Benz', format: 'make-model' })).toBe('/models/mercedes-benz-eqa')
  })

  it("a model's override URL wins over both forms", () => {
    const model = { name: 'bZ4X', override_url: '/electrified/bz4x' }
    expect(modelPath(model, { make: 'Toyota', format: 'make-model' })).toBe('/electrified/bz4x')
    expect(modelPath(model, { make: 'Toyota', format: 'new-make-model-vehicle' })).toBe('/electrified/bz4x')
    expect(modelPath({ name: 'bZ4X', override_url: '' }, { make: 'Toyota', format: 'make-model' })).toBe(
      '/models/toyota-bz4x',
    )
  })
})

describe('all-vehicles model menu size', () => {
  it('scrolls when there are more than 6 tiles', () => {
    expect(modelMenuScrolls(6)).toBe(false)
    expect(modelMenuScrolls(7)).toBe(true)
    expect(modelMenuScrolls(0)).toBe(false)
  })

  it('has the height of 10 tiles (171px each by default)', () => {
    expect(modelMenuHeight(171)).toBe(1710)
    expect(modelMenuHeight()).toBe(1710)
    expect(modelMenuHeight(200)).toBe(2000)
  })
})
