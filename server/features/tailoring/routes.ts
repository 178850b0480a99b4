import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import type { Resume } from '#common/api/resume.ts';
import type { ReadJobRequest, TargetJob } from '#common/api/tailoring.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { matchShownTo } from '#server/features/jobs/shown-match.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import type { ResumeFormat } from '#server/files/file-type.ts';
import { HttpError } from '#server/http-error.ts';
import { consumerOf } from '#server/plans/allowances.ts';
import { type ImportPostingOptions, importPosting } from '#server/postings/import-posting.ts';
import { tailoringRepository } from './repository.ts';

const noResume = () => new HttpError(404, 'No resume with this id.');
const noTailoring = () => new HttpError(404, 'No tailoring with this id.');

export type TailoringRoutesOptions = { postingImport: ImportPostingOptions };

const tailoringRoutes: FastifyPluginAsyncZod<TailoringRoutesOptions> = async (app, { postingImport }) => {
  const resumes = resumeRepository(app.db);
  const tailorings = tailoringRepository(app.db);

  /**
   * How the original file is laid out. A file that was read at upload reads again; should it not, what the upload
   * recorded stands in, and the warnings that need the file are left out.
   */
  async function layoutSignalsOf(resume: {
    format: ResumeFormat;
    file: Buffer;
    layout: Resume['analysis']['layout'];
  }) {
    const reading = await app.textExtractor.readLayout(resume.format, resume.file);
    if (reading.ok) return reading.signals;
    const { twoColumns, pageCount } = resume.layout;
    return {
      twoColumns,
      pageCount,
      tables: false,
      headerFooterText: false,
      headerFooterLines: [],
      imageOnlyPages: 0,
    };
  }

  /** The posting's text and what its source already says, to be read by the engine. */
  async function postingOf(userId: string, request: ReadJobRequest) {
    switch (request.kind) {
      case 'text':
        return {
          text: request.text,
          known: {},
          url: null,
          source: { kind: 'pasted', matchId: null },
        } as const;
      case 'url': {
        const posting = await importPosting(request.url, postingImport);
        if (posting.descriptionText.trim() === '')
          throw new HttpError(
            422,
            'This posting has no description to compare your resume with. Paste the job description instead.',
          );
        const text = [posting.location && `Location: ${posting.location}`, posting.descriptionText]
          .filter(Boolean)
          .join('\n');
        return {
          text,
          known: { title: posting.title, company: posting.company },
          url: posting.url,
          source: { kind: 'url', matchId: null },
        } as const;
      }
      case 'match': {
        const match = await matchShownTo(app, userId, request.matchId);
        const text = [
          match.description,
          'Requirements:',
          ...match.requirements.map((line) => `- ${line}`),
        ].join('\n');
        return {
          text,
          known: { title: match.title, company: match.company },
          url: match.url,
          source: { kind: 'match', matchId: match.id },
        } as const;
      }
    }
  }

  app.route({
    ...endpointRoute(ENDPOINTS.readJob, {
      summary:
        "Read a job to tailor a resume to, from pasted text, a posting's web address or one of the user's job matches; the user corrects it before comparing",
      tags: ['tailoring'],
    }),
    handler: async (request) => {
      const viewer = await request.viewer();
      const posting = await postingOf(viewer.id, request.body);
      const read = await app.engine.run('readJob', { text: posting.text, known: posting.known });
      if (read.description.trim() === '')
        throw new HttpError(422, 'This text holds no job description. Paste the text of the posting itself.');
      const job: TargetJob = { ...read, url: posting.url, source: { ...posting.source } };
      return job;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.createTailoring, {
      summary:
        'Compare a resume with a job: the match rate and its parts, the keywords it shows and lacks, what an ATS reads, and bullet rewrites that stay true',
      tags: ['tailoring'],
    }),
    handler: async (request, reply) => {
      const viewer = await request.viewer();
      const resume = await resumes.sourceFor(viewer.id, request.params.id);
      if (!resume) throw noResume();
      await app.planLimits.check(consumerOf(viewer, request.ip), 'jobTailorings');
      const { job } = request.body;
      const signals = await layoutSignalsOf(resume);
      const draft = await app.engine.run('tailorResume', {
        resumeText: resume.text,
        format: resume.format,
        job,
        signals,
      });
      const proposed = await app.ai.rewriteBullets({ resumeText: resume.text, job, bullets: draft.bullets });
      const checked = await app.engine.run('checkRewrites', {
        resumeText: resume.text,
        rewrites: proposed.rewrites,
        askedFor: draft.bullets,
      });
      const user = await request.currentUser();
      const id = await tailorings.create(
        {
          userId: user.id,
          resumeId: request.params.id,
          job,
          matchRate: draft.matchRate,
          fit: draft.fit,
          findings: {
            parts: draft.parts,
            matched: draft.matched,
            missing: draft.missing,
            preview: draft.preview,
            rewrites: checked.kept,
            rejectedRewrites: checked.rejected,
            ...(proposed.fallbackNotice && { fallbackNotice: proposed.fallbackNotice }),
          },
        },
        (tx) => app.planLimits.consume(tx, consumerOf(user, request.ip), 'jobTailorings'),
      );
      const saved = await tailorings.find(user.id, id);
      if (!saved) throw new Error('a tailoring just saved was not found');
      return reply.code(201).send(saved);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.resumeTailorings, {
      summary: "A resume's tailorings to jobs, newest first",
      tags: ['tailoring'],
    }),
    handler: async (request) => {
      const viewer = await request.viewer();
      if (!(await resumes.exists(viewer.id, request.params.id))) throw noResume();
      return tailorings.listFor(viewer.id, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.tailoring, { summary: 'One tailoring, whole', tags: ['tailoring'] }),
    handler: async (request) => {
      const tailoring = await tailorings.find((await request.viewer()).id, request.params.id);
      if (!tailoring) throw noTailoring();
      return tailoring;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.updateTailoring, {
      summary: 'Keep which rewrites the user has taken (undoing one removes it)',
      tags: ['tailoring'],
    }),
    handler: async (request) => {
      const tailoring = await tailorings.setAccepted(
        (await request.viewer()).id,
        request.params.id,
        request.body.accepted,
      );
      if (!tailoring) throw noTailoring();
      return tailoring;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.deleteTailoring, { summary: 'Delete a tailoring', tags: ['tailoring'] }),
    handler: async (request, reply) => {
      if (!(await tailorings.remove((await request.viewer()).id, request.params.id))) throw noTailoring();
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.tailoringReport, {
      summary: "Download a tailoring's report: scores, missing keywords and rewrites (PDF)",
      tags: ['tailoring'],
      produces: ['application/pdf'],
    }),
    handler: async (request, reply) => {
      const tailoring = await tailorings.find((await request.viewer()).id, request.params.id);
      if (!tailoring) throw noTailoring();
      // Loaded on the first download rather than at every start: pdf-lib is hundreds of modules.
      const { tailoringReportPdf } = await import('./report.ts');
      const pdf = await tailoringReportPdf(tailoring);
      const name = `careerpilot-tailoring-${tailoring.id}-${tailoring.createdAt.slice(0, 10)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });
};

export default tailoringRoutes;
