import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { UsersService } from '../users/users.service.ts';
import { auditAdminRoutes } from './audit.admin.routes.ts';
import { type AuditNames, createAuditService } from './audit.service.ts';

/** The administrators' audit log: written by the modules whose admin actions it records. */
export function auditModule({ db }: Platform, deps: { users: UsersService; names: AuditNames }) {
  const audit = createAuditService({ db, ...deps });
  return { audit, register: (api: FastifyInstance) => api.register(auditAdminRoutes, { audit }) };
}
