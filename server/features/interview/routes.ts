import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { HttpError } from '#server/http-error.ts';
import { consumerOf } from '#server/plans/allowances.ts';
import { interviewRepository } from './repository.ts';

const sessionNotFound = () => new HttpError(404, 'No interview session with this id.');

const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const interviews = interviewRepository(app.db);

  app.route({
    ...endpointRoute(ENDPOINTS.startInterview, {
      summary: 'Start a practice interview: 5 to 10 questions for the industry, role and years of experience',
      tags: ['interview'],
    }),
    handler: async (request, reply) => {
      await app.planLimits.check(consumerOf(await request.viewer(), request.ip), 'interviewSessions');
      const user = await request.currentUser();
      const [recentlySeen, previousSessions] = await Promise.all([
        interviews.recentQuestionIds(user.id),
        interviews.countSessions(user.id),
      ]);
      const questions = await app.ai.interviewQuestions({
        ...request.body,
        recentlySeen,
        seed: `${user.id}:${previousSessions}`,
      });
      const session = await interviews.create({ userId: user.id, ...request.body, questions }, (tx) =>
        app.planLimits.consume(tx, consumerOf(user, request.ip), 'interviewSessions'),
      );
      return reply.code(201).send(session);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.interviewSessions, {
      summary: "The current user's practice sessions, newest first",
      tags: ['interview'],
    }),
    handler: async (request) => interviews.list((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.interviewSession, {
      summary: 'One practice session with its questions, answers and feedback',
      tags: ['interview'],
    }),
    handler: async (request) => {
      const detail = await interviews.detail((await request.viewer()).id, request.params.id);
      if (!detail) throw sessionNotFound();
      return detail;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.submitInterviewResponse, {
      summary: 'Answer one question of a session and get its score and feedback',
      tags: ['interview'],
    }),
    handler: async (request) => {
      const user = await request.viewer();
      const { sessionId } = request.params;
      const { questionIndex, response } = request.body;
      const session = await interviews.findForAnswer(user.id, sessionId);
      if (!session) throw sessionNotFound();
      const question = session.questions[questionIndex];
      if (!question) {
        throw new HttpError(
          400,
          `questionIndex must be between 0 and ${session.questions.length - 1} for this session`,
        );
      }
      const { score, ...feedback } = await app.ai.answerFeedback({
        question,
        response,
        industry: session.industry,
        role: session.role,
      });
      const saved = await interviews.saveAnswer(user.id, sessionId, {
        questionIndex,
        response,
        score,
        feedback,
      });
      if (!saved) throw sessionNotFound();
      return saved;
    },
  });
};

export default interviewRoutes;
