/** Sedans and hatches, SUVs, utes and vans: side profiles in metres, lofted by car(). */

import {
  car,
  GLASS_SIDE,
  HEADLIGHT,
  pairOf,
  PLATE,
  rect,
  TAIL,
  TRIM,
  TRIM_MATERIAL,
  uvRect,
  type EdgeDecal,
  type Vehicle,
} from './body'
import { box } from './scene'

const NOSE_CAR: EdgeDecal[] = [
  ...pairOf(0.55, 0.95, 0.03, 0.24, HEADLIGHT),
  { points: uvRect(0.08, 0.28, 0.62, 0.72), fill: TRIM },
  { points: uvRect(0.2, 0.36, 0.5, 0.64), fill: '#2f3238' },
]
const TAIL_CAR: EdgeDecal[] = [
  ...pairOf(0.05, 0.45, 0.02, 0.24, TAIL),
  { points: uvRect(0.45, 0.38, 0.85, 0.62), fill: PLATE },
]

export function sedan(paint: string): Vehicle {
  return car(
    {
      length: 4.8, width: 1.84, height: 1.46, wheels: [-1.42, 1.44], r: 0.34, bottom: 0.19,
      upper: [
        [2.3, 0.19, 'bumper'], [2.43, 0.3, 'bumper'], [2.46, 0.44, 'nose'], [2.42, 0.66, 'lip'], [2.24, 0.76, 'hood'], [1.6, 0.86, 'hood'],
        [0.95, 0.93, 'cowl'], [0.9, 0.95, 'screen'], [0.05, 1.42, 'roof'], [-0.55, 1.46, 'roof'], [-1.05, 1.41, 'backlight'],
        [-1.8, 1.06, 'deck'], [-2.32, 1.04, 'tail'], [-2.42, 0.88, 'tailface'], [-2.44, 0.5, 'rear'], [-2.4, 0.26, 'rear'],
      ],
      shape: { belt: 0.99, roof: 1.46, tumble: 0.22, round: 0.14 },
      windows: {
        dlo: [[0.86, 0.99], [0.06, 1.39], [-0.55, 1.425], [-1.04, 1.38], [-1.68, 1.03]],
        panes: [
          [[0.74, 1.02], [0.06, 1.36], [-0.2, 1.375], [-0.2, 1.02]],
          [[-0.3, 1.02], [-0.3, 1.385], [-0.55, 1.395], [-1.02, 1.35], [-1.56, 1.04]],
        ],
      },
      doorLines: [[[0.98, 0.96], [1.0, 0.5], [0.92, 0.27]], [[-0.25, 1.0], [-0.25, 0.24]], [[-1.22, 1.02], [-1.12, 0.64], [-1.0, 0.4]]],
      handles: [rect(0.42, 0.88, 0.6, 0.91), rect(-0.72, 0.88, -0.54, 0.91)],
      headlamp: [[2.44, 0.64], [2.08, 0.75], [2.02, 0.69], [2.44, 0.56]],
      taillamp: [[-2.42, 0.86], [-2.1, 0.93], [-2.1, 0.86], [-2.43, 0.78]],
      noseDecals: NOSE_CAR,
      tailDecals: TAIL_CAR,
      tailTag: 'tailface',
    },
    paint,
  )
}

export function suv(paint: string): Vehicle {
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

export function ute(paint: string): Vehicle {
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

export function van(paint: string): Vehicle {
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
