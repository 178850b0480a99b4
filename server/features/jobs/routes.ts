import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { applicationRepository } from '#server/features/tracker/repository.ts';
import { postingRepository } from './posting-repository.ts';
import { jobRepository } from './repository.ts';
import { matchShownTo } from './shown-match.ts';

/** A list shows the start of each description; the whole posting is a click away on the employer's page. */
const LISTED_DESCRIPTION_LENGTH = 300;

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = jobRepository(app.db);
  const postings = postingRepository(app.db);

  app.route({
    ...endpointRoute(ENDPOINTS.jobMatches, {
      summary: "The current user's job matches, best first (the Free plan sees the first five)",
      tags: ['jobs'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      return jobs.matches(user.id, {
        visible: await app.planLimits.visibleJobMatches(user.id),
        descriptionLength: LISTED_DESCRIPTION_LENGTH,
      });
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.jobCatalogue, {
      summary: 'Where job matches come from: the followed employer boards, or the built-in sample catalogue',
      tags: ['jobs'],
    }),
    handler: async () => {
      const { kind, boards } = app.jobCatalogue;
      if (kind === 'sample') return { kind, boards: 0, openPostings: 0, refreshedAt: null };
      const { openPostings, refreshedAt } = await postings.boardCatalogue(boards);
      return { kind, boards: boards.length, openPostings, refreshedAt: refreshedAt?.toISOString() ?? null };
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.applyJob, {
      summary:
        'Mark one of the user’s job matches as applied to, and put it on the application board as Applied (applying again changes nothing)',
      tags: ['jobs'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      const jobId = request.params.id;
      const match = await matchShownTo(app, user.id, jobId);
      const { title, company, location, salary, url, description } = match;
      await app.db.transaction(async (tx) => {
        await jobRepository(tx).apply(user.id, jobId);
        await applicationRepository(tx).recordApplied(user.id, {
          id: jobId,
          title,
          company,
          location,
          salary,
          url,
          description,
        });
      });
      return { ...match, isApplied: true };
    },
  });
};

export default jobRoutes;
