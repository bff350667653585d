import { DateTime } from 'luxon'

/**
 * The zones staff schedule publishing in and look for first: the state and
 * territory capitals, east to west as people name them. A schedule starts on
 * the document's site's own zone.
 */
export const AUSTRALIAN_TIME_ZONES = [
  { label: 'Sydney, Canberra (NSW, ACT)', value: 'Australia/Sydney' },
  { label: 'Melbourne (VIC)', value: 'Australia/Melbourne' },
  { label: 'Brisbane (QLD)', value: 'Australia/Brisbane' },
  { label: 'Adelaide (SA)', value: 'Australia/Adelaide' },
  { label: 'Darwin (NT)', value: 'Australia/Darwin' },
  { label: 'Perth (WA)', value: 'Australia/Perth' },
  { label: 'Hobart (TAS)', value: 'Australia/Hobart' },
] as const

/** Australia's other zones, for a dealer in Broken Hill, on Lord Howe Island or on the Eucla. */
const OTHER_AUSTRALIAN_ZONES = ['Australia/Lord_Howe', 'Australia/Broken_Hill', 'Australia/Lindeman', 'Australia/Eucla'] as const

/** The time zone list of the new site form: Australia's zones first, then every other zone alphabetically, each once. */
export function timeZoneChoices(allZones: readonly string[]): string[] {
  const australian: string[] = [...AUSTRALIAN_TIME_ZONES.map((zone) => zone.value), ...OTHER_AUSTRALIAN_ZONES]
  const first = new Set(australian)
  const rest = [...new Set(allZones)].filter((zone) => !first.has(zone)).sort((a, b) => a.localeCompare(b))
  return [...australian, ...rest]
}

/** "Tue 8 Dec 2026, 9:37 am AWST": a time as the dealer reads it, in the site's zone with the zone's name, wherever the reader sits. */
export function siteTimeText(at: Date | string, zone: string): string {
  const time = DateTime.fromJSDate(new Date(at), { zone }).setLocale('en-AU')
  return `${time.toFormat('ccc d LLL yyyy, h:mm')} ${time.toFormat('a').toLowerCase()} ${time.offsetNameShort ?? time.zoneName}`
}

/** The site's zone's short name now ("AWST", "AEDT"), shown beside the typed time. */
export function zoneShortName(zone: string, now: Date): string {
  const time = DateTime.fromJSDate(now, { zone }).setLocale('en-AU')
  return time.offsetNameShort ?? zone
}
