import { startNextServer, type RunningServer } from './nextServer'

/**
 * Production servers on one database, as a deployment runs several: the first
 * runs the jobs queue, the others do not (FORECOURT_RUN_JOBS=false). Each gets
 * `env` too. Started one after another, on consecutive ports from `firstPort`.
 */
export async function startInstances(options: { count: number; firstPort: number; databaseUrl: string; env?: Record<string, string> }): Promise<RunningServer[]> {
  const servers: RunningServer[] = []
  try {
    for (let index = 0; index < options.count; index++) {
      const env = { ...options.env, FORECOURT_RUN_JOBS: index === 0 ? 'true' : 'false' }
      servers.push(await startNextServer({ port: options.firstPort + index, databaseUrl: options.databaseUrl, env }))
    }
  } catch (error) {
    await stopInstances(servers)
    throw error
  }
  return servers
}

export async function stopInstances(servers: RunningServer[]): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()))
}
