/**
 * Exits once stdout and stderr have drained. When they are pipes, Node
 * writes asynchronously and a bare process.exit() can drop the last lines
 * (an onboarding report, say). We exit explicitly at all because Payload's
 * database adapter keeps a connection open for good.
 */
export async function exitWhenFlushed(code: number): Promise<never> {
  await Promise.all([process.stdout, process.stderr].map((stream) => new Promise<void>((resolve) => stream.write('', () => resolve()))))
  process.exit(code)
}

/** Runs a script's body, reports a failure under the script's name, cleans up either way, and exits once the output has drained: 1 if the body threw. */
export async function runToExit(name: string, body: () => Promise<void>, cleanUp?: () => Promise<void>): Promise<never> {
  let code = 0
  try {
    await body()
  } catch (error) {
    code = 1
    console.error(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  } finally {
    await cleanUp?.()
  }
  return exitWhenFlushed(code)
}
