import type { FastifyInstance } from 'fastify';
import type { Job } from '../platform.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a module's job now, by name (tests, and the timer below). */
    runJob(name: string): Promise<unknown>;
  }
}

/**
 * The modules' timed jobs (refund retries, …): each runs every `everyMs` while the app is up, never
 * twice at once in this process, and stops when the app closes. Timers do not keep the process alive.
 */
export function jobs(app: FastifyInstance, list: Job[]) {
  const byName = new Map(list.map((job) => [job.name, job]));
  const running = new Set<string>();
  app.decorate('runJob', async (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    return job.run();
  });
  const timers = list.map((job) =>
    setInterval(async () => {
      if (running.has(job.name)) return;
      running.add(job.name);
      try {
        await job.run();
      } catch (err) {
        app.log.error({ err, job: job.name }, 'job failed');
      } finally {
        running.delete(job.name);
      }
    }, job.everyMs).unref(),
  );
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
