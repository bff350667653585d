/**
 * Interior and dash views, drawn flat on the 800 × 600 canvas. They are
 * generic per silhouette group; the body colour comes back as trim accent.
 * Right-hand drive, as sold in Australia.
 */

import { shade } from './colour'
import type { VehicleGroup } from './vehicles'

export type CabinView = 'interior' | 'dash'

const rr = (x: number, y: number, w: number, h: number, r: number, attrs: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`

function defs(accent: string, seat: string): string {
  return [
    '<linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f8fa"/><stop offset="0.55" stop-color="#e3e9ef"/><stop offset="0.75" stop-color="#c9d1d8"/><stop offset="1" stop-color="#aeb7bf"/></linearGradient>',
    '<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d42"/><stop offset="0.25" stop-color="#232528"/><stop offset="1" stop-color="#121315"/></linearGradient>',
    `<linearGradient id="accent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(accent, 0.35)}"/><stop offset="0.5" stop-color="${accent}"/><stop offset="1" stop-color="${shade(accent, -0.4)}"/></linearGradient>`,
    `<linearGradient id="seat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(seat, 0.22)}"/><stop offset="0.6" stop-color="${seat}"/><stop offset="1" stop-color="${shade(seat, -0.45)}"/></linearGradient>`,
    '<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f3d5c"/><stop offset="1" stop-color="#0b1420"/></linearGradient>',
    '<radialGradient id="dial" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#0d1218"/><stop offset="0.82" stop-color="#16202b"/><stop offset="1" stop-color="#4f8fc9"/></radialGradient>',
    '<filter id="haze" filterUnits="userSpaceOnUse" x="-50" y="290" width="900" height="360"><feGaussianBlur stdDeviation="6"/></filter>',
  ].join('')
}

const vent = (x: number, y: number, w: number, h: number) =>
  rr(x, y, w, h, 10, 'fill="#0c0d0f" stroke="#55595f" stroke-width="3"') +
  Array.from({ length: 3 }, (_, i) => `<rect x="${x + 8}" y="${y + ((i + 1) * h) / 4 - 2}" width="${w - 16}" height="4" rx="2" fill="#3b3f45"/>`).join('')

/** The dash from the driver's seat: wheel, instruments, centre screen, vents; accent strip in the body colour. */
function carDash(accent: string, group: VehicleGroup): string {
  const work = group === 'ute' || group === 'van'
  const screen = work ? { x: 318, y: 300, w: 170, h: 104 } : { x: 296, y: 250, w: 214, h: 126 }
  return [
    '<rect width="800" height="600" fill="url(#outside)"/>',
    '<path d="M0,330 C120,250 260,236 400,236 C560,236 690,250 800,300 L800,600 L0,600 Z" fill="url(#dash)"/>',
    '<path d="M0,0 L130,0 L40,320 L0,350 Z" fill="#2a2c30"/><path d="M800,0 L690,0 L770,300 L800,320 Z" fill="#2a2c30"/>',
    '<path d="M0,0 L800,0 L800,34 C600,54 200,54 0,34 Z" fill="#cfcbc4"/>',
    rr(352, 44, 120, 40, 14, 'fill="#1b1c1f"'),
    rr(358, 50, 108, 28, 10, 'fill="#9aa6b1"'),
    // accent strip across the dash
    '<path d="M0,398 C180,372 360,366 520,368 C650,370 740,380 800,392 L800,414 C740,402 650,392 520,390 C360,388 180,394 0,420 Z" fill="url(#accent)"/>',
    vent(40, 336, 110, 46),
    vent(330, screen.y + screen.h + 18, 66, 40),
    vent(410, screen.y + screen.h + 18, 66, 40),
    rr(screen.x - 6, screen.y - 6, screen.w + 12, screen.h + 12, 14, 'fill="#0a0b0c"'),
    rr(screen.x, screen.y, screen.w, screen.h, 8, 'fill="url(#screen)"'),
    `<path d="M${screen.x + 10},${screen.y + screen.h - 20} C${screen.x + 60},${screen.y + 40} ${screen.x + 120},${screen.y + 90} ${screen.x + screen.w - 14},${screen.y + 24}" stroke="#5fb3ff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    rr(screen.x + 10, screen.y + 10, screen.w * 0.34, 14, 4, 'fill="#2c5277"'),
    rr(screen.x + 10, screen.y + 30, screen.w * 0.24, 10, 4, 'fill="#23415f"'),
    // centre console and gear selector
    '<path d="M330,470 L470,470 L500,600 L300,600 Z" fill="#1a1b1e"/>',
    rr(372, 505, 56, 70, 18, 'fill="#2f3237" stroke="#4a4e54" stroke-width="3"'),
    rr(386, 488, 28, 40, 12, 'fill="url(#accent)"'),
    '<circle cx="340" cy="446" r="16" fill="#2b2e33" stroke="#5a5e64" stroke-width="3"/><circle cx="460" cy="446" r="16" fill="#2b2e33" stroke="#5a5e64" stroke-width="3"/>',
    // instrument binnacle and dials behind the wheel
    '<path d="M500,300 C540,262 680,258 720,296 L716,340 L506,340 Z" fill="#16171a"/>',
    '<circle cx="565" cy="318" r="34" fill="url(#dial)"/><circle cx="655" cy="318" r="34" fill="url(#dial)"/>',
    '<path d="M565,318 L545,300" stroke="#ff6a3d" stroke-width="4" stroke-linecap="round"/><path d="M655,318 L672,298" stroke="#ff6a3d" stroke-width="4" stroke-linecap="round"/>',
    // steering wheel
    '<ellipse cx="610" cy="470" rx="160" ry="146" fill="none" stroke="#111214" stroke-width="34"/>',
    '<path d="M455,470 L560,486 L660,486 L765,470 L765,500 L660,520 L560,520 L455,500 Z" fill="#17181b"/>',
    '<path d="M580,520 L640,520 L632,610 L588,610 Z" fill="#17181b"/>',
    '<ellipse cx="610" cy="494" rx="62" ry="48" fill="#1f2125" stroke="#3a3d42" stroke-width="4"/>',
    '<ellipse cx="610" cy="490" rx="20" ry="12" fill="none" stroke="#9aa1a8" stroke-width="4"/>',
    // passenger-side glovebox edge with the accent
    '<path d="M0,450 C90,436 200,430 290,432 L290,440 C200,440 90,446 0,462 Z" fill="#2c2f34"/>',
  ].join('')
}

/** Between the front seats from the back seat, towards the dash. */
function carInterior(accent: string): string {
  const seatBack = (x: number, flip: boolean) => {
    const s = flip ? -1 : 1
    const cx = x
    return [
      `<path d="M${cx - 125 * s},600 C${cx - 140 * s},470 ${cx - 128 * s},330 ${cx - 100 * s},262 C${cx - 60 * s},238 ${cx + 60 * s},238 ${cx + 100 * s},262 C${cx + 128 * s},330 ${cx + 140 * s},470 ${cx + 125 * s},600 Z" fill="url(#seat)"/>`,
      `<path d="M${cx - 70 * s},600 C${cx - 80 * s},470 ${cx - 74 * s},350 ${cx - 56 * s},290 C${cx - 20 * s},280 ${cx + 20 * s},280 ${cx + 56 * s},290 C${cx + 74 * s},350 ${cx + 80 * s},470 ${cx + 70 * s},600" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="9 6" opacity="0.85"/>`,
      rr(cx - 66, 150, 132, 92, 34, 'fill="url(#seat)"'),
      `<rect x="${cx - 30}" y="238" width="9" height="34" fill="#8d9399"/><rect x="${cx + 21}" y="238" width="9" height="34" fill="#8d9399"/>`,
    ].join('')
  }
  return [
    '<rect width="800" height="600" fill="url(#outside)"/>',
    '<path d="M0,0 L800,0 L800,70 C600,96 200,96 0,70 Z" fill="#d3cfc8"/>',
    '<path d="M0,70 L70,80 L40,330 L0,360 Z" fill="#2f3135"/><path d="M800,70 L730,80 L760,330 L800,360 Z" fill="#2f3135"/>',
    rr(350, 84, 100, 32, 12, 'fill="#1b1c1f"'),
    '<path d="M0,300 C160,250 640,250 800,300 L800,600 L0,600 Z" fill="url(#dash)"/>',
    '<path d="M0,322 C160,276 640,276 800,322 L800,336 C640,292 160,292 0,338 Z" fill="url(#accent)"/>',
    rr(336, 282, 128, 72, 8, 'fill="#0a0b0c"'),
    rr(342, 288, 116, 60, 6, 'fill="url(#screen)"'),
    '<ellipse cx="610" cy="360" rx="92" ry="84" fill="none" stroke="#111214" stroke-width="20"/>',
    // door cards with the accent
    '<path d="M0,360 L60,350 L110,600 L0,600 Z" fill="#26282c"/><path d="M0,420 L76,408 L82,424 L0,438 Z" fill="url(#accent)"/>',
    '<path d="M800,360 L740,350 L690,600 L800,600 Z" fill="#26282c"/><path d="M800,420 L724,408 L718,424 L800,438 Z" fill="url(#accent)"/>',
    // console between the seats
    '<path d="M330,600 L350,400 L450,400 L470,600 Z" fill="#1b1c1f"/>',
    rr(344, 424, 112, 60, 20, 'fill="url(#seat)"'),
    '<circle cx="376" cy="520" r="16" fill="#0d0e10"/><circle cx="424" cy="520" r="16" fill="#0d0e10"/>',
    seatBack(200, false),
    seatBack(600, true),
  ].join('')
}

/** A caravan's living area: bed at the far end, overhead lockers, kitchen bench; accent on the lockers and quilt. */
function caravanInterior(accent: string): string {
  const timber = '#c8a27a'
  return [
    '<rect width="800" height="600" fill="#efe9df"/>',
    '<path d="M0,0 L800,0 L700,70 L100,70 Z" fill="#f7f4ee"/>',
    '<path d="M0,480 L100,420 L700,420 L800,480 L800,600 L0,600 Z" fill="#9c8b78"/>',
    // end wall window with blind
    rr(300, 150, 200, 100, 12, 'fill="#2b2e33"'),
    rr(308, 158, 184, 84, 8, 'fill="#cfe0ee"'),
    '<rect x="308" y="158" width="184" height="30" fill="#e9e4da"/>',
    // overhead lockers along both walls and the end
    '<path d="M0,0 L100,70 L100,140 L0,190 Z" fill="#f3eee6"/><path d="M800,0 L700,70 L700,140 L800,190 Z" fill="#f3eee6"/>',
    '<path d="M100,70 L700,70 L700,120 L100,120 Z" fill="#f3eee6"/>',
    '<path d="M0,186 L100,138 L100,146 L0,196 Z" fill="url(#accent)"/><path d="M800,186 L700,138 L700,146 L800,196 Z" fill="url(#accent)"/>',
    '<rect x="100" y="118" width="600" height="8" fill="url(#accent)"/>',
    // bed with quilt and pillows
    '<path d="M200,300 L600,300 L640,420 L160,420 Z" fill="#f7f5f0"/>',
    '<path d="M190,340 L610,340 L650,440 L150,440 Z" fill="url(#accent)"/>',
    '<path d="M150,440 L650,440 L650,462 L150,462 Z" fill="' + shade(accent, -0.35) + '"/>',
    rr(240, 270, 140, 52, 20, 'fill="#ffffff" stroke="#ddd6ca" stroke-width="3"'),
    rr(420, 270, 140, 52, 20, 'fill="#ffffff" stroke="#ddd6ca" stroke-width="3"'),
    // kitchen bench on the left wall
    `<path d="M0,330 L120,300 L120,470 L0,540 Z" fill="${timber}"/>`,
    '<path d="M0,318 L124,290 L124,302 L0,332 Z" fill="#e9e7e3"/>',
    '<ellipse cx="64" cy="312" rx="30" ry="8" fill="#b8bdc2"/>',
    '<path d="M30,360 L100,342 L100,420 L30,446 Z" fill="none" stroke="#8b6b4b" stroke-width="3"/>',
    // dinette on the right wall
    `<path d="M800,360 L690,330 L690,470 L800,540 Z" fill="${shade(timber, -0.15)}"/>`,
    '<path d="M800,330 L700,306 L700,336 L800,364 Z" fill="#5b5f66"/>',
    '<rect width="800" height="600" fill="#fff" opacity="0.06"/>',
  ].join('')
}

/** A motorcycle's cockpit from the saddle: bars, colour screen, tank in the body colour. */
function bikeDash(): string {
  return [
    '<rect width="800" height="600" fill="url(#outside)"/>',
    '<path d="M0,380 C200,330 600,330 800,380 L800,600 L0,600 Z" fill="#bfc6cd" filter="url(#haze)"/>',
    '<path d="M250,600 C250,470 320,420 400,420 C480,420 550,470 550,600 Z" fill="url(#accent)"/>',
    '<path d="M330,600 C330,500 360,468 400,468 C440,468 470,500 470,600 Z" fill="#000" opacity="0.15"/>',
    rr(370, 430, 60, 26, 10, 'fill="#2a2c30"'),
    '<path d="M40,300 C150,330 280,336 360,330 L440,330 C520,336 650,330 760,300 L766,320 C650,352 520,356 440,350 L360,350 C280,356 150,352 34,320 Z" fill="#1b1c1f"/>',
    rr(20, 286, 70, 44, 14, 'fill="#111"'),
    rr(710, 286, 70, 44, 14, 'fill="#111"'),
    '<path d="M150,320 L110,200" stroke="#1b1c1f" stroke-width="8"/><path d="M650,320 L690,200" stroke="#1b1c1f" stroke-width="8"/>',
    rr(60, 170, 100, 56, 20, 'fill="#1b1c1f"'),
    rr(68, 178, 84, 40, 14, 'fill="#9aa6b1"'),
    rr(640, 170, 100, 56, 20, 'fill="#1b1c1f"'),
    rr(648, 178, 84, 40, 14, 'fill="#9aa6b1"'),
    rr(318, 220, 164, 110, 14, 'fill="#111"'),
    rr(328, 230, 144, 90, 8, 'fill="url(#screen)"'),
    '<path d="M346,300 A58,58 0 0 1 454,300" fill="none" stroke="#2c5277" stroke-width="10"/>',
    '<path d="M346,300 A58,58 0 0 1 420,248" fill="none" stroke="#ff8a3d" stroke-width="10"/>',
    rr(376, 290, 48, 16, 4, 'fill="#5fb3ff"'),
  ].join('')
}

export function cabinSvg(group: VehicleGroup, accent: string, view: CabinView): { defs: string; body: string } {
  // Work vehicles get hard-wearing grey cloth, the rest dark upholstery.
  const seat = group === 'ute' || group === 'van' ? '#3b3e43' : '#2a2b2e'
  const body =
    group === 'caravan' ? caravanInterior(accent) : group === 'motorcycle' ? bikeDash() : view === 'dash' ? carDash(accent, group) : carInterior(accent)
  return { defs: defs(accent, seat), body }
}
