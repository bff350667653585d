/** The steps of `npm test`, in the order they run. */
export const STEPS = ['typecheck', 'lint', 'unit', 'runner', 'build', 'integration', 'e2e'] as const
export type Step = (typeof STEPS)[number]

const isStep = (name: string): name is Step => (STEPS as readonly string[]).includes(name)

/**
 * The steps `--only` names (all of them without it). A name that is no step
 * is refused: a typo must not pass by running nothing.
 */
export function selectedSteps(only: string | undefined): Set<Step> {
  if (only === undefined) return new Set(STEPS)
  const names = only.split(',').map((name) => name.trim())
  const unknown = names.filter((name) => !isStep(name))
  if (unknown.length > 0) {
    throw new Error(`--only: no step is called ${unknown.map((name) => JSON.stringify(name)).join(' or ')}. The steps are: ${STEPS.join(', ')}.`)
  }
  return new Set(names.filter(isStep))
}
