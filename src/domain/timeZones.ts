/**
 * Australia's zones in the order staff look for them: the state capitals
 * east to west as people name them, then the rest of Australia's zones.
 */
export const AUSTRALIAN_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Hobart',
  'Australia/Lord_Howe',
  'Australia/Broken_Hill',
  'Australia/Lindeman',
  'Australia/Eucla',
] as const

/** The time zone list of the new site form: Australia's zones first, then every other zone alphabetically, each once. */
export function timeZoneChoices(allZones: readonly string[]): string[] {
  const australian = new Set<string>(AUSTRALIAN_TIME_ZONES)
  const rest = [...new Set(allZones)].filter((zone) => !australian.has(zone)).sort((a, b) => a.localeCompare(b))
  return [...AUSTRALIAN_TIME_ZONES, ...rest]
}
