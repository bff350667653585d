/**
 * Static Australian-market catalogue for the demo stock generator.
 * Prices are approximate RRPs (AUD, before on-roads) of the current or last
 * model year; used prices are derived from them by depreciation, so they only
 * need to be in the right neighbourhood, not exact.
 */

import type { BodyType } from '../domain/stockVocabulary'

/** simple_body values are the spec's body types (src/domain/stockVocabulary.ts). */
export type SimpleBody = BodyType

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid'
export type Drive = '4x4' | 'AWD' | 'FWD' | 'RWD' | '4x2'
export type Induction = 'Aspirated' | 'Turbo' | 'Twin Turbo' | 'Electric'
/** Gearbox families; `single` is the EV reduction gear. */
export type GearKind = 'auto' | 'manual' | 'cvt' | 'dct' | 'single'

export interface Engine {
  fuel: SimpleFuel
  grade: 'ULP' | 'PULP' | 'Diesel' | null
  litres: number | null
  cyl: number | null
  ind: Induction
  nm: number
  tx: GearKind
  gears: number
  /** A manual gearbox with this many gears is also offered. */
  manual?: number
  l100: number | null
  tank: number | null
}

interface BadgeOverride {
  drive?: Drive
  body?: SimpleBody
  bodyLabel?: string
  seats?: number
  doors?: number
}
/** [badge, RRP, engine index (default 0), overrides] */
type BadgeRow = readonly [string, number, number?, BadgeOverride?]

export interface CarModel {
  make: string
  model: string
  series: string | null
  from: number
  /** Last model year; absent = still sold new. */
  to?: number
  body: SimpleBody
  bodyLabel: string
  seats: number
  doors: number
  drive: Drive
  /** length, width, height in mm */
  dims: readonly [number, number, number]
  gvm: number
  ancap: number | null
  /** Fraction of value kept per year after the first. */
  retention: number
  /** Relative popularity. */
  weight: number
  engines: readonly Engine[]
  badges: readonly BadgeRow[]
}

export interface BikeModel {
  make: string
  model: string
  from: number
  to?: number
  badges: readonly (readonly [string | null, number])[]
  cc: number
  cyl: number
  nm: number
  tank: number
  l100: number
  length: number
  retention: number
  weight: number
}

/**
 * Towables use simple_body 'hardtop' (full-height and pop-top vans, hard-walled
 * folders) or 'softtop' (canvas camper trailers): the spec's body list has no
 * caravan value and 'motorhome' would wrongly imply a self-propelled vehicle.
 */
export interface CaravanModel {
  make: string
  model: string
  from: number
  to?: number
  body: 'hardtop' | 'softtop'
  /** [badge, RRP, length ft, sleeps, tare kg, ATM kg, axle] */
  badges: readonly (readonly [string, number, number, number, number, number, 'Single' | 'Tandem'])[]
  widthFt: number
  retention: number
  weight: number
}

export interface MakeInfo {
  /** World manufacturer identifier used as the VIN prefix. */
  wmi: string
  warrantyYears: number
}

const diesel = (litres: number, cyl: number, nm: number, gears: number, l100: number, tank: number, extra: Partial<Engine> = {}): Engine => ({
  fuel: 'Diesel', grade: 'Diesel', litres, cyl, ind: 'Turbo', nm, tx: 'auto', gears, l100, tank, ...extra,
})
const petrol = (litres: number, cyl: number, nm: number, tx: GearKind, gears: number, l100: number, tank: number, extra: Partial<Engine> = {}): Engine => ({
  fuel: 'Petrol', grade: 'ULP', litres, cyl, ind: 'Aspirated', nm, tx, gears, l100, tank, ...extra,
})
const hybrid = (litres: number, cyl: number, nm: number, l100: number, tank: number, extra: Partial<Engine> = {}): Engine => ({
  fuel: 'Hybrid', grade: 'ULP', litres, cyl, ind: 'Aspirated', nm, tx: 'cvt', gears: 1, l100, tank, ...extra,
})
const phev = (litres: number, cyl: number, nm: number, l100: number, tank: number, extra: Partial<Engine> = {}): Engine => ({
  fuel: 'Plug-in Hybrid', grade: 'ULP', litres, cyl, ind: 'Aspirated', nm, tx: 'cvt', gears: 1, l100, tank, ...extra,
})
const ev = (nm: number): Engine => ({
  fuel: 'Electric', grade: null, litres: null, cyl: null, ind: 'Electric', nm, tx: 'single', gears: 1, l100: null, tank: null,
})

type ModelInput = Omit<CarModel, 'seats' | 'doors' | 'ancap' | 'retention' | 'weight'> &
  Partial<Pick<CarModel, 'seats' | 'doors' | 'ancap' | 'retention' | 'weight'>>
const car = (m: ModelInput): CarModel => ({ seats: 5, doors: 4, ancap: 5, retention: 0.88, weight: 3, ...m })

const UTE = { body: 'ute', bodyLabel: 'Double Cab Pick Up', drive: '4x4' } as const
const SINGLE_CAB = { body: 'cabChassis', bodyLabel: 'Single Cab Chassis', seats: 3, doors: 2, drive: '4x2' } as const

export const CAR_MODELS: readonly CarModel[] = [
  // Toyota
  car({ make: 'Toyota', model: 'HiLux', series: 'GUN126R', from: 2015, ...UTE, dims: [5325, 1855, 1815], gvm: 3050, retention: 0.92, weight: 10,
    engines: [diesel(2.8, 4, 500, 6, 8.4, 80, { manual: 6 }), diesel(2.4, 4, 400, 6, 7.9, 80, { manual: 6 }), petrol(2.7, 4, 245, 'auto', 6, 10.9, 80)],
    badges: [['Workmate', 40500, 2, SINGLE_CAB], ['Workmate', 52500, 1], ['SR', 56500], ['SR5', 64000], ['Rogue', 73000], ['GR Sport', 78000]] }),
  car({ make: 'Toyota', model: 'LandCruiser 300', series: 'FJA300R', from: 2021, body: '4x4', bodyLabel: 'Wagon', seats: 7, drive: '4x4', dims: [4985, 1980, 1950], gvm: 3280, retention: 0.95, weight: 4,
    engines: [diesel(3.3, 6, 700, 10, 8.9, 110, { ind: 'Twin Turbo' })],
    badges: [['GX', 93000, 0, { seats: 5 }], ['GXL', 105000], ['VX', 117000], ['Sahara', 135000], ['GR Sport', 138000, 0, { seats: 5 }]] }),
  car({ make: 'Toyota', model: 'LandCruiser 70', series: 'GDJ79R', from: 2023, body: 'cabChassis', bodyLabel: 'Single Cab Chassis', seats: 3, doors: 2, drive: '4x4', dims: [5230, 1870, 1955], gvm: 3510, ancap: null, retention: 0.95, weight: 2,
    engines: [diesel(2.8, 4, 500, 6, 9.6, 130)], badges: [['Workmate', 76000], ['GXL', 80000]] }),
  car({ make: 'Toyota', model: 'RAV4', series: 'AXAH54R', from: 2019, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4600, 1855, 1685], gvm: 2110, retention: 0.91, weight: 10,
    engines: [petrol(2.0, 4, 207, 'cvt', 10, 6.5, 55), hybrid(2.5, 4, 221, 4.7, 55), petrol(2.5, 4, 243, 'auto', 8, 7.3, 55)],
    badges: [['GX', 37500], ['GX', 40000, 1], ['GXL', 44000, 1], ['XSE', 49000, 1, { drive: 'AWD' }], ['Cruiser', 50500, 1, { drive: 'AWD' }], ['Edge', 52500, 2, { drive: 'AWD' }]] }),
  car({ make: 'Toyota', model: 'Corolla', series: 'ZWE219R', from: 2018, body: 'hatch', bodyLabel: 'Hatchback', drive: 'FWD', dims: [4375, 1790, 1435], gvm: 1815, retention: 0.89, weight: 8,
    engines: [petrol(2.0, 4, 200, 'cvt', 10, 6.0, 50), hybrid(1.8, 4, 142, 4.0, 43)],
    badges: [['Ascent Sport', 30500], ['Ascent Sport', 32500, 1], ['SX', 35500, 1], ['ZR', 40000, 1]] }),
  car({ make: 'Toyota', model: 'Camry', series: 'AXVH71R', from: 2017, body: 'sedan', bodyLabel: 'Sedan', drive: 'FWD', dims: [4885, 1840, 1445], gvm: 2100, retention: 0.87, weight: 5,
    engines: [hybrid(2.5, 4, 221, 4.2, 50), petrol(2.5, 4, 235, 'auto', 8, 6.8, 60)],
    badges: [['Ascent', 40000], ['Ascent', 37000, 1], ['SX', 43000], ['SL', 50500]] }),
  car({ make: 'Toyota', model: 'Kluger', series: 'AXUH78R', from: 2021, body: 'suv', bodyLabel: 'Wagon', seats: 7, drive: 'AWD', dims: [4966, 1930, 1755], gvm: 2775, retention: 0.9, weight: 4,
    engines: [hybrid(2.5, 4, 242, 5.6, 65), petrol(3.5, 6, 362, 'auto', 8, 9.3, 68)],
    badges: [['GX', 56000, 1, { drive: 'FWD' }], ['GX', 58500], ['GXL', 66500], ['Grande', 79000]] }),
  car({ make: 'Toyota', model: 'Prado', series: 'GDJ250R', from: 2024, body: '4x4', bodyLabel: 'Wagon', seats: 7, drive: '4x4', dims: [4925, 1980, 1870], gvm: 3210, retention: 0.94, weight: 5,
    engines: [diesel(2.8, 4, 500, 8, 7.9, 110)], badges: [['GX', 73000], ['GXL', 79000], ['VX', 91000], ['Kakadu', 98000]] }),
  car({ make: 'Toyota', model: 'Prado', series: 'GDJ150R', from: 2013, to: 2024, body: '4x4', bodyLabel: 'Wagon', seats: 7, drive: '4x4', dims: [4825, 1885, 1845], gvm: 2990, retention: 0.92, weight: 5,
    engines: [diesel(2.8, 4, 500, 6, 8.0, 87)], badges: [['GX', 55000], ['GXL', 62000], ['VX', 72000], ['Kakadu', 84000]] }),
  car({ make: 'Toyota', model: 'Yaris Cross', series: 'MXPJ10R', from: 2020, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4180, 1765, 1590], gvm: 1600, retention: 0.9, weight: 5,
    engines: [petrol(1.5, 3, 145, 'cvt', 10, 5.4, 42), hybrid(1.5, 3, 120, 3.8, 36)],
    badges: [['GX', 30000], ['GX', 32500, 1], ['GXL', 35000, 1], ['Urban', 37500, 1, { drive: 'AWD' }]] }),
  car({ make: 'Toyota', model: 'bZ4X', series: 'XEAM10R', from: 2022, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4690, 1860, 1650], gvm: 2465, retention: 0.8, weight: 1.5,
    engines: [ev(266), ev(337)], badges: [['FWD', 66000], ['AWD', 74900, 1, { drive: 'AWD' }]] }),
  car({ make: 'Toyota', model: 'HiAce', series: 'GDH300R', from: 2019, body: 'van', bodyLabel: 'Van', seats: 2, drive: 'RWD', dims: [5265, 1950, 1990], gvm: 3500, retention: 0.9, weight: 3,
    engines: [diesel(2.8, 4, 450, 6, 8.4, 70)],
    badges: [['LWB', 50500], ['SLWB', 55000, 0, { seats: 3 }], ['Commuter', 80000, 0, { body: 'bus', bodyLabel: 'Bus', seats: 12 }]] }),
  // Mazda
  car({ make: 'Mazda', model: 'CX-5', series: 'KF Series', from: 2017, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4575, 1845, 1680], gvm: 2135, weight: 7,
    engines: [petrol(2.0, 4, 199, 'auto', 6, 6.9, 56), petrol(2.5, 4, 252, 'auto', 6, 7.4, 58), petrol(2.5, 4, 420, 'auto', 6, 8.2, 58, { ind: 'Turbo' })],
    badges: [['Maxx', 36000], ['Maxx Sport', 44000, 1, { drive: 'AWD' }], ['Touring', 46500, 1, { drive: 'AWD' }], ['GT SP', 51000, 2, { drive: 'AWD' }], ['Akera', 55000, 2, { drive: 'AWD' }]] }),
  car({ make: 'Mazda', model: 'BT-50', series: 'TF', from: 2020, ...UTE, dims: [5280, 1870, 1810], gvm: 3100, retention: 0.9, weight: 5,
    engines: [diesel(3.0, 4, 450, 6, 8.0, 76, { manual: 6 })], badges: [['XT', 52000], ['XTR', 58000], ['GT', 62000], ['Thunder', 71000]] }),
  car({ make: 'Mazda', model: 'Mazda3', series: 'BP Series', from: 2019, body: 'hatch', bodyLabel: 'Hatchback', drive: 'FWD', dims: [4460, 1795, 1435], gvm: 1820, retention: 0.87, weight: 4,
    engines: [petrol(2.0, 4, 200, 'auto', 6, 6.2, 51, { manual: 6 }), petrol(2.5, 4, 252, 'auto', 6, 6.6, 51)],
    badges: [['G20 Pure', 31000], ['G20 Evolve', 33500], ['G25 GT', 39000, 1], ['G25 Astina', 43000, 1]] }),
  // Ford
  car({ make: 'Ford', model: 'Ranger', series: 'PY', from: 2022, ...UTE, dims: [5370, 1918, 1884], gvm: 3280, retention: 0.91, weight: 10,
    engines: [diesel(2.0, 4, 500, 10, 7.6, 80, { ind: 'Twin Turbo' }), diesel(3.0, 6, 600, 10, 8.4, 80), petrol(3.0, 6, 583, 'auto', 10, 12.4, 80, { grade: 'PULP', ind: 'Twin Turbo' })],
    badges: [['XL', 53000], ['XLS', 56000], ['XLT', 63000], ['Sport', 67000, 1], ['Wildtrak', 73000, 1], ['Platinum', 81000, 1], ['Raptor', 89000, 2]] }),
  car({ make: 'Ford', model: 'Ranger', series: 'PX MkIII', from: 2018, to: 2022, ...UTE, dims: [5446, 1850, 1848], gvm: 3200, retention: 0.9, weight: 6,
    engines: [diesel(3.2, 5, 470, 6, 8.9, 80, { manual: 6 }), diesel(2.0, 4, 500, 10, 7.4, 80, { ind: 'Twin Turbo' })],
    badges: [['XL', 48000], ['XLT', 58000], ['Wildtrak', 63000, 1], ['Raptor', 75000, 1]] }),
  car({ make: 'Ford', model: 'Everest', series: 'UB', from: 2022, body: 'suv', bodyLabel: 'Wagon', seats: 7, drive: '4x4', dims: [4940, 1923, 1842], gvm: 3150, retention: 0.9, weight: 5,
    engines: [diesel(2.0, 4, 500, 10, 7.1, 80, { ind: 'Twin Turbo' }), diesel(3.0, 6, 600, 10, 8.4, 80)],
    badges: [['Ambiente', 56000, 0, { drive: 'RWD' }], ['Trend', 64000], ['Sport', 69000, 1], ['Platinum', 79000, 1]] }),
  // Hyundai
  car({ make: 'Hyundai', model: 'i30', series: 'PD', from: 2017, body: 'hatch', bodyLabel: 'Hatchback', drive: 'FWD', dims: [4340, 1795, 1455], gvm: 1780, retention: 0.86, weight: 6,
    engines: [petrol(2.0, 4, 203, 'auto', 6, 7.3, 50, { manual: 6 }), petrol(1.6, 4, 265, 'dct', 7, 7.1, 50, { ind: 'Turbo' }), petrol(2.0, 4, 392, 'dct', 8, 8.5, 50, { grade: 'PULP', ind: 'Turbo', manual: 6 })],
    badges: [['Active', 27000], ['Elite', 31000], ['N Line', 33000, 1], ['N Line Premium', 38000, 1], ['N', 50000, 2]] }),
  car({ make: 'Hyundai', model: 'Tucson', series: 'NX4', from: 2021, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4630, 1865, 1665], gvm: 2130, weight: 7,
    engines: [petrol(2.0, 4, 192, 'auto', 6, 8.1, 54), petrol(1.6, 4, 265, 'dct', 7, 7.2, 54, { ind: 'Turbo' }), diesel(2.0, 4, 416, 8, 6.3, 54)],
    badges: [['Active', 36000], ['Elite', 41000], ['Highlander', 52000, 1, { drive: 'AWD' }], ['Highlander N Line', 54000, 2, { drive: 'AWD' }]] }),
  car({ make: 'Hyundai', model: 'Staria', series: 'US4', from: 2021, body: 'peopleMover', bodyLabel: 'Wagon', seats: 8, doors: 5, drive: 'FWD', dims: [5253, 1997, 1990], gvm: 3180, weight: 2,
    engines: [diesel(2.2, 4, 430, 8, 8.2, 75)], badges: [['Elite', 62000], ['Highlander', 70000, 0, { drive: 'AWD' }]] }),
  // Kia
  car({ make: 'Kia', model: 'Sportage', series: 'NQ5', from: 2022, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4660, 1865, 1665], gvm: 2200, weight: 7,
    engines: [petrol(2.0, 4, 192, 'auto', 6, 8.1, 54), petrol(2.5, 4, 246, 'auto', 8, 8.5, 54), diesel(2.0, 4, 416, 8, 6.3, 54)],
    badges: [['S', 35000], ['SX', 38500], ['SX+', 44500, 1], ['GT-Line', 53000, 2, { drive: 'AWD' }]] }),
  car({ make: 'Kia', model: 'Cerato', series: 'BD', from: 2018, to: 2024, body: 'hatch', bodyLabel: 'Hatchback', drive: 'FWD', dims: [4510, 1800, 1440], gvm: 1720, retention: 0.86, weight: 6,
    engines: [petrol(2.0, 4, 192, 'auto', 6, 7.4, 50, { manual: 6 }), petrol(1.6, 4, 265, 'dct', 7, 6.8, 50, { ind: 'Turbo' })],
    badges: [['S', 27000], ['Sport', 29500], ['Sport+', 32000], ['GT', 37000, 1]] }),
  car({ make: 'Kia', model: 'Carnival', series: 'KA4', from: 2021, body: 'peopleMover', bodyLabel: 'Wagon', seats: 8, doors: 5, drive: 'FWD', dims: [5155, 1995, 1775], gvm: 2735, retention: 0.9, weight: 3,
    engines: [petrol(3.5, 6, 355, 'auto', 8, 9.6, 72), diesel(2.2, 4, 440, 8, 6.5, 72)],
    badges: [['S', 50000], ['Si', 55000, 1], ['SLi', 60000, 1], ['Platinum', 68000, 1]] }),
  // Mitsubishi
  car({ make: 'Mitsubishi', model: 'Triton', series: 'MV', from: 2024, ...UTE, dims: [5320, 1865, 1795], gvm: 3200, weight: 6,
    engines: [diesel(2.4, 4, 470, 6, 7.7, 75, { ind: 'Twin Turbo', manual: 6 })], badges: [['GLX+', 51000], ['GLS', 56500], ['GSR', 64000]] }),
  car({ make: 'Mitsubishi', model: 'Triton', series: 'MR', from: 2019, to: 2024, ...UTE, dims: [5305, 1815, 1795], gvm: 2900, retention: 0.87, weight: 6,
    engines: [diesel(2.4, 4, 430, 6, 8.6, 75, { manual: 6 })], badges: [['GLX', 40000], ['GLX+', 45000], ['GLS', 50000], ['GSR', 54000]] }),
  car({ make: 'Mitsubishi', model: 'Outlander', series: 'ZM', from: 2021, body: 'suv', bodyLabel: 'Wagon', seats: 7, drive: 'FWD', dims: [4710, 1862, 1740], gvm: 2350, weight: 5,
    engines: [petrol(2.5, 4, 245, 'cvt', 8, 7.5, 55), phev(2.4, 4, 195, 1.5, 56)],
    badges: [['ES', 38000], ['LS', 42500, 0, { drive: 'AWD' }], ['Aspire', 47000, 0, { drive: 'AWD' }], ['Exceed Tourer', 65000, 1, { drive: 'AWD', seats: 5 }]] }),
  // Nissan
  car({ make: 'Nissan', model: 'Navara', series: 'D23', from: 2015, ...UTE, dims: [5255, 1850, 1840], gvm: 3150, retention: 0.86, weight: 6,
    engines: [diesel(2.3, 4, 450, 7, 7.0, 80, { ind: 'Twin Turbo', manual: 6 })], badges: [['SL', 47000], ['ST', 52000], ['ST-X', 58000], ['PRO-4X', 62000]] }),
  car({ make: 'Nissan', model: 'X-Trail', series: 'T33', from: 2022, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4680, 1840, 1725], gvm: 2185, retention: 0.87, weight: 4,
    engines: [petrol(2.5, 4, 251, 'cvt', 7, 7.4, 55), hybrid(1.5, 3, 525, 6.1, 55, { ind: 'Turbo' })],
    badges: [['ST', 37000], ['ST-L', 43000], ['Ti', 49000, 0, { drive: 'AWD' }], ['Ti-L e-POWER', 63000, 1, { drive: 'AWD' }]] }),
  // Isuzu
  car({ make: 'Isuzu', model: 'D-Max', series: 'RG', from: 2020, ...UTE, dims: [5265, 1870, 1790], gvm: 3100, retention: 0.9, weight: 7,
    engines: [diesel(3.0, 4, 450, 6, 8.0, 76, { manual: 6 }), diesel(1.9, 4, 360, 6, 7.2, 76, { manual: 6 })],
    badges: [['SX', 40000, 1, SINGLE_CAB], ['LS-M', 54000], ['LS-U', 59000], ['X-Terrain', 67000]] }),
  car({ make: 'Isuzu', model: 'MU-X', series: 'RJ', from: 2021, body: '4x4', bodyLabel: 'Wagon', seats: 7, drive: '4x4', dims: [4850, 1870, 1825], gvm: 2800, retention: 0.9, weight: 3,
    engines: [diesel(3.0, 4, 450, 6, 8.3, 80)], badges: [['LS-M', 55000], ['LS-U', 60000], ['LS-T', 66000]] }),
  // Volkswagen
  car({ make: 'Volkswagen', model: 'Golf', series: '8', from: 2020, body: 'hatch', bodyLabel: 'Hatchback', drive: 'FWD', dims: [4284, 1789, 1456], gvm: 1800, retention: 0.85, weight: 4,
    engines: [petrol(1.4, 4, 250, 'auto', 8, 5.8, 50, { grade: 'PULP', ind: 'Turbo' }), petrol(2.0, 4, 370, 'dct', 7, 7.0, 50, { grade: 'PULP', ind: 'Turbo' }), petrol(2.0, 4, 420, 'dct', 7, 7.8, 55, { grade: 'PULP', ind: 'Turbo' })],
    badges: [['110TSI Life', 38000], ['110TSI R-Line', 43000], ['GTI', 56000, 1], ['R', 69000, 2, { drive: 'AWD' }]] }),
  car({ make: 'Volkswagen', model: 'Amarok', series: 'NF', from: 2023, ...UTE, dims: [5350, 1910, 1884], gvm: 3290, retention: 0.9, weight: 3,
    engines: [diesel(2.0, 4, 500, 10, 7.6, 80, { ind: 'Twin Turbo' }), diesel(3.0, 6, 600, 10, 8.9, 80)],
    badges: [['Core', 58000], ['Life', 61000], ['Style', 67000, 1], ['PanAmericana', 79000, 1], ['Aventura', 83000, 1]] }),
  car({ make: 'Volkswagen', model: 'Amarok', series: '2H', from: 2011, to: 2022, ...UTE, dims: [5254, 1954, 1834], gvm: 3080, retention: 0.87, weight: 4,
    engines: [diesel(2.0, 4, 420, 8, 7.8, 80, { ind: 'Twin Turbo', manual: 6 }), diesel(3.0, 6, 580, 8, 8.4, 80)],
    badges: [['TDI420 Core', 45000], ['TDI550 Highline', 60000, 1], ['TDI580 Ultimate', 70000, 1]] }),
  // Subaru
  car({ make: 'Subaru', model: 'Forester', series: 'S5', from: 2018, body: 'suv', bodyLabel: 'Wagon', drive: 'AWD', dims: [4640, 1815, 1730], gvm: 2030, weight: 5,
    engines: [petrol(2.5, 4, 239, 'cvt', 7, 7.4, 63), hybrid(2.0, 4, 196, 6.7, 48, { gears: 7 })],
    badges: [['2.5i', 37000], ['2.5i-L', 39500], ['2.5i Premium', 42000], ['2.5i-S', 47000], ['Hybrid S', 50000, 1]] }),
  car({ make: 'Subaru', model: 'Outback', series: 'BT', from: 2021, body: 'wagon', bodyLabel: 'Wagon', drive: 'AWD', dims: [4870, 1875, 1675], gvm: 2200, weight: 4,
    engines: [petrol(2.5, 4, 252, 'cvt', 8, 7.3, 63)], badges: [['AWD', 45000], ['AWD Sport', 49000], ['AWD Touring', 53000]] }),
  // MG
  car({ make: 'MG', model: 'ZS', series: 'AZS1', from: 2017, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4323, 1809, 1653], gvm: 1745, retention: 0.8, weight: 5,
    engines: [petrol(1.5, 4, 141, 'auto', 4, 6.9, 48)], badges: [['Excite', 24000], ['Essence', 27000]] }),
  car({ make: 'MG', model: 'MG4', series: 'EH32', from: 2023, body: 'hatch', bodyLabel: 'Hatchback', drive: 'RWD', dims: [4287, 1836, 1504], gvm: 2050, retention: 0.78, weight: 3,
    engines: [ev(250), ev(600)], badges: [['Excite 51', 36000], ['Essence 64', 44000], ['XPOWER', 53000, 1, { drive: 'AWD' }]] }),
  // BYD
  car({ make: 'BYD', model: 'Atto 3', series: null, from: 2022, body: 'suv', bodyLabel: 'Wagon', drive: 'FWD', dims: [4455, 1875, 1615], gvm: 2200, retention: 0.78, weight: 4,
    engines: [ev(310)], badges: [['Standard Range', 44500], ['Extended Range', 48000]] }),
  car({ make: 'BYD', model: 'Seal', series: null, from: 2024, body: 'sedan', bodyLabel: 'Sedan', drive: 'RWD', dims: [4800, 1875, 1460], gvm: 2500, retention: 0.8, weight: 2,
    engines: [ev(360), ev(670)], badges: [['Dynamic', 50000], ['Premium', 58000], ['Performance', 67000, 1, { drive: 'AWD' }]] }),
  car({ make: 'BYD', model: 'Shark 6', series: null, from: 2025, ...UTE, dims: [5457, 1971, 1925], gvm: 3200, retention: 0.85, weight: 2,
    engines: [phev(1.5, 4, 650, 2.0, 60, { ind: 'Turbo' })], badges: [['Premium', 58000]] }),
  // Tesla
  car({ make: 'Tesla', model: 'Model 3', series: null, from: 2019, body: 'sedan', bodyLabel: 'Sedan', drive: 'RWD', dims: [4720, 1850, 1441], gvm: 2200, retention: 0.8, weight: 4,
    engines: [ev(420), ev(493)], badges: [['RWD', 55000], ['Long Range', 63000, 1, { drive: 'AWD' }], ['Performance', 78000, 1, { drive: 'AWD' }]] }),
  car({ make: 'Tesla', model: 'Model Y', series: null, from: 2022, body: 'suv', bodyLabel: 'Wagon', drive: 'RWD', dims: [4751, 1921, 1624], gvm: 2400, retention: 0.82, weight: 5,
    engines: [ev(420), ev(493)], badges: [['RWD', 58000], ['Long Range', 68000, 1, { drive: 'AWD' }], ['Performance', 82000, 1, { drive: 'AWD' }]] }),
  // Holden: used only (brand retired 2020)
  car({ make: 'Holden', model: 'Commodore', series: 'ZB', from: 2018, to: 2020, body: 'hatch', bodyLabel: 'Liftback', drive: 'FWD', dims: [4897, 1863, 1455], gvm: 2100, retention: 0.84, weight: 3,
    engines: [petrol(2.0, 4, 350, 'auto', 9, 7.6, 61, { ind: 'Turbo' }), petrol(3.6, 6, 381, 'auto', 9, 8.9, 61)],
    badges: [['LT', 36000], ['RS', 41000], ['Calais-V', 51000, 1, { drive: 'AWD' }], ['VXR', 56000, 1, { drive: 'AWD' }]] }),
  car({ make: 'Holden', model: 'Commodore', series: 'VF II', from: 2015, to: 2017, body: 'sedan', bodyLabel: 'Sedan', drive: 'RWD', dims: [4964, 1898, 1471], gvm: 2290, retention: 0.9, weight: 3,
    engines: [petrol(3.6, 6, 350, 'auto', 6, 9.0, 71), petrol(6.2, 8, 570, 'auto', 6, 12.9, 71, { grade: 'PULP', manual: 6 })],
    badges: [['Evoke', 35000], ['SV6', 40000], ['SS V Redline', 55000, 1], ['SS', 45000, 1, { body: 'ute', bodyLabel: 'Utility', seats: 2, doors: 2 }]] }),
  car({ make: 'Holden', model: 'Colorado', series: 'RG', from: 2012, to: 2020, ...UTE, dims: [5361, 1872, 1800], gvm: 3150, retention: 0.83, weight: 4,
    engines: [diesel(2.8, 4, 500, 6, 8.7, 76, { manual: 6 })], badges: [['LS', 42000], ['LTZ', 52000], ['Z71', 55000]] }),
]

const bike = (m: Omit<BikeModel, 'retention' | 'weight'> & Partial<Pick<BikeModel, 'retention' | 'weight'>>): BikeModel => ({
  retention: 0.88, weight: 2, ...m,
})

export const BIKE_MODELS: readonly BikeModel[] = [
  bike({ make: 'Honda', model: 'CB650R', from: 2019, badges: [[null, 14000], ['E-Clutch', 15500]], cc: 649, cyl: 4, nm: 63, tank: 15, l100: 5.1, length: 2120 }),
  bike({ make: 'Honda', model: 'CRF1100L Africa Twin', from: 2020, badges: [[null, 23000], ['Adventure Sports ES', 27500]], cc: 1084, cyl: 2, nm: 112, tank: 18, l100: 5.0, length: 2330, weight: 3 }),
  bike({ make: 'Honda', model: 'Rebel 500', from: 2017, badges: [['LAMS', 10000]], cc: 471, cyl: 2, nm: 43, tank: 11, l100: 3.6, length: 2205, weight: 3 }),
  bike({ make: 'Yamaha', model: 'MT-07', from: 2014, badges: [['LAMS', 12500], ['HO', 12700]], cc: 689, cyl: 2, nm: 67, tank: 14, l100: 4.3, length: 2085, weight: 4 }),
  bike({ make: 'Yamaha', model: 'MT-09', from: 2014, badges: [[null, 17000], ['SP', 20000]], cc: 890, cyl: 3, nm: 93, tank: 14, l100: 5.0, length: 2090 }),
  bike({ make: 'Yamaha', model: 'Tenere 700', from: 2019, badges: [[null, 19000], ['World Raid', 24000]], cc: 689, cyl: 2, nm: 68, tank: 16, l100: 4.3, length: 2370, weight: 3 }),
  bike({ make: 'Kawasaki', model: 'Ninja 650', from: 2017, badges: [['LAMS', 11500]], cc: 649, cyl: 2, nm: 64, tank: 15, l100: 4.4, length: 2055, weight: 3 }),
  bike({ make: 'Kawasaki', model: 'Z900', from: 2017, badges: [[null, 15500], ['SE', 18500]], cc: 948, cyl: 4, nm: 98, tank: 17, l100: 5.7, length: 2070, weight: 3 }),
  bike({ make: 'Kawasaki', model: 'KLR650', from: 2022, badges: [[null, 11000], ['Adventure', 12500]], cc: 652, cyl: 1, nm: 52, tank: 23, l100: 4.9, length: 2250 }),
  bike({ make: 'Suzuki', model: 'V-Strom 800DE', from: 2023, badges: [[null, 20000]], cc: 776, cyl: 2, nm: 78, tank: 20, l100: 4.5, length: 2345 }),
  bike({ make: 'Suzuki', model: 'GSX-S1000', from: 2015, badges: [[null, 18500], ['GT', 21500]], cc: 999, cyl: 4, nm: 106, tank: 19, l100: 6.2, length: 2115 }),
  bike({ make: 'Suzuki', model: 'DR650SE', from: 1996, badges: [['LAMS', 10500]], cc: 644, cyl: 1, nm: 55, tank: 13, l100: 4.8, length: 2255, retention: 0.92, weight: 3 }),
  bike({ make: 'Harley-Davidson', model: 'Street Glide', from: 2014, badges: [[null, 48000], ['Special', 52000]], cc: 1868, cyl: 2, nm: 157, tank: 23, l100: 5.6, length: 2400, retention: 0.9 }),
  bike({ make: 'Harley-Davidson', model: 'Fat Boy 114', from: 2018, badges: [[null, 38000]], cc: 1868, cyl: 2, nm: 155, tank: 19, l100: 5.6, length: 2370, retention: 0.9 }),
  bike({ make: 'Harley-Davidson', model: 'Sportster S', from: 2021, badges: [[null, 28000]], cc: 1252, cyl: 2, nm: 125, tank: 12, l100: 5.3, length: 2265 }),
  bike({ make: 'KTM', model: '390 Duke', from: 2013, badges: [['LAMS', 8500]], cc: 399, cyl: 1, nm: 39, tank: 15, l100: 3.5, length: 2002, weight: 3, retention: 0.85 }),
  bike({ make: 'KTM', model: '890 Adventure', from: 2021, badges: [['R', 25000], [null, 21500]], cc: 889, cyl: 2, nm: 100, tank: 20, l100: 4.5, length: 2360, retention: 0.85 }),
  bike({ make: 'KTM', model: '1290 Super Duke R', from: 2014, badges: [['Evo', 31000]], cc: 1301, cyl: 2, nm: 140, tank: 17, l100: 6.5, length: 2100, retention: 0.85, weight: 1 }),
  bike({ make: 'Triumph', model: 'Street Triple 765', from: 2017, badges: [['RS', 20500], ['R', 17500]], cc: 765, cyl: 3, nm: 80, tank: 15, l100: 5.2, length: 2065 }),
  bike({ make: 'Triumph', model: 'Tiger 900', from: 2020, badges: [['GT Pro', 25000], ['Rally Pro', 26000]], cc: 888, cyl: 3, nm: 90, tank: 20, l100: 5.1, length: 2290 }),
  bike({ make: 'Triumph', model: 'Bonneville T120', from: 2016, badges: [[null, 22000], ['Black', 22500]], cc: 1200, cyl: 2, nm: 105, tank: 15, l100: 4.9, length: 2150, retention: 0.9 }),
  bike({ make: 'Triumph', model: 'Speed 400', from: 2024, badges: [['LAMS', 7500]], cc: 398, cyl: 1, nm: 38, tank: 13, l100: 3.4, length: 2055, weight: 3 }),
  bike({ make: 'BMW', model: 'R 1300 GS', from: 2024, badges: [[null, 34000], ['Trophy', 39000]], cc: 1300, cyl: 2, nm: 149, tank: 19, l100: 4.8, length: 2212, weight: 3 }),
  bike({ make: 'BMW', model: 'R 1250 GS', from: 2019, to: 2023, badges: [[null, 30000], ['Adventure', 33000]], cc: 1254, cyl: 2, nm: 143, tank: 20, l100: 4.8, length: 2207, weight: 3 }),
  bike({ make: 'BMW', model: 'S 1000 RR', from: 2019, badges: [[null, 34000], ['M Package', 40000]], cc: 999, cyl: 4, nm: 113, tank: 16, l100: 6.4, length: 2073, weight: 1 }),
  bike({ make: 'BMW', model: 'F 900 R', from: 2020, badges: [['LAMS', 15000], [null, 16000]], cc: 895, cyl: 2, nm: 92, tank: 13, l100: 4.5, length: 2140 }),
]

export const CARAVAN_MODELS: readonly CaravanModel[] = [
  { make: 'Jayco', model: 'Journey', from: 2012, body: 'hardtop', widthFt: 7.5, retention: 0.9, weight: 5,
    badges: [['Outback 19.61-3', 89000, 19.5, 2, 2450, 3100, 'Tandem'], ['Outback 21.68-3', 96000, 21, 4, 2680, 3300, 'Tandem']] },
  { make: 'Jayco', model: 'Silverline', from: 2016, body: 'hardtop', widthFt: 7.5, retention: 0.9, weight: 3,
    badges: [['21.65-3 Outback', 112000, 21.5, 2, 2790, 3500, 'Tandem']] },
  { make: 'Jayco', model: 'Swan', from: 2010, body: 'softtop', widthFt: 6.8, retention: 0.9, weight: 3,
    badges: [['Outback 12.5', 42000, 12.5, 5, 1210, 1650, 'Single']] },
  { make: 'Jayco', model: 'Starcraft', from: 2012, body: 'hardtop', widthFt: 7.2, retention: 0.89, weight: 3,
    badges: [['17.55-3 Pop Top', 58000, 17, 3, 1680, 2200, 'Single'], ['19.61-4 Outback', 72000, 19, 4, 2200, 2800, 'Tandem']] },
  { make: 'Jayco', model: 'Crossover', from: 2019, body: 'hardtop', widthFt: 7.2, retention: 0.9, weight: 2,
    badges: [['15.44-2 OB', 65000, 15, 2, 1650, 2150, 'Single']] },
  { make: 'Coromal', model: 'Element', from: 2015, body: 'hardtop', widthFt: 7.5, retention: 0.87, weight: 2,
    badges: [['E18 Pop Top', 70000, 18, 2, 1900, 2500, 'Single']] },
  { make: 'Coromal', model: 'Appeal', from: 2014, body: 'hardtop', widthFt: 7.5, retention: 0.87, weight: 2,
    badges: [['621s Ensuite', 85000, 21, 2, 2500, 3000, 'Tandem']] },
  { make: 'Crusader', model: 'Exalt', from: 2017, body: 'hardtop', widthFt: 7.8, retention: 0.88, weight: 2,
    badges: [['21ft Ensuite', 95000, 21, 2, 2700, 3300, 'Tandem']] },
  { make: 'Crusader', model: 'Entertainer', from: 2016, body: 'hardtop', widthFt: 7.8, retention: 0.88, weight: 2,
    badges: [['22ft Family Bunk', 99000, 22, 6, 2900, 3500, 'Tandem']] },
  { make: 'Lotus', model: 'Trooper', from: 2014, body: 'hardtop', widthFt: 7.5, retention: 0.92, weight: 2,
    badges: [['19ft Off-Road', 130000, 19, 2, 2850, 3500, 'Tandem']] },
  { make: 'Lotus', model: 'Off-Grid', from: 2016, body: 'hardtop', widthFt: 7.5, retention: 0.92, weight: 1,
    badges: [['21ft Ensuite', 145000, 21, 2, 3000, 3800, 'Tandem']] },
  { make: 'New Age', model: 'Manta Ray', from: 2012, body: 'hardtop', widthFt: 7.6, retention: 0.88, weight: 3,
    badges: [['MR19ERS2', 78000, 19, 2, 2350, 2950, 'Tandem']] },
  { make: 'New Age', model: 'Big Red', from: 2013, body: 'hardtop', widthFt: 7.6, retention: 0.88, weight: 2,
    badges: [['BR21ES', 115000, 21, 2, 2950, 3500, 'Tandem']] },
  { make: 'New Age', model: 'Road Owl', from: 2017, body: 'hardtop', widthFt: 7.3, retention: 0.9, weight: 2,
    badges: [['RO16', 88000, 16, 2, 1950, 2500, 'Single']] },
  { make: 'Avan', model: 'Aliner', from: 2008, body: 'hardtop', widthFt: 6.9, retention: 0.9, weight: 2,
    badges: [['Classic', 42000, 14, 2, 820, 1200, 'Single']] },
  { make: 'Avan', model: 'Cruiseliner', from: 2010, body: 'hardtop', widthFt: 7.3, retention: 0.88, weight: 2,
    badges: [['Pop Top 17', 65000, 17, 2, 1450, 1950, 'Single']] },
]

export const MAKES: Readonly<Record<string, MakeInfo>> = {
  Toyota: { wmi: 'JTM', warrantyYears: 5 },
  Mazda: { wmi: 'JM0', warrantyYears: 5 },
  Ford: { wmi: 'MNA', warrantyYears: 5 },
  Hyundai: { wmi: 'KMH', warrantyYears: 5 },
  Kia: { wmi: 'KNA', warrantyYears: 7 },
  Mitsubishi: { wmi: 'MMA', warrantyYears: 10 },
  Nissan: { wmi: 'MNT', warrantyYears: 10 },
  Isuzu: { wmi: 'MPA', warrantyYears: 6 },
  Volkswagen: { wmi: 'WVW', warrantyYears: 5 },
  Subaru: { wmi: 'JF1', warrantyYears: 5 },
  MG: { wmi: 'LSJ', warrantyYears: 10 },
  BYD: { wmi: 'LGX', warrantyYears: 6 },
  Tesla: { wmi: 'LRW', warrantyYears: 4 },
  Holden: { wmi: '6G1', warrantyYears: 5 },
  Honda: { wmi: 'JH2', warrantyYears: 2 },
  Yamaha: { wmi: 'JYA', warrantyYears: 2 },
  Kawasaki: { wmi: 'JKA', warrantyYears: 2 },
  Suzuki: { wmi: 'JS1', warrantyYears: 2 },
  'Harley-Davidson': { wmi: '1HD', warrantyYears: 2 },
  KTM: { wmi: 'VBK', warrantyYears: 2 },
  Triumph: { wmi: 'SMT', warrantyYears: 2 },
  BMW: { wmi: 'WB1', warrantyYears: 3 },
  Jayco: { wmi: '6T9', warrantyYears: 3 },
  Coromal: { wmi: '6U9', warrantyYears: 3 },
  Crusader: { wmi: '6W9', warrantyYears: 5 },
  Lotus: { wmi: '6X9', warrantyYears: 3 },
  'New Age': { wmi: '6Y9', warrantyYears: 5 },
  Avan: { wmi: '6Z9', warrantyYears: 2 },
}
