import type { OpenAiSettings } from '#server/config.ts';
import type { AiProvider, TextEngine } from '../provider.ts';
import { chatReply } from './chat.ts';
import { writeFeedback, writeQuestions } from './interview.ts';
import { writeMatchReasons } from './match-reasons.ts';
import { rewriteProfile } from './profile.ts';
import { reviewResume } from './resume.ts';
import { rewriteBulletsWithModel } from './rewrites.ts';
import { createStructuredClient } from './structured.ts';

/**
 * Any OpenAI-compatible model, working with the built-in engine: the engine measures (sections, checks, scores,
 * key points, keyword coverage), the model judges and writes, and what it writes is checked against the input. The
 * engine's work, and the skills found in a resume for that check, run in the engine's worker pool.
 */
export function createOpenAiProvider(
  settings: OpenAiSettings,
  engine: AiProvider,
  pool: TextEngine,
): AiProvider {
  const client = createStructuredClient(settings);
  return {
    name: 'openai',
    analyzeResume: async (request) => {
      const [measured, skills] = await Promise.all([
        engine.analyzeResume(request),
        pool.run('skillNames', request.text),
      ]);
      return reviewResume(client, request, measured, new Set(skills));
    },
    interviewQuestions: async (request) =>
      writeQuestions(client, request, await engine.interviewQuestions(request)),
    answerFeedback: async (request) => writeFeedback(client, request, await engine.answerFeedback(request)),
    optimizeProfile: async (request) =>
      rewriteProfile(client, request, await engine.optimizeProfile(request)),
    careerChat: (request) => chatReply(client, request),
    matchReasons: (request) => writeMatchReasons(client, request),
    rewriteBullets: (request) => rewriteBulletsWithModel(client, request),
  };
}
