import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createGraphileQueue } from './graphile-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { createTimerQueue } from './timer-queue.ts';

/** graphile-worker on PostgreSQL; timers on the embedded database, which one process owns. */
export function createJobQueue(database: Database, log: FastifyBaseLogger): Promise<JobQueue> | JobQueue {
  return database.kind === 'postgres'
    ? createGraphileQueue({ connectionString: database.url!, db: database.db, log })
    : createTimerQueue(log);
}
