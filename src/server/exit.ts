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
