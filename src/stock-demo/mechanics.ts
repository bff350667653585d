/** A demo vehicle's drivetrain as a feed describes it: transmission, fuel and the variant's specifications. */
import type { Engine } from './catalogue'
import type { CarVariant } from './car'
import { round2 } from './numbers'
import type { Spec } from './spec'

const CC: Readonly<Record<string, number>> = {
  '1.4': 1395, '1.5': 1490, '1.6': 1598, '1.8': 1798, '1.9': 1898, '2': 1998, '2.2': 2199, '2.3': 2298, '2.4': 2393,
  '2.5': 2487, '2.7': 2694, '2.8': 2755, '3': 2993, '3.2': 3198, '3.3': 3346, '3.5': 3456, '3.6': 3564, '6.2': 6162,
}

export function transmission(spec: Spec): { trans: string | null; simple: 'Automatic' | 'Manual' | null; geartype: string } {
  if (spec.bike) return { trans: '6 SP MANUAL', simple: 'Manual', geartype: 'Manual' }
  const e = spec.engine
  if (!e) return { trans: null, simple: null, geartype: 'None' }
  if (spec.manual && e.manual) return { trans: `${e.manual} SP MANUAL`, simple: 'Manual', geartype: 'Manual' }
  switch (e.tx) {
    case 'cvt': return { trans: 'CONTINUOUS VARIABLE', simple: 'Automatic', geartype: 'CVT' }
    case 'dct': return { trans: `${e.gears} SP AUTO DUAL CLUTCH`, simple: 'Automatic', geartype: 'Automatic - Dual Clutch' }
    case 'single': return { trans: '1 SP AUTOMATIC', simple: 'Automatic', geartype: 'Reduction Gear' }
    default: return { trans: `${e.gears} SP AUTOMATIC`, simple: 'Automatic', geartype: 'Automatic' }
  }
}

export function fuelLabel(e: Engine): string {
  if (e.fuel === 'Electric') return 'Electric'
  if (e.fuel === 'Hybrid') return 'Petrol/Electric Hybrid'
  if (e.fuel === 'Plug-in Hybrid') return 'Plug-in Hybrid (Petrol)'
  if (e.grade === 'Diesel') return 'Diesel'
  return e.grade === 'PULP' ? 'Premium Unleaded Petrol' : 'Unleaded Petrol'
}

export function variantFor(spec: Spec, geartype: string): CarVariant | null {
  if (spec.bike) {
    const b = spec.bike
    return {
      cylinders: b.cyl, enginesize: b.cc, enginesize_litres: round2(b.cc / 1000), induction: 'Aspirated', geartype,
      fuelconsumptioncombined: b.l100, fuelcapacity: b.tank, grossvehiclemass: null, vehiclelength: b.length,
      vehicleheight: null, vehiclewidth: null, torque: b.nm, ancaprating: null, bodyconfiguration: 'Motorcycle',
    }
  }
  const m = spec.car
  const e = spec.engine
  if (!m || !e) return null
  return {
    cylinders: e.cyl, enginesize: e.litres === null ? null : (CC[String(e.litres)] ?? Math.round(e.litres * 1000)),
    enginesize_litres: e.litres, induction: e.ind, geartype, fuelconsumptioncombined: e.l100, fuelcapacity: e.tank,
    grossvehiclemass: m.gvm, vehiclelength: m.dims[0], vehiclewidth: m.dims[1], vehicleheight: m.dims[2], torque: e.nm,
    ancaprating: m.ancap, bodyconfiguration: spec.bodyLabel,
  }
}
