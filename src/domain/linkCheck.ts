/**
 * What the admin's link check reports, wherever the links sit (one menu, or
 * every menu, page, card and offer of a site): the links to this site that
 * lead nowhere, each with why, and the links to other websites that failed
 * when the server tried them (src/server/linkProbe.ts), and when it checked.
 * `Place` says where a link is: a menu item's label, a document's field.
 */

/** Each address the server tried, with why it failed, or null when it answered. */
export type ProbeResults = ReadonlyMap<string, string | null>

export type DeadLink<Place> = Place & { problem: string }
export type ExternalLink<Place> = Place & { url: string }
export type FailedExternalLink<Place> = ExternalLink<Place> & { problem: string }

/** The check's answer: links to this site that lead nowhere, and of `externalChecked` links to other websites those that failed, at `checkedAt`. */
export type LinkReport<Place> = { checkedAt: string; deadLinks: DeadLink<Place>[]; externalChecked: number; failedExternal: FailedExternalLink<Place>[] }

/** The report from the dead links found, the external links and what trying each address found. */
export function linkReport<Place>(deadLinks: DeadLink<Place>[], external: readonly ExternalLink<Place>[], results: ProbeResults, checkedAt: Date): LinkReport<Place> {
  const failedExternal = external.flatMap((link) => {
    const problem = results.get(link.url)
    return problem ? [{ ...link, problem }] : []
  })
  return { checkedAt: checkedAt.toISOString(), deadLinks, externalChecked: external.length, failedExternal }
}
