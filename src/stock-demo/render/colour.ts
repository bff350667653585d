/** Colour helpers for the drawn demo images (#rrggbb in, #rrggbb out). */

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1, 7), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`

/** Blend `a` towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)]
  return toHex(ca.map((c, i) => c + ((cb[i] ?? 0) - c) * t))
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  return mix(hex, amount > 0 ? '#ffffff' : '#000000', Math.min(1, Math.abs(amount)))
}
