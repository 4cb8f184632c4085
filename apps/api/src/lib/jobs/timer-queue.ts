import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobQueue } from './job-queue.ts';

/**
 * The embedded database's queue: one process, so plain timers. Each job runs every `everyMs` and at once
 * when kicked, never twice at once here; a kick during a run asks for one more run after it. Timers do
 * not keep the process alive.
 */
export function createTimerQueue(log: FastifyBaseLogger): JobQueue {
  const byName = new Map<string, Job>();
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  const timers: NodeJS.Timeout[] = [];

  function runSoon(job: Job) {
    if (running.has(job.name)) {
      again.add(job.name);
      return;
    }
    const run = (async () => {
      try {
        await job.run();
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      } finally {
        running.delete(job.name);
        if (again.delete(job.name)) runSoon(job);
      }
    })();
    running.set(job.name, run);
  }

  return {
    async start(jobs) {
      for (const job of jobs) {
        if (byName.has(job.name)) continue;
        byName.set(job.name, job);
        timers.push(setInterval(() => runSoon(job), job.everyMs).unref());
      }
    },
    // In a transaction on the embedded database the run's queries wait for it to end (one connection),
    // so the run sees what the transaction wrote.
    async kick(name) {
      const job = byName.get(name);
      if (job) runSoon(job);
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      again.clear();
      await Promise.all(running.values());
    },
  };
}
