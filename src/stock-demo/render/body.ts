/**
 * The pieces every drawn vehicle is built from: wheel arches, a body that
 * narrows to its roof, glass, lamps and trim, and the builder that lofts a
 * car's side profile into a body with wheels, mirrors and wells.
 */

import { shade } from './colour'
import { box, loft, wheel, type HalfWidth, type LoftOptions, type Material, type Part, type Point2 } from './scene'

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

export type Pt = readonly [number, number, string?]
export type SideDecal = NonNullable<LoftOptions['sideDecals']>[number]
export type EdgeDecal = NonNullable<LoftOptions['edgeDecals']>[string][number]

export const GLASS_SIDE = 'url(#glassSide)'
export const GLASS: Material = { kind: 'fixed', fill: 'url(#glassFront)' }
export const TRIM = '#1d1f23'
export const TRIM_MATERIAL: Material = { kind: 'lit', base: '#25272b', gloss: 0.15 }
export const HEADLIGHT = 'url(#lamp)'
export const TAIL = '#9e1118'
export const PLATE = '#f1f1ee'

/** The bottom edge, rear to front, with a semicircular arch over each wheel. */
/** Wheels whose arches would overlap (a tandem axle) share one long arch: [first x, last x] of each. */
export function archSpans(wheels: readonly number[], ra: number): (readonly [number, number])[] {
  const spans: [number, number][] = []
  for (const wx of [...wheels].sort((a, b) => a - b)) {
    const last = spans.at(-1)
    if (last && wx - last[1] < 2 * ra) last[1] = wx
    else spans.push([wx, wx])
  }
  return spans
}

/** An arch of radius `ra` over wheels of radius `r` from x0 to x1, rear to front, from the bottom edge up and back down. */
function archCurve(x0: number, x1: number, r: number, ra: number, bottom: number): Point2[] {
  const t0 = Math.asin(Math.min(1, (r - bottom) / ra))
  const quarter = (cx: number, from: number, to: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const t = from + ((to - from) * i) / 7
      return [cx + ra * Math.cos(t), r + ra * Math.sin(t)] as Point2
    })
  const rear = quarter(x0, Math.PI + t0, Math.PI / 2)
  const front = quarter(x1, Math.PI / 2, -t0)
  return x0 === x1 ? [...rear, ...front.slice(1)] : [...rear, ...front]
}

/** The bottom edge, rear to front, with an arch over each wheel (or pair of close wheels). */
export function bottomWithArches(xRear: number, xFront: number, bottom: number, wheels: readonly number[], r: number, gap = 0.05): Pt[] {
  const ra = r + gap
  const pts: Pt[] = [[xRear, bottom, 'under']]
  for (const [x0, x1] of archSpans(wheels, ra)) {
    const curve = archCurve(x0, x1, r, ra, bottom)
    curve.forEach(([x, z], i) => pts.push([x, z, i === curve.length - 1 ? 'under' : 'arch']))
  }
  pts.push([xFront, bottom, 'under'])
  return pts
}

/** A band along the bottom edge from `from` up to `top`, cut where the wheel arches rise through it (cladding, skirts). */
export function bandAlongBottom(xRear: number, xFront: number, bottom: number, wheels: readonly number[], r: number, gap: number, top: number, from = bottom): Point2[][] {
  const edge = bottomWithArches(xRear, xFront, bottom, wheels, r, gap).map(([x, z]) => [x, Math.max(from, z)] as Point2)
  const bands: Point2[][] = []
  let current: Point2[] = []
  const close = () => {
    if (current.length > 1) bands.push([...current, [current.at(-1)![0], top], [current[0]![0], top]])
    current = []
  }
  edge.forEach((point, i) => {
    const prev = edge[i - 1]
    const crossing = (a: Point2, b: Point2): Point2 => [a[0] + ((b[0] - a[0]) * (top - a[1])) / (b[1] - a[1]), top]
    if (point[1] <= top) {
      if (prev && prev[1] > top) current.push(crossing(prev, point))
      current.push(point)
    } else if (prev && prev[1] <= top) {
      current.push(crossing(prev, point))
      close()
    }
  })
  close()
  return bands
}

/** Outlines of the arches (for flares and wells) in (x, z), `grow` beyond an opening of gap 0.05. */
export function archOutlines(wheels: readonly number[], r: number, bottom: number, grow: number, gap = 0.05): Point2[][] {
  const ra = r + gap + grow
  return archSpans(wheels, r + gap).map(([x0, x1]) => archCurve(x0, x1, r, ra, bottom))
}

/** Dark blocks just inside the near side that close each arch opening. */
export function wheelWells(wheels: readonly number[], r: number, bottom: number, hw: HalfWidth, gap = 0.05): Part[] {
  return archOutlines(wheels, r, bottom, 0.03, gap).map((outline) =>
    loft({
      profile: { points: outline.map(([x, z]) => [x, z] as const) },
      halfWidth: () => 0.14,
      yCentre: -hw(outline[0]![0], bottom + 0.2) + 0.16,
      material: { kind: 'fixed', fill: '#0e0f11' },
    }),
  )
}

export interface BodyShape {
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

export function bodyWidth(s: BodyShape): HalfWidth {
  return (x, z) => {
    const above = Math.max(0, Math.min(1, (z - s.belt) / (s.roof - s.belt)))
    const d = Math.min(x - s.rear, s.front - x)
    const end = d < 0.6 ? 1 - s.round * (1 - Math.max(0, d) / 0.6) ** 2 : 1
    const tuck = z < 0.4 ? 1 - 0.04 * ((0.4 - z) / 0.2) : 1
    return (s.width / 2) * (1 - s.tumble * above) * end * tuck
  }
}

export const rect = (x0: number, z0: number, x1: number, z1: number): Point2[] => [[x0, z0], [x1, z0], [x1, z1], [x0, z1]]
export const uvRect = (u0: number, v0: number, u1: number, v1: number): Point2[] => [[u0, v0], [u1, v0], [u1, v1], [u0, v1]]

/** Head and tail lamps mirrored across the face. */
export const pairOf = (u0: number, u1: number, v0: number, v1: number, fill: string): EdgeDecal[] => [
  { points: uvRect(u0, v0, u1, v1), fill },
  { points: uvRect(u0, 1 - v1, u1, 1 - v0), fill },
]

export interface CarSpec {
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

export function car(spec: CarSpec, paint: string): Vehicle {
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
    for (const points of bandAlongBottom(-half + 0.1, half - 0.1, spec.bottom, spec.wheels, spec.r, 0.05, spec.bottom + 0.14)) sideDecals.push({ points, fill: TRIM, opacity: 0.92 })
    for (const points of archOutlines(spec.wheels, spec.r, spec.bottom, 0.025)) sideDecals.push({ points, stroke: TRIM, strokeWidth: 0.05 })
  } else {
    for (const points of bandAlongBottom(-half + 0.5, half - 0.5, spec.bottom, spec.wheels, spec.r, 0.05, spec.bottom + 0.07, spec.bottom + 0.01)) sideDecals.push({ points, fill: shade(paint, -0.45), opacity: 0.8 })
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
