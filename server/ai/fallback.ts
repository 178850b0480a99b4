import { AiServiceError } from './errors.ts';
import type { AiProvider } from './provider.ts';

export const FALLBACK_NOTICE =
  "The AI service did not answer, so CareerPilot's built-in engine wrote this instead.";

/**
 * With `AI_FALLBACK=local`: when the model cannot answer, the built-in engine does, and the result says so.
 * Any other error is not the model's and is not hidden.
 */
export function withEngineFallback(
  model: AiProvider,
  engine: AiProvider,
  onFallback: (operation: string, error: AiServiceError) => void,
): AiProvider {
  async function attempt<T>(
    operation: keyof AiProvider,
    viaModel: () => Promise<T>,
    viaEngine: () => Promise<T>,
  ) {
    try {
      return await viaModel();
    } catch (error) {
      if (!(error instanceof AiServiceError)) throw error;
      onFallback(operation, error);
      return viaEngine();
    }
  }
  return {
    name: model.name,
    analyzeResume: (request) =>
      attempt(
        'analyzeResume',
        () => model.analyzeResume(request),
        async () => ({ ...(await engine.analyzeResume(request)), fallbackNotice: FALLBACK_NOTICE }),
      ),
    interviewQuestions: (request) =>
      attempt(
        'interviewQuestions',
        () => model.interviewQuestions(request),
        () => engine.interviewQuestions(request),
      ),
    answerFeedback: (request) =>
      attempt(
        'answerFeedback',
        () => model.answerFeedback(request),
        async () => ({ ...(await engine.answerFeedback(request)), fallbackNotice: FALLBACK_NOTICE }),
      ),
    optimizeProfile: (request) =>
      attempt(
        'optimizeProfile',
        () => model.optimizeProfile(request),
        async () => ({ ...(await engine.optimizeProfile(request)), fallbackNotice: FALLBACK_NOTICE }),
      ),
    careerChat: (request) =>
      attempt(
        'careerChat',
        () => model.careerChat(request),
        async () => `${await engine.careerChat(request)}\n\n(${FALLBACK_NOTICE})`,
      ),
    matchReasons: (request) =>
      attempt(
        'matchReasons',
        () => model.matchReasons(request),
        () => engine.matchReasons(request),
      ),
    rewriteBullets: (request) =>
      attempt(
        'rewriteBullets',
        () => model.rewriteBullets(request),
        async () => ({ ...(await engine.rewriteBullets(request)), fallbackNotice: FALLBACK_NOTICE }),
      ),
  };
}
