/** Dates on the dashboard, on the dealer's own clock. */
export function formatWhen(at: Date | null | undefined, timeZone: string): string {
  if (!at) return ''
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(at)
}

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
