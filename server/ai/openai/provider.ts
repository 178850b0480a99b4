import type { OpenAiSettings } from '#server/config.ts';
import type { AiProvider } from '../provider.ts';
import { chatReply } from './chat.ts';
import { writeFeedback, writeQuestions } from './interview.ts';
import { writeMatchReasons } from './match-reasons.ts';
import { rewriteProfile } from './profile.ts';
import { reviewResume } from './resume.ts';
import { createStructuredClient } from './structured.ts';

/**
 * Any OpenAI-compatible model, working with the built-in engine: the engine measures (sections, checks, scores,
 * key points, keyword coverage), the model judges and writes, and what it writes is checked against the input.
 */
export function createOpenAiProvider(settings: OpenAiSettings, engine: AiProvider): AiProvider {
  const client = createStructuredClient(settings);
  return {
    name: 'openai',
    analyzeResume: async (request) => reviewResume(client, request, await engine.analyzeResume(request)),
    interviewQuestions: async (request) =>
      writeQuestions(client, request, await engine.interviewQuestions(request)),
    answerFeedback: async (request) => writeFeedback(client, request, await engine.answerFeedback(request)),
    optimizeProfile: async (request) =>
      rewriteProfile(client, request, await engine.optimizeProfile(request)),
    careerChat: (request) => chatReply(client, request),
    matchReasons: (request) => writeMatchReasons(client, request),
  };
}
