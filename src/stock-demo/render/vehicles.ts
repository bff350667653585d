/**
 * The demo vehicles as 3D parts, one builder per silhouette group. Each is a
 * side profile (metres, x forward, z up) lofted across the body, with wheels,
 * glass, lights and trim drawn on its faces.
 */

import { shade } from './colour'
import { box, loft, wheel, type HalfWidth, type LoftOptions, type Material, type Part, type Point2, type Vec } from './scene'

export interface Vehicle {
  /** Drawn in this order from a camera on the near side (y < 0). */
  farWheels: Part[]
  wells: Part[]
  body: Part[]
  nearWheels: Part[]
  /** Parts drawn far to near by depth instead of the fixed order (motorcycles). */
  depthSorted?: boolean
  /** Half length and half width of the footprint, for the shadow. */
  footprint: { halfLength: number; halfWidth: number; x: number }
  /** Centre and radius of the near front wheel, for the wheel close-up. */
  frontWheel: { x: number; y: number; z: number; r: number }
  length: number
  height: number
}

type Pt = readonly [number, number, string?]
type SideDecal = NonNullable<LoftOptions['sideDecals']>[number]
type EdgeDecal = NonNullable<LoftOptions['edgeDecals']>[string][number]

const GLASS_SIDE = 'url(#glassSide)'
const GLASS: Material = { kind: 'fixed', fill: 'url(#glassFront)' }
const TRIM = '#1d1f23'
const TRIM_MATERIAL: Material = { kind: 'lit', base: '#25272b', gloss: 0.15 }
const HEADLIGHT = 'url(#lamp)'
const TAIL = '#9e1118'
const PLATE = '#f1f1ee'

/** The bottom edge, rear to front, with a semicircular arch over each wheel. */
function bottomWithArches(xRear: number, xFront: number, bottom: number, wheels: readonly number[], r: number, gap = 0.05): Pt[] {
  const ra = r + gap
  const pts: Pt[] = [[xRear, bottom, 'under']]
  const t0 = Math.asin(Math.min(1, (r - bottom) / ra))
  for (const wx of [...wheels].sort((a, b) => a - b)) {
    const steps = 14
    for (let i = 0; i <= steps; i++) {
      const t = Math.PI + t0 - ((Math.PI + 2 * t0) * i) / steps
      pts.push([wx + ra * Math.cos(t), r + ra * Math.sin(t), i === steps ? 'under' : 'arch'])
    }
  }
  pts.push([xFront, bottom, 'under'])
  return pts
}

/** Arch outline points (for flares and wells) in (x, z). */
function archOutline(wx: number, r: number, bottom: number, grow: number): Point2[] {
  const ra = r + 0.05 + grow
  const t0 = Math.asin(Math.min(1, (r - bottom) / ra))
  return Array.from({ length: 15 }, (_, i) => {
    const t = Math.PI + t0 - ((Math.PI + 2 * t0) * i) / 14
    return [wx + ra * Math.cos(t), r + ra * Math.sin(t)] as Point2
  })
}

/** Dark blocks just inside the near side that close each arch opening. */
function wheelWells(wheels: readonly number[], r: number, bottom: number, hw: HalfWidth): Part[] {
  return wheels.map((wx) =>
    loft({
      profile: { points: archOutline(wx, r, bottom, 0.03).map(([x, z]) => [x, z] as const) },
      halfWidth: () => 0.14,
      yCentre: -hw(wx, bottom + 0.2) + 0.16,
      material: { kind: 'fixed', fill: '#0e0f11' },
    }),
  )
}

interface BodyShape {
  width: number
  belt: number
  roof: number
  /** Share of the half width the roof loses to the glasshouse's lean. */
  tumble: number
  rear: number
  front: number
  /** How much the ends round off in plan view. */
  round: number
}

function bodyWidth(s: BodyShape): HalfWidth {
  return (x, z) => {
    const above = Math.max(0, Math.min(1, (z - s.belt) / (s.roof - s.belt)))
    const d = Math.min(x - s.rear, s.front - x)
    const end = d < 0.6 ? 1 - s.round * (1 - Math.max(0, d) / 0.6) ** 2 : 1
    const tuck = z < 0.4 ? 1 - 0.04 * ((0.4 - z) / 0.2) : 1
    return (s.width / 2) * (1 - s.tumble * above) * end * tuck
  }
}

const rect = (x0: number, z0: number, x1: number, z1: number): Point2[] => [[x0, z0], [x1, z0], [x1, z1], [x0, z1]]
const uvRect = (u0: number, v0: number, u1: number, v1: number): Point2[] => [[u0, v0], [u1, v0], [u1, v1], [u0, v1]]

/** Head and tail lamps mirrored across the face. */
const pairOf = (u0: number, u1: number, v0: number, v1: number, fill: string): EdgeDecal[] => [
  { points: uvRect(u0, v0, u1, v1), fill },
  { points: uvRect(u0, 1 - v1, u1, 1 - v0), fill },
]

interface CarSpec {
  length: number
  width: number
  height: number
  wheels: readonly [number, number]
  r: number
  bottom: number
  /** Profile above the bottom edge, front bumper round to the rear bumper (counter-clockwise). */
  upper: Pt[]
  shape: Omit<BodyShape, 'width' | 'rear' | 'front'>
  windows: { dlo: Point2[]; panes: Point2[][] }
  doorLines: Point2[][]
  handles: Point2[][]
  headlamp: Point2[]
  taillamp: Point2[]
  cladding?: boolean
  roofRails?: { from: number; to: number; z: number }
  extras?: (paint: string, hw: HalfWidth) => { near: Part[]; far: Part[] }
  noseDecals: EdgeDecal[]
  tailDecals: EdgeDecal[]
  tailTag: string
}

function car(spec: CarSpec, paint: string): Vehicle {
  const half = spec.length / 2
  const shape: BodyShape = { ...spec.shape, width: spec.width, rear: -half, front: half }
  const hw = bodyWidth(shape)
  const profile = [...bottomWithArches(-half + 0.08, half - 0.08, spec.bottom, spec.wheels, spec.r), ...spec.upper]
  const sideDecals: SideDecal[] = [
    { points: spec.windows.dlo, fill: TRIM },
    ...spec.windows.panes.map((points) => ({ points, fill: GLASS_SIDE })),
    { points: spec.headlamp, fill: HEADLIGHT },
    { points: spec.taillamp, fill: TAIL },
    ...spec.doorLines.map((points) => ({ points, stroke: '#000', strokeWidth: 0.008, opacity: 0.35 })),
    ...spec.handles.map((points) => ({ points, fill: shade(paint, -0.35) })),
  ]
  if (spec.cladding) {
    sideDecals.push({ points: [[-half + 0.1, spec.bottom], [half - 0.1, spec.bottom], [half - 0.1, spec.bottom + 0.14], [-half + 0.1, spec.bottom + 0.14]], fill: TRIM, opacity: 0.92 })
    for (const wx of spec.wheels) sideDecals.push({ points: archOutline(wx, spec.r, spec.bottom, 0.03), stroke: TRIM, strokeWidth: 0.07 })
  } else {
    sideDecals.push({ points: [[-half + 0.5, spec.bottom + 0.01], [half - 0.5, spec.bottom + 0.01], [half - 0.5, spec.bottom + 0.07], [-half + 0.5, spec.bottom + 0.07]], fill: shade(paint, -0.45), opacity: 0.8 })
  }
  const body = loft({
    profile: { points: profile },
    halfWidth: hw,
    material: { kind: 'lit', base: paint, gloss: 0.35 },
    sideMaterial: { kind: 'fixed', fill: 'url(#paintSide)' },
    edgeMaterial: {
      screen: GLASS, backlight: GLASS, under: { kind: 'fixed', fill: '#141517' },
      grille: TRIM_MATERIAL, tub: { kind: 'lit', base: '#2a2c30', gloss: 0.25 },
    },
    sideDecals,
    mirrorDecals: true,
    openTags: ['arch'],
    edgeDecals: { nose: spec.noseDecals, [spec.tailTag]: spec.tailDecals },
  })
  const track = spec.width / 2 - 0.12
  const wheelParts = (side: 1 | -1) =>
    spec.wheels.map((x) => wheel({ x, r: spec.r, y: side * track, width: 0.24, outward: side, rim: '#aeb4ba', spokes: 6 }))
  const wells = wheelWells(spec.wheels, spec.r, spec.bottom, hw)
  const near: Part[] = []
  const far: Part[] = []
  // Door mirrors at the base of the A-pillar.
  const mirrorX = spec.windows.dlo[0]![0] - 0.12
  const mirrorZ = spec.shape.belt + 0.03
  const mw = hw(mirrorX, mirrorZ)
  near.push(box([mirrorX - 0.1, -mw - 0.15, mirrorZ], [mirrorX + 0.04, -mw + 0.02, mirrorZ + 0.1], { kind: 'lit', base: paint, gloss: 0.35 }))
  far.push(box([mirrorX - 0.1, mw - 0.02, mirrorZ], [mirrorX + 0.04, mw + 0.15, mirrorZ + 0.1], { kind: 'lit', base: paint, gloss: 0.35 }))
  if (spec.roofRails) {
    const { from, to, z } = spec.roofRails
    const y = hw((from + to) / 2, z) - 0.12
    for (const side of [-1, 1]) {
      const rail = box([from, side * y - 0.03, z], [to, side * y + 0.03, z + 0.07], TRIM_MATERIAL)
      ;(side < 0 ? near : far).push(rail)
    }
  }
  const extra = spec.extras?.(paint, hw)
  return {
    farWheels: wheelParts(1),
    wells,
    body: [...far, ...(extra?.far ?? []), body, ...(extra?.near ?? []), ...near],
    nearWheels: wheelParts(-1),
    footprint: { halfLength: half, halfWidth: spec.width / 2, x: 0 },
    frontWheel: { x: spec.wheels[1], y: -track, z: spec.r, r: spec.r },
    length: spec.length,
    height: spec.height,
  }
}

const NOSE_CAR: EdgeDecal[] = [
  ...pairOf(0.55, 0.95, 0.03, 0.24, HEADLIGHT),
  { points: uvRect(0.08, 0.28, 0.62, 0.72), fill: TRIM },
  { points: uvRect(0.2, 0.36, 0.5, 0.64), fill: '#2f3238' },
]
const TAIL_CAR: EdgeDecal[] = [
  ...pairOf(0.05, 0.45, 0.02, 0.24, TAIL),
  { points: uvRect(0.45, 0.38, 0.85, 0.62), fill: PLATE },
]

function sedan(paint: string): Vehicle {
  return car(
    {
      length: 4.8, width: 1.84, height: 1.44, wheels: [-1.4, 1.45], r: 0.33, bottom: 0.2,
      upper: [
        [2.32, 0.2, 'bumper'], [2.44, 0.3, 'bumper'], [2.47, 0.42, 'nose'], [2.44, 0.64, 'lip'], [2.3, 0.74, 'hood'], [1.6, 0.84, 'hood'],
        [0.85, 0.9, 'cowl'], [0.8, 0.92, 'screen'], [0.05, 1.38, 'roof'], [-0.5, 1.44, 'roof'], [-1.0, 1.4, 'backlight'],
        [-1.78, 1.0, 'deck'], [-2.3, 0.98, 'tail'], [-2.42, 0.82, 'tailface'], [-2.44, 0.5, 'rear'], [-2.4, 0.26, 'rear'],
      ],
      shape: { belt: 0.95, roof: 1.44, tumble: 0.2, round: 0.14 },
      windows: {
        dlo: [[0.78, 0.95], [0.06, 1.35], [-0.5, 1.405], [-1.0, 1.365], [-1.68, 1.0]],
        panes: [
          [[0.66, 0.98], [0.06, 1.32], [-0.2, 1.34], [-0.2, 0.98]],
          [[-0.3, 0.98], [-0.3, 1.345], [-0.5, 1.37], [-0.98, 1.33], [-1.56, 1.01]],
        ],
      },
      doorLines: [[[0.92, 0.93], [0.96, 0.5], [0.9, 0.27]], [[-0.25, 0.98], [-0.25, 0.25]], [[-1.25, 0.98], [-1.12, 0.62], [-0.98, 0.38]]],
      handles: [rect(0.42, 0.84, 0.6, 0.87), rect(-0.72, 0.84, -0.54, 0.87)],
      headlamp: [[2.45, 0.62], [2.12, 0.72], [2.05, 0.66], [2.45, 0.54]],
      taillamp: [[-2.42, 0.8], [-2.12, 0.88], [-2.12, 0.81], [-2.43, 0.72]],
      noseDecals: NOSE_CAR,
      tailDecals: TAIL_CAR,
      tailTag: 'tailface',
    },
    paint,
  )
}

function suv(paint: string): Vehicle {
  return car(
    {
      length: 4.65, width: 1.87, height: 1.7, wheels: [-1.36, 1.34], r: 0.37, bottom: 0.24,
      upper: [
        [2.25, 0.24, 'bumper'], [2.36, 0.34, 'bumper'], [2.37, 0.5, 'nose'], [2.33, 0.82, 'lip'], [2.2, 0.93, 'hood'], [1.45, 1.02, 'hood'],
        [1.05, 1.06, 'cowl'], [1.0, 1.08, 'screen'], [0.2, 1.62, 'roof'], [-1.6, 1.66, 'roof'], [-1.96, 1.62, 'roof'],
        [-2.12, 1.52, 'backlight'], [-2.25, 1.12, 'tailface'], [-2.34, 0.62, 'rear'], [-2.32, 0.3, 'rear'],
      ],
      shape: { belt: 1.1, roof: 1.66, tumble: 0.2, round: 0.13 },
      windows: {
        dlo: [[0.97, 1.12], [0.22, 1.585], [-1.58, 1.62], [-1.92, 1.58], [-2.05, 1.15]],
        panes: [
          [[0.86, 1.15], [0.24, 1.55], [-0.18, 1.56], [-0.18, 1.15]],
          [[-0.3, 1.15], [-0.3, 1.565], [-1.14, 1.58], [-1.14, 1.15]],
          [[-1.28, 1.15], [-1.28, 1.585], [-1.86, 1.555], [-1.97, 1.16]],
        ],
      },
      doorLines: [[[1.02, 1.08], [1.06, 0.55], [0.98, 0.42]], [[-0.24, 1.12], [-0.24, 0.4]], [[-1.2, 1.12], [-1.1, 0.8], [-0.92, 0.62]]],
      handles: [rect(0.5, 1.0, 0.68, 1.03), rect(-0.78, 1.0, -0.6, 1.03)],
      headlamp: [[2.34, 0.8], [2.0, 0.9], [1.95, 0.84], [2.35, 0.7]],
      taillamp: [[-2.24, 1.1], [-1.98, 1.16], [-1.98, 1.06], [-2.26, 0.98]],
      cladding: true,
      roofRails: { from: -1.75, to: 0.1, z: 1.64 },
      noseDecals: [
        ...pairOf(0.78, 0.97, 0.03, 0.26, HEADLIGHT),
        { points: uvRect(0.1, 0.26, 0.74, 0.74), fill: TRIM },
        { points: uvRect(0.0, 0.1, 0.12, 0.9), fill: '#3a3d42' },
      ],
      tailDecals: [...pairOf(0.05, 0.3, 0.02, 0.22, TAIL), { points: uvRect(0.55, 0.38, 0.8, 0.62), fill: PLATE }],
      tailTag: 'tailface',
    },
    paint,
  )
}

function ute(paint: string): Vehicle {
  return car(
    {
      length: 5.3, width: 1.88, height: 1.82, wheels: [-1.6, 1.5], r: 0.39, bottom: 0.27,
      upper: [
        [2.57, 0.27, 'bumper'], [2.66, 0.4, 'bumper'], [2.67, 0.6, 'nose'], [2.63, 0.96, 'lip'], [2.45, 1.06, 'hood'], [1.5, 1.13, 'hood'],
        [1.2, 1.15, 'cowl'], [1.15, 1.17, 'screen'], [0.45, 1.78, 'roof'], [-0.95, 1.8, 'roof'], [-1.05, 1.72, 'cabback'],
        [-1.08, 1.24, 'tub'], [-2.6, 1.24, 'tailgate'], [-2.64, 0.56, 'rear'], [-2.62, 0.32, 'rear'],
      ],
      shape: { belt: 1.2, roof: 1.8, tumble: 0.18, round: 0.1 },
      windows: {
        dlo: [[1.12, 1.2], [0.46, 1.75], [-0.95, 1.765], [-1.0, 1.2]],
        panes: [
          [[1.0, 1.23], [0.46, 1.71], [-0.12, 1.72], [-0.12, 1.23]],
          [[-0.25, 1.23], [-0.25, 1.72], [-0.92, 1.725], [-0.94, 1.23]],
        ],
      },
      doorLines: [[[1.16, 1.16], [1.18, 0.6], [1.06, 0.5]], [[-0.18, 1.2], [-0.18, 0.42]], [[-1.02, 1.2], [-1.02, 0.5]], [[-1.12, 1.22], [-1.12, 0.45]]],
      handles: [rect(0.55, 1.1, 0.73, 1.13), rect(-0.75, 1.1, -0.57, 1.13)],
      headlamp: [[2.64, 0.94], [2.3, 1.02], [2.25, 0.96], [2.65, 0.84]],
      taillamp: [[-2.6, 1.22], [-2.5, 1.22], [-2.52, 0.84], [-2.62, 0.84]],
      cladding: true,
      extras: (_paint, hw) => {
        const y = hw(-1.2, 1.3) - 0.08
        const bar = (side: number) => box([-1.28, side * y - 0.05, 1.24], [-1.18, side * y + 0.05, 1.7], TRIM_MATERIAL)
        const step = (side: number) => box([-0.95, side * (hw(0, 0.5) + 0.02) - 0.06, 0.42], [0.95, side * (hw(0, 0.5) + 0.02) + 0.06, 0.47], TRIM_MATERIAL)
        return {
          far: [bar(1), step(1)],
          near: [box([-1.28, -y, 1.62], [-1.18, y, 1.7], TRIM_MATERIAL), bar(-1), step(-1)],
        }
      },
      noseDecals: [
        ...pairOf(0.72, 0.97, 0.02, 0.24, HEADLIGHT),
        { points: uvRect(0.12, 0.24, 0.95, 0.76), fill: TRIM },
        { points: uvRect(0.3, 0.3, 0.8, 0.7), fill: '#33363c' },
      ],
      tailDecals: [...pairOf(0.02, 0.6, 0.01, 0.07, TAIL), { points: uvRect(0.2, 0.4, 0.35, 0.6), fill: PLATE }],
      tailTag: 'tailgate',
    },
    paint,
  )
}

function van(paint: string): Vehicle {
  return car(
    {
      length: 5.27, width: 1.95, height: 1.99, wheels: [-1.62, 1.58], r: 0.34, bottom: 0.2,
      upper: [
        [2.55, 0.2, 'bumper'], [2.64, 0.32, 'bumper'], [2.66, 0.55, 'nose'], [2.6, 0.9, 'lip'], [2.36, 1.02, 'hood'], [1.88, 1.12, 'cowl'],
        [1.83, 1.14, 'screen'], [1.12, 1.88, 'roof'], [0.9, 1.98, 'roof'], [-2.5, 1.99, 'roof'], [-2.62, 1.88, 'tailface'],
        [-2.64, 0.45, 'rear'], [-2.6, 0.24, 'rear'],
      ],
      shape: { belt: 1.16, roof: 1.99, tumble: 0.07, round: 0.1 },
      windows: {
        dlo: [[1.78, 1.16], [1.12, 1.84], [0.5, 1.86], [0.5, 1.16]],
        panes: [
          [[1.66, 1.2], [1.12, 1.8], [0.58, 1.82], [0.58, 1.2]],
          [[0.32, 1.22], [0.32, 1.78], [-0.78, 1.78], [-0.78, 1.22]],
          [[-1.06, 1.22], [-1.06, 1.78], [-2.36, 1.78], [-2.36, 1.22]],
        ],
      },
      doorLines: [[[1.86, 1.1], [1.9, 0.55], [1.82, 0.45]], [[0.46, 1.9], [0.46, 0.28]], [[-0.92, 1.9], [-0.92, 0.28]], [[-0.92, 1.04], [0.46, 1.04]]],
      handles: [rect(1.2, 1.06, 1.38, 1.09), rect(0.2, 1.0, 0.38, 1.03)],
      headlamp: [[2.6, 0.88], [2.3, 0.98], [2.25, 0.92], [2.62, 0.78]],
      taillamp: [[-2.62, 1.1], [-2.5, 1.1], [-2.5, 0.62], [-2.63, 0.62]],
      noseDecals: [
        ...pairOf(0.72, 0.98, 0.03, 0.24, HEADLIGHT),
        { points: uvRect(0.2, 0.26, 0.95, 0.74), fill: TRIM },
      ],
      tailDecals: [
        ...pairOf(0.5, 0.82, 0.01, 0.06, TAIL),
        { points: uvRect(0.05, 0.1, 0.38, 0.9), fill: TRIM },
        { points: uvRect(0.07, 0.13, 0.36, 0.49), fill: GLASS_SIDE },
        { points: uvRect(0.07, 0.51, 0.36, 0.87), fill: GLASS_SIDE },
        { points: uvRect(0.84, 0.4, 0.94, 0.6), fill: PLATE },
      ],
      tailTag: 'tailface',
    },
    paint,
  )
}

function caravan(paint: string): Vehicle {
  const half = 3.2
  const width = 2.3
  const bottom = 0.55
  const wheels = [-0.38, 0.38] as const
  const r = 0.34
  const hw = bodyWidth({ width, belt: 2.4, roof: 2.85, tumble: 0.03, rear: -half - 0.1, front: half + 0.1, round: 0.05 })
  const accent = '#3d5f86'
  const profile: Pt[] = [
    ...bottomWithArches(-half, half, bottom, wheels, r, 0.08),
    [half, bottom, 'stone'], [half + 0.1, 0.95, 'nose'], [half + 0.1, 2.3, 'nosecap'], [half - 0.1, 2.78, 'roof'], [half - 0.4, 2.85, 'roof'],
    [-half + 0.3, 2.85, 'roof'], [-half + 0.05, 2.75, 'tailface'], [-half - 0.05, 0.75, 'rear'],
  ]
  const body = loft({
    profile: { points: profile },
    halfWidth: hw,
    material: { kind: 'lit', base: paint, gloss: 0.3 },
    sideMaterial: { kind: 'fixed', fill: 'url(#paintSide)' },
    edgeMaterial: { stone: TRIM_MATERIAL, arch: { kind: 'fixed', fill: '#141517' }, under: { kind: 'fixed', fill: '#141517' } },
    openTags: ['arch'],
    sideDecals: [
      { points: rect(-half, bottom, half, 0.95), fill: '#2b2e33' },
      { points: rect(-half, 0.95, half, 1.08), fill: accent },
      { points: rect(-half, 1.1, half, 1.14), fill: shade(accent, 0.4) },
      { points: rect(-2.4, 2.42, 2.6, 2.6), fill: '#50555c' },
      { points: rect(-2.7, 1.55, -1.55, 2.2), fill: TRIM },
      { points: rect(-2.65, 1.6, -1.6, 2.15), fill: GLASS_SIDE },
      { points: rect(0.7, 1.55, 2.55, 2.2), fill: TRIM },
      { points: rect(0.75, 1.6, 2.5, 2.15), fill: GLASS_SIDE },
      { points: [...rect(-1.05, 0.72, -0.35, 2.32), [-1.05, 0.72]], stroke: '#000', strokeWidth: 0.012, opacity: 0.4 },
      { points: rect(-0.95, 1.6, -0.45, 2.1), fill: GLASS_SIDE },
      { points: rect(-0.55, 1.25, -0.45, 1.3), fill: '#222' },
      { points: archOutline(wheels[0], r, bottom, 0.05).concat(archOutline(wheels[1], r, bottom, 0.05)), stroke: '#2b2e33', strokeWidth: 0.06 },
    ],
    edgeDecals: {
      nosecap: [{ points: uvRect(0.35, 0.15, 0.8, 0.85), fill: TRIM }, { points: uvRect(0.38, 0.18, 0.77, 0.82), fill: GLASS_SIDE }],
      nose: [{ points: uvRect(0.05, 0.0, 0.45, 1), fill: accent }],
      tailface: [
        ...pairOf(0.82, 0.9, 0.03, 0.14, TAIL),
        { points: uvRect(0.3, 0.3, 0.6, 0.7), fill: TRIM },
        { points: uvRect(0.32, 0.32, 0.58, 0.68), fill: GLASS_SIDE },
        { points: uvRect(0.9, 0.42, 0.96, 0.58), fill: PLATE },
      ],
    },
  })
  const drawbar: Part[] = [
    box([half, -0.55, 0.42], [half + 0.55, 0.55, 0.52], TRIM_MATERIAL),
    box([half + 0.55, -0.07, 0.4], [half + 1.6, 0.07, 0.5], TRIM_MATERIAL),
    box([half + 0.1, -0.6, 0.52], [half + 0.6, 0.6, 1.05], { kind: 'lit', base: shade(paint, -0.08), gloss: 0.3 }),
    box([half + 1.2, -0.04, 0.12], [half + 1.28, 0.04, 0.62], TRIM_MATERIAL),
  ]
  const track = width / 2 - 0.2
  const wheelParts = (side: 1 | -1) => wheels.map((x) => wheel({ x, r, y: side * track, width: 0.22, outward: side, rim: '#c5c9ce', spokes: 6 }))
  return {
    farWheels: wheelParts(1),
    wells: wheelWells(wheels, r, bottom, hw),
    body: [body, ...drawbar, wheel({ x: half + 1.24, r: 0.1, z: 0.1, y: 0.1, width: 0.06, outward: -1, rim: '#888' })],
    nearWheels: wheelParts(-1),
    footprint: { halfLength: half + 0.8, halfWidth: width / 2, x: 0.6 },
    frontWheel: { x: wheels[1], y: -track, z: r, r },
    length: 2 * half + 1.7,
    height: 2.85,
  }
}

function motorcycle(paint: string): Vehicle {
  const chrome: Material = { kind: 'lit', base: '#9aa1a8', gloss: 0.5 }
  const dark: Material = { kind: 'lit', base: '#2a2c30', gloss: 0.2 }
  const painted: Material = { kind: 'lit', base: paint, gloss: 0.45 }
  const part = (points: Pt[], halfWidth: number, material: Material, yCentre = 0, decals?: LoftOptions['edgeDecals']): Part =>
    loft({ profile: { points }, halfWidth: () => halfWidth, material, yCentre, edgeDecals: decals })
  const r = 0.31
  const parts: Part[] = [
    wheel({ x: -0.72, r, y: 0, width: 0.18, outward: -1, rim: '#3b3e44', spokes: 5 }),
    wheel({ x: 0.76, r, y: 0, width: 0.12, outward: -1, rim: '#3b3e44', spokes: 5 }),
    part([[-0.72, 0.3], [-0.06, 0.42], [-0.06, 0.5], [-0.72, 0.37]], 0.025, dark, -0.12),
    part([[-0.72, 0.3], [-0.06, 0.42], [-0.06, 0.5], [-0.72, 0.37]], 0.025, dark, 0.12),
    part([[-0.12, 0.3], [0.3, 0.27], [0.36, 0.62], [0.02, 0.74], [-0.14, 0.6]], 0.14, { kind: 'lit', base: '#4a4e55', gloss: 0.4 }),
    part([[0.02, 0.25], [0.3, 0.25], [0.3, 0.36], [0.04, 0.38]], 0.17, dark),
    part([[0.33, 0.48], [0.42, 0.5], [0.42, 0.86], [0.34, 0.84]], 0.17, dark),
    part([[0.42, 1.0], [0.5, 0.95], [-0.04, 0.48], [-0.12, 0.55]], 0.03, dark, -0.12),
    part([[0.42, 1.0], [0.5, 0.95], [-0.04, 0.48], [-0.12, 0.55]], 0.03, dark, 0.12),
    part([[0.26, 0.3], [0.3, 0.25], [-0.28, 0.3], [-0.3, 0.36]], 0.03, chrome, -0.17),
    part([[-0.26, 0.36], [-0.7, 0.54], [-0.7, 0.62], [-0.24, 0.45]], 0.055, chrome, -0.18),
    part([[-0.24, 0.86], [0.3, 0.88], [0.46, 1.02], [0.38, 1.12], [0.04, 1.17], [-0.24, 1.04]], 0.16, painted),
    part([[-0.84, 0.94], [-0.24, 0.88], [-0.24, 1.02], [-0.46, 1.0], [-0.84, 1.04]], 0.12, dark),
    part([[-1.08, 1.04], [-0.72, 0.9], [-0.5, 0.9], [-0.5, 0.96], [-1.08, 1.1]], 0.09, painted),
    part([[-1.0, 0.97], [-0.95, 0.95], [-1.06, 0.7], [-1.11, 0.72]], 0.07, dark),
    part([[0.74, 0.3], [0.79, 0.3], [0.55, 1.04], [0.5, 1.04]], 0.022, { kind: 'lit', base: '#c9a042', gloss: 0.4 }, -0.1),
    part([[0.74, 0.3], [0.79, 0.3], [0.55, 1.04], [0.5, 1.04]], 0.022, { kind: 'lit', base: '#c9a042', gloss: 0.4 }, 0.1),
    part([[0.55, 0.68], [0.82, 0.66], [1.0, 0.6], [1.0, 0.64], [0.82, 0.72], [0.55, 0.72]], 0.06, painted),
    part([[0.52, 0.92], [0.66, 0.9, 'lens'], [0.7, 1.04], [0.6, 1.12], [0.5, 1.08]], 0.11, painted, 0, { lens: [{ points: uvRect(0.08, 0.15, 0.92, 0.85), fill: HEADLIGHT }] }),
    box([0.38, -0.36, 1.16], [0.43, 0.36, 1.2], dark),
    box([0.38, -0.05, 1.1], [0.46, 0.05, 1.18], dark),
  ]
  return {
    farWheels: [],
    wells: [],
    body: parts,
    nearWheels: [],
    depthSorted: true,
    footprint: { halfLength: 1.05, halfWidth: 0.3, x: 0 },
    frontWheel: { x: 0.76, y: -0.06, z: r, r },
    length: 2.1,
    height: 1.2,
  }
}

export const VEHICLES = { sedan, suv, ute, van, caravan, motorcycle } as const
export type VehicleGroup = keyof typeof VEHICLES

/** Every point of the vehicle, for framing it. */
export function vehiclePoints(v: Vehicle): Vec[] {
  return [...v.farWheels, ...v.body, ...v.nearWheels].flatMap((p) => p.faces.flatMap((f) => f.points))
}
