import { z } from 'zod'

import { type Redirect, redirectProblems, redirectSourceProblem, redirectTargetProblem } from '@/domain/redirects'

/** A field rule of the Redirects collection (true, or its message) as a zod check, so a seed file is refused in the admin's words. */
const checkedBy = (problem: (value: string) => true | string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value)
      if (message !== true) ctx.addIssue({ code: 'custom', message })
    })

/** A 301 from the dealer's old website: `from` a path there, `to` a path on this site or a full http(s) address. */
export const redirectSeed = z.object({ from: checkedBy(redirectSourceProblem), to: checkedBy(redirectTargetProblem) }).strict()

/**
 * The file's redirects as a whole, as the collection checks a site's: an old
 * path listed twice, a loop or a chain, each named on its row. A problem is
 * put on the last row with its old path, so a path listed twice is named
 * where it comes again. `ownHosts` are the site's domains: a full address
 * back onto the site counts as a path.
 */
export function redirectIssues(redirects: readonly Redirect[], ownHosts: readonly string[], ctx: z.RefinementCtx) {
  for (const problem of redirectProblems(redirects, ownHosts)) {
    const row = redirects.findLastIndex((redirect) => redirect.from === problem.from)
    ctx.addIssue({ code: 'custom', path: ['redirects', row, 'from'], message: problem.message })
  }
}
