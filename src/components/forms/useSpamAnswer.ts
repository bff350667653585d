'use client'

import { useCallback, useRef, useState } from 'react'

/** How long a send waits for the spam check still solving (it starts on the form's first focus, so it is usually done). */
const SOLVING_WAIT_MS = 20_000

export type SpamAnswer = {
  /** For <SpamCheck key={…} onChange={…} />: a new key remounts the widget with a fresh challenge. */
  key: number
  onChange: (answer: string | null) => void
  /** The answer to send: at once when solved, else once the widget finishes (null if it never does). */
  answer: () => Promise<string | null>
  /** After the server refused the answer (used, expired): drop it and solve a fresh challenge. */
  renew: () => void
}

/**
 * The spam check's answer for one form. A shopper who sends before the
 * widget has finished waits for it instead of being told to tick a box:
 * the answer is then sent with the lead.
 */
export function useSpamAnswer(): SpamAnswer {
  const [key, setKey] = useState(0)
  const current = useRef<string | null>(null)
  const waiting = useRef<((answer: string | null) => void)[]>([])

  const onChange = useCallback((answer: string | null) => {
    current.current = answer
    if (answer) for (const resolve of waiting.current.splice(0)) resolve(answer)
  }, [])

  const answer = useCallback(
    () =>
      current.current
        ? Promise.resolve(current.current)
        : new Promise<string | null>((resolve) => {
            waiting.current.push(resolve)
            setTimeout(() => resolve(current.current), SOLVING_WAIT_MS)
          }),
    [],
  )

  const renew = useCallback(() => {
    current.current = null
    setKey((previous) => previous + 1)
  }, [])

  return { key, onChange, answer, renew }
}
