import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createJobQueue } from './create-job-queue.ts';
import type { Job, JobQueue } from './job-queue.ts';

const log = pino({ level: 'silent' });
const HOUR = 3_600_000;

/** A job that counts its runs; while `gate` is set, a run waits for it. */
function countingJob(name: string, everyMs = HOUR) {
  const job = {
    name,
    everyMs,
    runs: 0,
    gate: undefined as Promise<void> | undefined,
    async run() {
      job.runs++;
      await job.gate;
    },
  };
  return job satisfies Job;
}

/** Waits out the run a start may make (graphile-worker's start runs each job once; timers do not). */
async function settled(job: { runs: number }) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return job.runs;
}

describe('job queue', () => {
  let database: Database & { drop(): Promise<void> };
  const queues: JobQueue[] = [];
  const queue = async () => {
    const q = await createJobQueue(database, log);
    queues.push(q);
    return q;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const q of queues) await q.close();
    await database?.drop();
  });

  it('runs a kicked job at once, not at its next period', async () => {
    const q = await queue();
    const job = countingJob('kicked');
    await q.start([job]);
    const before = await settled(job);
    await q.kick('kicked');
    await vi.waitFor(() => expect(job.runs).toBe(before + 1), { timeout: 5000 });
  });

  it('runs a job again every period', async () => {
    const q = await queue();
    const job = countingJob('periodic', 300);
    await q.start([job]);
    // graphile-worker looks for due jobs every second; timers fire on time.
    await vi.waitFor(() => expect(job.runs).toBeGreaterThanOrEqual(3), { timeout: 8000, interval: 100 });
  });

  it('runs again after a kick that came during a run', async () => {
    const q = await queue();
    const job = countingJob('busy');
    let open = () => {};
    job.gate = new Promise((resolve) => {
      open = resolve;
    });
    await q.start([job]);
    await q.kick('busy');
    await vi.waitFor(() => expect(job.runs).toBeGreaterThan(0), { timeout: 5000 }); // held at the gate
    const during = job.runs;
    await q.kick('busy');
    job.gate = undefined;
    open();
    await vi.waitFor(() => expect(job.runs).toBeGreaterThan(during), { timeout: 5000 });
  });
});

describe.runIf(process.env.DATABASE_URL)('job queue on PostgreSQL, shared by instances', () => {
  let database: Database & { drop(): Promise<void> };
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const q of queues) await q.close();
    await database?.drop();
  });

  it("runs an instance's kick in the worker, and a kick in a rolled-back transaction never", async () => {
    const api = await createJobQueue(database, log); // JOBS=worker: queues, runs nothing
    const worker = await createJobQueue(database, log);
    queues.push(api, worker);
    const job = countingJob('shared');
    await worker.start([job]);
    await vi.waitFor(() => expect(job.runs).toBe(1)); // its start's own run
    await api.kick('shared');
    await vi.waitFor(() => expect(job.runs).toBe(2), { timeout: 5000 });

    await database.db
      .transaction(async (tx) => {
        await api.kick('shared', tx);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(job.runs).toBe(2);
    const [queued] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from graphile_worker.jobs where key = 'shared'`,
    );
    expect(queued!.n).toBe(1); // the next periodic run, queued once
  });

  it('runs a job again when a killed worker left its row locked', async () => {
    const survivor = await createJobQueue(database, log);
    queues.push(survivor);
    const job = countingJob('orphaned', 500);
    await survivor.start([job]);
    await vi.waitFor(() => expect(job.runs).toBeGreaterThan(0));
    // What a worker killed mid-run leaves: the job's row locked, for 4 hours as graphile-worker sees it.
    await database.db.execute(
      sql`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'killed-worker'
           where key = 'orphaned'`,
    );
    const before = job.runs;
    await vi.waitFor(() => expect(job.runs).toBeGreaterThan(before + 1), { timeout: 8000, interval: 100 });
  });
});
