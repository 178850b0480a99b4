import type { AiProvider } from '../provider.ts';
import { careerChatReply } from './career/chat.ts';
import { answerFeedback, interviewQuestions } from './interview/index.ts';
import { optimizeProfile } from './profile/optimize.ts';
import { analyzeResumeText } from './resume/analyze.ts';

/** The built-in engine: rules, the career knowledge base and the question bank, offline and deterministic. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    analyzeResume: async (request) => analyzeResumeText(request),
    interviewQuestions: async (request) => interviewQuestions(request),
    answerFeedback: async (request) => answerFeedback(request),
    optimizeProfile: async (request) => optimizeProfile(request),
    careerChat: async (request) => careerChatReply(request),
    // The matching engine already wrote each reason from the facts that scored the match.
    matchReasons: async (request) => request.matches.map((match) => match.reason),
  };
}
