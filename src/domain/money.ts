/** Australian dollars as shoppers read them: '$12,345', whole dollars. */

const wholeDollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

export function dollars(amount: number): string {
  return wholeDollars.format(amount)
}
