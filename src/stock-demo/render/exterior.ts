/** Exterior views of a demo vehicle on the studio set: the camera placements and the shared SVG paint. */

import { shade } from './colour'
import { drawParts, drawShadow, fitPoints, orbitCamera, projector, type Part, type Vec } from './scene'
import { VEHICLES, vehiclePoints, type VehicleGroup } from './vehicles'

export const EXTERIOR_VIEWS = ['front34', 'side', 'rear34', 'front', 'rear', 'wheel'] as const
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number]

/** Azimuth (0 = head on, 90 = side), distance in vehicle lengths, camera height in metres. */
const CAMERAS: Record<ExteriorView, { azimuth: number; distance: number; height: number }> = {
  front34: { azimuth: 38, distance: 2.1, height: 2.3 },
  side: { azimuth: 90, distance: 2.6, height: 1.3 },
  rear34: { azimuth: 142, distance: 2.1, height: 2.3 },
  front: { azimuth: 0, distance: 2.4, height: 1.7 },
  rear: { azimuth: 180, distance: 2.4, height: 1.8 },
  wheel: { azimuth: 58, distance: 0.75, height: 0.75 },
}

/** Gradients the exterior drawing refers to, for a paint colour. */
export function exteriorDefs(paint: string): string {
  return [
    `<linearGradient id="paintSide" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.42)}"/><stop offset="0.42" stop-color="${shade(paint, 0.12)}"/><stop offset="0.58" stop-color="${shade(paint, -0.08)}"/><stop offset="0.62" stop-color="${shade(paint, 0.1)}"/><stop offset="1" stop-color="${shade(paint, -0.5)}"/></linearGradient>`,
    '<linearGradient id="glassSide" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6e7d8c"/><stop offset="0.35" stop-color="#2a3540"/><stop offset="0.5" stop-color="#4c5a68"/><stop offset="0.62" stop-color="#1b232c"/><stop offset="1" stop-color="#10151a"/></linearGradient>',
    '<linearGradient id="glassFront" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8593a1"/><stop offset="0.5" stop-color="#34404c"/><stop offset="1" stop-color="#161d24"/></linearGradient>',
    '<linearGradient id="lamp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#dfe7ee"/><stop offset="1" stop-color="#a9b6c2"/></linearGradient>',
  ].join('')
}

/** The vehicle and its shadow, framed in the 800 × 600 set. */
export function exteriorSvg(group: VehicleGroup, paint: string, view: ExteriorView): string {
  const vehicle = VEHICLES[group](paint)
  const cam = CAMERAS[view]
  const wheelView = view === 'wheel'
  const w = vehicle.frontWheel
  const target: Vec = wheelView ? [w.x, w.y, w.z] : [vehicle.footprint.x, 0, vehicle.height * 0.42]
  const distance = cam.distance * Math.max(vehicle.length, 2.6)
  const proj = projector(orbitCamera(cam.azimuth, distance, wheelView ? w.z + cam.height * 0.6 : cam.height, target))
  const headOn = view === 'front' || view === 'rear'
  const fit = wheelView
    ? fitPoints(proj, ring(w, 1.7), { x: 150, y: 60, w: 500, h: 480 }, 'centre')
    : fitPoints(proj, vehiclePoints(vehicle), headOn ? { x: 190, y: 150, w: 420, h: 330 } : { x: 80, y: 150, w: 640, h: 330 })
  let order: Part[]
  if (vehicle.depthSorted) {
    const mid = (p: Part) => {
      const pts = p.faces.flatMap((f) => f.points)
      return proj.depth(pts.reduce<Vec>((a, q) => [a[0] + q[0] / pts.length, a[1] + q[1] / pts.length, a[2] + q[2] / pts.length], [0, 0, 0]))
    }
    order = [...vehicle.body].sort((a, b) => mid(b) - mid(a))
  } else if (headOn) {
    order = [...vehicle.farWheels, ...vehicle.nearWheels, ...vehicle.body]
  } else {
    order = [...vehicle.farWheels, ...vehicle.wells, ...vehicle.nearWheels, ...vehicle.body]
  }
  const { halfLength, halfWidth, x } = vehicle.footprint
  return drawShadow(proj, fit, halfLength, halfWidth, x, !wheelView) + drawParts(proj, fit, order)
}

/** Points around the wheel, grown by `grow`, to frame the close-up. */
function ring(w: { x: number; y: number; z: number; r: number }, grow: number): Vec[] {
  return Array.from({ length: 12 }, (_, i) => {
    const t = (i / 12) * Math.PI * 2
    return [w.x + w.r * grow * Math.cos(t), w.y, w.z + w.r * grow * Math.sin(t)] as Vec
  })
}
