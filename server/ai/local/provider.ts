import type { AiProvider } from '../provider.ts';
import type { EnginePool } from './engine-pool.ts';

/**
 * The built-in engine: rules, the career knowledge base and the question bank, offline and deterministic. Its
 * work runs in `pool`, worker threads under a time limit.
 */
export function createLocalProvider(pool: EnginePool): AiProvider {
  return {
    name: 'local',
    analyzeResume: (request) => pool.run('analyzeResume', request),
    interviewQuestions: (request) => pool.run('interviewQuestions', request),
    answerFeedback: (request) => pool.run('answerFeedback', request),
    optimizeProfile: (request) => pool.run('optimizeProfile', request),
    careerChat: (request) => pool.run('careerChat', request),
    rewriteBullets: (request) => pool.run('rewriteBullets', request),
    // The matching engine already wrote each reason from the facts that scored the match: no work on text here.
    matchReasons: async (request) => request.matches.map((match) => match.reason),
  };
}
