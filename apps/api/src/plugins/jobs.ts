import type { FastifyInstance } from 'fastify';
import type { Job, JobQueue } from '../lib/jobs/job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a job now in this process, by name (tests, with their clock). */
    runJob(name: string): Promise<unknown>;
  }
}

/**
 * The timed jobs (mail delivery, refund retries, …). With JOBS=in-process this process runs them; with
 * JOBS=worker it only queues kicks, and `npm run worker` runs them. The queue stops when the app closes.
 */
export function jobs(app: FastifyInstance, queue: JobQueue, list: Job[], runHere: boolean) {
  const byName = new Map(list.map((job) => [job.name, job]));
  app.decorate('runJob', async (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    return job.run();
  });
  let retry: NodeJS.Timeout | undefined;
  // A queue that cannot start (the database is down) does not keep the app from answering; it retries.
  async function start() {
    try {
      await queue.start(list);
    } catch (err) {
      app.log.error({ err }, `jobs did not start; trying again in ${START_RETRY_MS / 1000} s`);
      retry = setTimeout(start, START_RETRY_MS).unref();
    }
  }
  // preClose: the jobs stop before the onClose hooks close the database under them.
  app.addHook('preClose', async () => {
    clearTimeout(retry);
    await queue.close();
  });
  if (runHere) app.addHook('onReady', start);
  // An instance that only queues still asks for one run of each job when it starts: it may be coming
  // back from a crash that left a payment between capture and orders, or a mail unsent.
  else
    app.addHook('onReady', async () => {
      for (const job of list)
        await queue
          .kick(job.name)
          .catch((err) => app.log.error({ err, job: job.name }, 'could not queue job'));
    });
}

const START_RETRY_MS = 30_000;
