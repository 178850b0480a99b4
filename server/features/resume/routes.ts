import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import type { ResumeAnalysisRequest } from '#server/ai/provider.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { skillsAskedFor } from '#server/features/jobs/skills-asked-for.ts';
import { HttpError } from '#server/http-error.ts';
import { consumerOf } from '#server/plans/allowances.ts';
import { resumeRepository } from './repository.ts';
import { extractionError, readResumeUpload } from './upload.ts';

const notFound = () => new HttpError(404, 'No resume with this id.');

const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const resumes = resumeRepository(app.db);
  const careerProfiles = careerRepository(app.db);
  await app.register(multipart);

  /**
   * The analysis, measured against what postings with the person's own title ask for when the catalogue does not
   * know that title and such postings exist: read once to learn the title, again with those skills.
   */
  async function analyse(request: ResumeAnalysisRequest) {
    const analysis = await app.ai.analyzeResume(request);
    if (analysis.targetRole?.known !== false) return analysis;
    const postingSkills = await skillsAskedFor(app.db, analysis.targetRole.title);
    return postingSkills.length === 0 ? analysis : app.ai.analyzeResume({ ...request, postingSkills });
  }

  app.route({
    ...endpointRoute(ENDPOINTS.uploadResume, {
      summary:
        'Upload a resume (PDF, DOCX or DOC, at most 5 MB, in the multipart field "resume") and analyse it',
      tags: ['resume'],
    }),
    handler: async (request, reply) => {
      const viewer = await request.viewer();
      // The file is read first: refusing while a browser is still sending it can cut the connection instead.
      const upload = await readResumeUpload(request);
      await app.planLimits.check(consumerOf(viewer, request.ip), 'resumeAnalyses');
      // The saved target role is read while the file is: the analysis needs both.
      const [extraction, targetRole] = await Promise.all([
        app.textExtractor.extract(upload.format, upload.bytes),
        careerProfiles.savedTargetRole(viewer.id),
      ]);
      if (!extraction.ok) throw extractionError(extraction);
      const analysis = await analyse({
        text: extraction.text,
        format: upload.format,
        pageCount: extraction.pageCount,
        twoColumns: extraction.twoColumns,
        targetRole,
      });
      const user = await request.currentUser();
      const resume = await resumes.create(
        { userId: user.id, ...upload, text: extraction.text, analysis },
        (tx) => app.planLimits.consume(tx, consumerOf(user, request.ip), 'resumeAnalyses'),
      );
      return reply.code(201).send(resume);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.resumes, {
      summary: "The current user's resumes, newest first",
      tags: ['resume'],
    }),
    handler: async (request, reply) => {
      const user = await request.sessionUser();
      if (!user) return [];
      return app.userReads.send(reply, user.id, 'resumes', () => resumes.list(user.id));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.resume, { summary: 'One resume with its analysis', tags: ['resume'] }),
    handler: async (request) => {
      const resume = await resumes.find((await request.viewer()).id, request.params.id);
      if (!resume) throw notFound();
      return resume;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.chooseResumeRole, {
      summary:
        'Analyse a resume again against the role the person chooses, in place of the one its analysis assumed',
      tags: ['resume'],
    }),
    handler: async (request) => {
      const viewer = await request.viewer();
      const { id } = request.params;
      const source = await resumes.analysisSourceFor(viewer.id, id);
      if (!source) throw notFound();
      // The same resume read again, not another analysis: the plan's allowance is not counted.
      const analysis = await analyse({
        text: source.text,
        format: source.format,
        pageCount: source.layout.pageCount,
        twoColumns: source.layout.twoColumns,
        targetRole: request.body.title,
        targetRoleSource: 'chosen',
      });
      // Deleted while it was being read: nothing to put the analysis in.
      const resume = await resumes.replaceAnalysis(viewer.id, id, analysis);
      if (!resume) throw notFound();
      return resume;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.deleteResume, {
      summary: 'Delete a resume, its file and its analysis',
      tags: ['resume'],
    }),
    handler: async (request, reply) => {
      const removed = await resumes.remove((await request.viewer()).id, request.params.id);
      if (!removed) throw notFound();
      return reply.code(204).send();
    },
  });
};

export default resumeRoutes;
