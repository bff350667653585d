/**
 * The vehicle choice of /book-test-drive: the
 * dealer's new models first, then the models it has in stock, each once, as
 * "Make Model". The shopper's choice travels in the lead's Vehicle Make and
 * Vehicle Model; a test drive of one car comes from that car's page instead
 * (?car_id=), with the car's own details.
 */

export type TestDriveChoice = { value: string; label: string; make: string; model: string }

/** Separates make and model in a choice's value, as the index's make_model does. */
const SEPARATOR = '|'

export function testDriveChoices(models: readonly { make: string; name: string }[], stockMakeModels: readonly string[]): TestDriveChoice[] {
  const seen = new Set<string>()
  const choice = (make: string, model: string): TestDriveChoice[] => {
    const key = `${make}${SEPARATOR}${model}`.toLowerCase()
    if (!make.trim() || !model.trim() || seen.has(key)) return []
    seen.add(key)
    return [{ value: `${make}${SEPARATOR}${model}`, label: `${make} ${model}`, make, model }]
  }
  const byLabel = (a: TestDriveChoice, b: TestDriveChoice) => a.label.localeCompare(b.label, 'en-AU')
  const fromModels = models.flatMap((model) => choice(model.make, model.name))
  const fromStock = stockMakeModels
    .flatMap((value) => {
      const [make = '', ...model] = value.split(SEPARATOR)
      return choice(make, model.join(SEPARATOR))
    })
    .sort(byLabel)
  return [...fromModels, ...fromStock]
}

/** The make and model a chosen value names, or null for "not sure yet" or a value the page never offered. */
export function chosenVehicle(value: string, choices: readonly TestDriveChoice[]): { make: string; model: string } | null {
  const found = choices.find((choice) => choice.value === value)
  return found ? { make: found.make, model: found.model } : null
}

/** The choice a link names by make and model (a model page's Book a Test Drive), matched without regard to case; null when the page offers none such. */
export function choiceNamed(make: unknown, model: unknown, choices: readonly TestDriveChoice[]): TestDriveChoice | null {
  if (typeof make !== 'string' || typeof model !== 'string') return null
  const key = `${make}${SEPARATOR}${model}`.toLowerCase()
  return choices.find((choice) => choice.value.toLowerCase() === key) ?? null
}
