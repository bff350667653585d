/**
 * A tiny flat-shaded 3D renderer that writes SVG: enough to turn one
 * side-profile description of a vehicle into consistent front three-quarter,
 * side, rear three-quarter, front, rear and wheel views. Units are metres;
 * x points to the vehicle's front, y to its far side, z up.
 */

import { mix, shade } from './colour'

export type Vec = readonly [number, number, number]
export type Point2 = readonly [number, number]

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const norm = (a: Vec): Vec => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}
const centroid = (pts: readonly Vec[]): Vec => {
  const s = pts.reduce<[number, number, number]>((acc, p) => [acc[0] + p[0], acc[1] + p[1], acc[2] + p[2]], [0, 0, 0])
  return [s[0] / pts.length, s[1] / pts.length, s[2] / pts.length]
}

/** How a face is painted: a flat fill lit by its normal, or a fixed SVG fill (gradients, glass). */
export type Material =
  | { kind: 'lit'; base: string; gloss?: number }
  | { kind: 'fixed'; fill: string; opacity?: number }

export interface Decal {
  /** Points on the face, in the face's own 3D space. */
  points: readonly Vec[]
  fill?: string
  stroke?: string
  strokeWidth?: number
  opacity?: number
}

export interface Face {
  points: readonly Vec[]
  material: Material
  /** Outward normal; faces turned away from the camera are not drawn. Omit for two-sided faces. */
  normal?: Vec
  decals?: readonly Decal[]
}

export interface Part {
  faces: readonly Face[]
}

export interface Camera {
  eye: Vec
  target: Vec
  /** Focal length relative to distance; smaller = wider angle. */
  lens: number
}

/** A camera `distance` metres away at `azimuth` degrees (0 = dead ahead, 90 = the near side) and `height` metres up. */
export function orbitCamera(azimuth: number, distance: number, height: number, target: Vec, lens = 1.6): Camera {
  const a = (azimuth * Math.PI) / 180
  return { eye: [target[0] + distance * Math.cos(a), target[1] - distance * Math.sin(a), height], target, lens }
}

export interface Projector {
  project(p: Vec): Point2
  depth(p: Vec): number
  eye: Vec
}

export function projector(camera: Camera): Projector {
  const f = norm(sub(camera.target, camera.eye))
  const r = norm(cross(f, [0, 0, 1]))
  const u = cross(r, f)
  return {
    eye: camera.eye,
    project(p) {
      const d = sub(p, camera.eye)
      const z = Math.max(0.01, dot(d, f))
      return [(dot(d, r) / z) * camera.lens, (-dot(d, u) / z) * camera.lens]
    },
    depth: (p) => Math.hypot(...sub(p, camera.eye)),
  }
}

/** Screen placement: scale and offset from projected units to pixels. */
export interface Fit {
  scale: number
  dx: number
  dy: number
}

/** Fit `points` into the box (x, y, w, h), keeping the aspect and bottom-aligning when `anchor` is 'bottom'. */
export function fitPoints(
  proj: Projector,
  points: readonly Vec[],
  frame: { x: number; y: number; w: number; h: number },
  anchor: 'bottom' | 'centre' = 'bottom',
): Fit {
  const pts = points.map((p) => proj.project(p))
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const scale = Math.min(frame.w / (maxX - minX), frame.h / (maxY - minY))
  const dx = frame.x + frame.w / 2 - ((minX + maxX) / 2) * scale
  const dy = anchor === 'bottom' ? frame.y + frame.h - maxY * scale : frame.y + frame.h / 2 - ((minY + maxY) / 2) * scale
  return { scale, dx, dy }
}

const LIGHT = norm([0.35, -0.55, 0.85])

function litColour(material: Material & { kind: 'lit' }, normal: Vec): string {
  const diffuse = Math.max(0, dot(normal, LIGHT))
  // Upward faces pick up the studio's soft box; the rest fall off to a darker shade.
  const sky = Math.max(0, normal[2]) * (material.gloss ?? 0.3)
  const base = diffuse >= 0.55 ? shade(material.base, (diffuse - 0.55) * 0.5) : shade(material.base, -(0.55 - diffuse) * 0.5)
  // The soft box reads as a cool pale grey, so a white roof still stands out from the white set.
  return sky > 0 ? mix(base, '#d9e0e8', sky) : base
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toString()

/**
 * Draws parts in the order given (callers order them far to near); within a
 * part, faces turned away are culled and the rest drawn far to near.
 */
export function drawParts(proj: Projector, fit: Fit, parts: readonly Part[]): string {
  const toScreen = (p: Vec) => {
    const [x, y] = proj.project(p)
    return `${f1(x * fit.scale + fit.dx)},${f1(y * fit.scale + fit.dy)}`
  }
  const poly = (pts: readonly Vec[], attrs: string) => `<polygon points="${pts.map(toScreen).join(' ')}" ${attrs}/>`
  const out: string[] = []
  for (const part of parts) {
    const visible = part.faces
      .filter((face) => !face.normal || dot(face.normal, sub(proj.eye, centroid(face.points))) > 0)
      .map((face) => ({ face, depth: proj.depth(centroid(face.points)) }))
      .sort((a, b) => b.depth - a.depth)
    for (const { face } of visible) {
      const m = face.material
      const fill = m.kind === 'lit' ? litColour(m, face.normal ?? [0, 0, 1]) : m.fill
      const opacity = m.kind === 'fixed' && m.opacity !== undefined ? ` fill-opacity="${m.opacity}"` : ''
      // A hairline of the same colour closes the seams anti-aliasing leaves between faces.
      out.push(poly(face.points, `fill="${fill}"${opacity} stroke="${m.kind === 'lit' ? fill : 'none'}" stroke-width="0.6" stroke-linejoin="round"`))
      for (const decal of face.decals ?? []) {
        const attrs = [
          `fill="${decal.fill ?? 'none'}"`,
          decal.stroke ? `stroke="${decal.stroke}" stroke-width="${f1((decal.strokeWidth ?? 0.01) * fit.scale)}" stroke-linejoin="round" stroke-linecap="round"` : '',
          decal.opacity !== undefined ? `opacity="${decal.opacity}"` : '',
        ].join(' ')
        out.push(decal.fill ? poly(decal.points, attrs) : `<polyline points="${decal.points.map(toScreen).join(' ')}" ${attrs}/>`)
      }
    }
  }
  return out.join('')
}

/** A soft contact shadow: the footprint rectangle, projected onto the floor and blurred. */
export function drawShadow(proj: Projector, fit: Fit, halfLength: number, halfWidth: number, xOffset = 0, contact = true): string {
  const corners = (grow: number): Point2[] =>
    [
      [xOffset + halfLength + grow, -halfWidth - grow, 0],
      [xOffset + halfLength + grow, halfWidth + grow, 0],
      [xOffset - halfLength - grow, halfWidth + grow, 0],
      [xOffset - halfLength - grow, -halfWidth - grow, 0],
    ].map((p) => {
      const [x, y] = proj.project(p as unknown as Vec)
      return [x * fit.scale + fit.dx, y * fit.scale + fit.dy] as Point2
    })
  // Blur cost grows with the filter's area, so each blur gets a region just around its shape.
  const blurred = (id: string, pts: Point2[], deviation: number, opacity: number) => {
    const margin = deviation * 3
    const xs = pts.map((p) => p[0])
    const ys = pts.map((p) => p[1])
    const [x, y] = [Math.min(...xs) - margin, Math.min(...ys) - margin]
    const [w, h] = [Math.max(...xs) + margin - x, Math.max(...ys) + margin - y]
    return (
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}"><feGaussianBlur stdDeviation="${deviation}"/></filter>` +
      `<polygon points="${pts.map(([px, py]) => `${f1(px)},${f1(py)}`).join(' ')}" fill="#000" fill-opacity="${opacity}" filter="url(#${id})"/>`
    )
  }
  return blurred('soft', corners(0.35), 16, contact ? 0.22 : 0.12) + (contact ? blurred('contact', corners(0.02), 4, 0.55) : '')
}

// ---------------------------------------------------------------- solids

export interface Profile {
  /** Outline in (x, z), any winding; `tag` names the edge that starts at the point. */
  points: readonly (readonly [number, number, string?])[]
}

/** (x, z) → half width at that point: lets a body narrow to its roof and round off its ends. */
export type HalfWidth = (x: number, z: number) => number

const signedArea = (pts: readonly (readonly [number, number, string?])[]) =>
  pts.reduce((acc, p, i) => {
    const q = pts[(i + 1) % pts.length]!
    return acc + p[0] * q[1] - q[0] * p[1]
  }, 0)

export interface LoftOptions {
  profile: Profile
  halfWidth: HalfWidth
  /** Centre of the loft across the vehicle (0 = on the centre line). */
  yCentre?: number
  /** Material of the edge faces by the tag of their starting point (untagged: `material`). */
  edgeMaterial?: Readonly<Record<string, Material>>
  material: Material
  /** Near (y−) and far (y+) side face material; default `material`. */
  sideMaterial?: Material
  /** Decals on the near side face, in (x, z). */
  sideDecals?: readonly (Omit<Decal, 'points'> & { points: readonly Point2[] })[]
  /** Decals on tagged edge faces, in (u along the edge 0..1, v across from near 0 to far 1). */
  edgeDecals?: Readonly<Record<string, readonly (Omit<Decal, 'points'> & { points: readonly Point2[] })[]>>
  /** Draw the decals on both sides (mirrored), e.g. windows. */
  mirrorDecals?: boolean
  /** Edges left open, e.g. wheel arches, which would otherwise tunnel right across the body. */
  openTags?: readonly string[]
}

/** A side profile extruded across the vehicle, narrowing where `halfWidth` says. */
export function loft(options: LoftOptions): Part {
  const raw = options.profile.points
  // Counter-clockwise (x right, z up) so (dz, −dx) of an edge points outward.
  const pts = signedArea(raw) < 0 ? [...raw].reverse().map((p, i, arr) => [p[0], p[1], arr[(i + 1) % arr.length]?.[2]] as const) : raw
  const yc = options.yCentre ?? 0
  const near = (x: number, z: number, inset = 0): Vec => [x, yc - options.halfWidth(x, z) - inset, z]
  const far = (x: number, z: number, inset = 0): Vec => [x, yc + options.halfWidth(x, z) + inset, z]
  const faces: Face[] = []
  const sideDecals = (side: 'near' | 'far'): Decal[] =>
    (options.sideDecals ?? []).map((d) => ({ ...d, points: d.points.map(([x, z]) => (side === 'near' ? near(x, z, 0.004) : far(x, z, 0.004))) }))
  const sideMaterial = options.sideMaterial ?? options.material
  faces.push({ points: pts.map(([x, z]) => near(x, z)), material: sideMaterial, normal: [0, -1, 0], decals: sideDecals('near') })
  faces.push({
    points: pts.map(([x, z]) => far(x, z)).reverse(),
    material: sideMaterial,
    normal: [0, 1, 0],
    decals: options.mirrorDecals ? sideDecals('far') : [],
  })
  for (let i = 0; i < pts.length; i++) {
    const [x0, z0, tag] = pts[i]!
    const [x1, z1] = pts[(i + 1) % pts.length]!
    if ((x0 === x1 && z0 === z1) || (tag && options.openTags?.includes(tag))) continue
    const quad: Vec[] = [near(x0, z0), near(x1, z1), far(x1, z1), far(x0, z0)]
    const out2: Vec = norm([z1 - z0, 0, -(x1 - x0)])
    let normal = norm(cross(sub(quad[1]!, quad[0]!), sub(quad[3]!, quad[0]!)))
    if (dot(normal, out2) < 0) normal = [-normal[0], -normal[1], -normal[2]]
    const material = (tag && options.edgeMaterial?.[tag]) || options.material
    const decals = (tag && options.edgeDecals?.[tag]) || []
    const at = (u: number, v: number): Vec => {
      const a = quad[0]!, b = quad[1]!, c = quad[2]!, d = quad[3]!
      const lerp = (p: Vec, q: Vec, t: number): Vec => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t]
      const p = lerp(lerp(a, b, u), lerp(d, c, u), v)
      return [p[0] + normal[0] * 0.004, p[1] + normal[1] * 0.004, p[2] + normal[2] * 0.004]
    }
    faces.push({ points: quad, material, normal, decals: decals.map((d) => ({ ...d, points: d.points.map(([u, v]) => at(u, v)) })) })
  }
  return { faces }
}

/** A wheel: tyre tread, sidewalls and a rim face on the outer side. */
export function wheel(options: { x: number; z?: number; r: number; y: number; width: number; outward: 1 | -1; rim: string; spokes?: number }): Part {
  const { x, r, y, width, outward } = options
  const z = options.z ?? r
  const n = 28
  const ring = (radius: number, yy: number): Vec[] =>
    Array.from({ length: n }, (_, i) => {
      const t = (i / n) * Math.PI * 2
      return [x + radius * Math.cos(t), yy, z + radius * Math.sin(t)] as Vec
    })
  const yOut = y + (outward * width) / 2
  const yIn = y - (outward * width) / 2
  const outer = ring(r, yOut)
  const inner = ring(r, yIn)
  const faces: Face[] = []
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n
    const t = ((i + 0.5) / n) * Math.PI * 2
    faces.push({ points: [outer[i]!, outer[j]!, inner[j]!, inner[i]!], material: { kind: 'lit', base: '#1e1f22', gloss: 0.1 }, normal: [Math.cos(t), 0, Math.sin(t)] })
  }
  const rimR = r * 0.64
  const hub: Vec = [x, yOut + outward * 0.002, z]
  const spokes = options.spokes ?? 5
  const rimDecals: Decal[] = [
    { points: ring(r * 0.93, yOut + outward * 0.001), fill: '#2a2c30' },
    { points: ring(rimR, yOut + outward * 0.002), fill: options.rim },
    { points: ring(rimR * 0.86, yOut + outward * 0.003), fill: shade(options.rim, -0.55) },
  ]
  for (let s = 0; s < spokes; s++) {
    const t = (s / spokes) * Math.PI * 2 + 0.3
    const w = 0.22
    const pt = (radius: number, a: number): Vec => [x + radius * Math.cos(a), yOut + outward * 0.004, z + radius * Math.sin(a)]
    rimDecals.push({ points: [pt(rimR * 0.25, t - w * 1.4), pt(rimR * 0.88, t - w * 0.45), pt(rimR * 0.88, t + w * 0.45), pt(rimR * 0.25, t + w * 1.4)], fill: shade(options.rim, 0.12) })
  }
  rimDecals.push({ points: ring(rimR * 0.24, yOut + outward * 0.005), fill: shade(options.rim, -0.25) })
  rimDecals.push({ points: [hub, hub], stroke: '#c8ccd1', strokeWidth: 0.03 })
  faces.push({ points: outer, material: { kind: 'fixed', fill: '#26282c' }, normal: [0, outward, 0], decals: rimDecals })
  faces.push({ points: [...inner].reverse(), material: { kind: 'fixed', fill: '#1a1b1e' }, normal: [0, -outward, 0] })
  return { faces }
}

/** A box between two corners, every face lit. */
export function box(min: Vec, max: Vec, material: Material): Part {
  const [x0, y0, z0] = min
  const [x1, y1, z1] = max
  const f = (points: Vec[], normal: Vec): Face => ({ points, material, normal })
  return {
    faces: [
      f([[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], [1, 0, 0]),
      f([[x0, y0, z0], [x0, y0, z1], [x0, y1, z1], [x0, y1, z0]], [-1, 0, 0]),
      f([[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], [0, -1, 0]),
      f([[x0, y1, z0], [x0, y1, z1], [x1, y1, z1], [x1, y1, z0]], [0, 1, 0]),
      f([[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], [0, 0, 1]),
    ],
  }
}
