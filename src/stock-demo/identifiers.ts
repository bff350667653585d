/** A demo vehicle's VIN and number plate. */
import { MAKES } from './catalogue'
import type { AustralianState } from './car'
import { hashString, type Rng } from './random'
import type { Spec } from './spec'

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
// ISO 3779 transliteration table for the check digit.
const VIN_LETTER_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((ch, i) => [ch, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0]),
)
const vinValue = (ch: string): number => VIN_LETTER_VALUES[ch] ?? Number(ch)
const VIN_CHAR_LIST = [...VIN_CHARS]

/** ISO 3779 layout with a valid check digit; the serial is a bijection of the index, so VINs never collide. */
export function makeVin(rng: Rng, spec: Spec, serial: number): string {
  const wmi = MAKES[spec.make]?.wmi ?? '6AA'
  let vds = ''
  for (let i = 0; i < 5; i++) vds += VIN_CHARS[hashString(`${spec.make}|${spec.model}|${spec.badge}`, i) % VIN_CHARS.length]
  const yearCode = VIN_YEAR_CODES[(((spec.year - 1980) % 30) + 30) % 30] ?? 'A'
  const plant = rng.pick(VIN_CHAR_LIST)
  const body = `${wmi}${vds}0${yearCode}${plant}${String(serial).padStart(6, '0')}`
  const sum = [...body].reduce((acc, ch, i) => acc + vinValue(ch) * (VIN_WEIGHTS[i] ?? 0), 0)
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return body.slice(0, 8) + check + body.slice(9)
}

const PLATE_LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ']
const PLATE_FORMATS: Record<AustralianState, string> = {
  NSW: 'LLddLL', VIC: 'dLLdLL', QLD: 'dddLLL', WA: 'dLLLddd', SA: 'SdddLLL', TAS: 'LddLL', ACT: 'YLLddL', NT: 'CLddLL',
}
export function makePlate(rng: Rng, state: AustralianState): string {
  return [...PLATE_FORMATS[state]]
    .map((c) => (c === 'L' ? rng.pick(PLATE_LETTERS) : c === 'd' ? String(rng.int(0, 9)) : c))
    .join('')
}
