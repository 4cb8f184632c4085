import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { OfferBulk } from '../catalog/offer-bulk.ts';
import { OFFER_IMPORTS_JOB } from './offer-import-apply.ts';
import { offerImportsSellerRoutes } from './offer-imports.seller.routes.ts';
import { createOfferImportsService } from './offer-imports.service.ts';

/** A shop's offers by file: checked and reported, applied by a job, exported (decision 0028, section 6). */
export function offerImportsModule({ db, clock, jobs }: Platform, deps: { offerBulk: OfferBulk }) {
  const imports = createOfferImportsService({ db, clock, jobs, offerBulk: deps.offerBulk });
  return {
    imports,
    // Kicked when a seller applies a file; the timer resumes an import a stopped process left applying.
    jobs: [{ name: OFFER_IMPORTS_JOB, everyMs: 60_000, run: () => imports.runPending() }],
    async register(api: FastifyInstance) {
      await api.register(offerImportsSellerRoutes, { imports });
    },
  };
}
