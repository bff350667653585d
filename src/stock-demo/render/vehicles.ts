/**
 * The demo vehicles as 3D parts, one builder per silhouette group. Each is a
 * side profile (metres, x forward, z up) lofted across the body, with wheels,
 * glass, lights and trim drawn on its faces.
 */

import { archOutlines, bandAlongBottom, bodyWidth, bottomWithArches, GLASS_SIDE, HEADLIGHT, pairOf, PLATE, rect, TAIL, TRIM, TRIM_MATERIAL, uvRect, wheelWells, type Pt, type Vehicle } from './body'
import { sedan, suv, ute, van } from './cars'
import { shade } from './colour'
import { box, loft, wheel, type LoftOptions, type Material, type Part, type Vec } from './scene'

export type { Vehicle } from './body'

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
      ...bandAlongBottom(-half, half, bottom, wheels, r, 0.08, 0.95).map((points) => ({ points, fill: '#2b2e33' })),
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
      ...archOutlines(wheels, r, bottom, 0.06, 0.08).map((points) => ({ points, stroke: '#2b2e33', strokeWidth: 0.06 })),
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
    wells: wheelWells(wheels, r, bottom, hw, 0.08),
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
    wheel({ x: -0.72, r, y: 0, width: 0.18, outward: -1, rim: '#70767d', spokes: 5 }),
    wheel({ x: 0.76, r, y: 0, width: 0.12, outward: -1, rim: '#70767d', spokes: 5 }),
    part([[-0.72, 0.3], [-0.06, 0.42], [-0.06, 0.5], [-0.72, 0.37]], 0.025, dark, -0.12),
    part([[-0.72, 0.3], [-0.06, 0.42], [-0.06, 0.5], [-0.72, 0.37]], 0.025, dark, 0.12),
    part([[-0.12, 0.3], [0.3, 0.27], [0.36, 0.62], [0.02, 0.74], [-0.14, 0.6]], 0.14, { kind: 'lit', base: '#4a4e55', gloss: 0.4 }),
    part([[0.02, 0.25], [0.3, 0.25], [0.3, 0.36], [0.04, 0.38]], 0.17, dark),
    part([[0.33, 0.48], [0.42, 0.5], [0.42, 0.86], [0.34, 0.84]], 0.17, dark),
    part([[0.42, 1.0], [0.5, 0.95], [-0.04, 0.48], [-0.12, 0.55]], 0.03, dark, -0.12),
    part([[0.42, 1.0], [0.5, 0.95], [-0.04, 0.48], [-0.12, 0.55]], 0.03, dark, 0.12),
    part([[-0.36, 0.44], [-0.3, 0.44], [-0.36, 0.86], [-0.42, 0.86]], 0.03, { kind: 'lit', base: '#c9a042', gloss: 0.4 }, -0.08),
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
