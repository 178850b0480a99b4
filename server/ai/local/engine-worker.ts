import { BroadcastChannel } from 'node:worker_threads';
import { skillsShownBy } from '#server/knowledge/index.ts';
import { careerChatReply } from './career/chat.ts';
import { readPosting } from './career/read-posting.ts';
import { answerFeedback, interviewQuestions } from './interview/index.ts';
import { optimizeProfile } from './profile/optimize.ts';
import { analyzeResumeText } from './resume/analyze.ts';
import { checkBulletRewrites, readJob, rewriteBullets, tailorResume } from './tailoring/operations.ts';

/** Every operation of the built-in engine that works on what a user wrote, by name. */
const operations = {
  analyzeResume: analyzeResumeText,
  interviewQuestions,
  answerFeedback,
  optimizeProfile,
  careerChat: careerChatReply,
  /** The canonical names of the skills a stored text names, for features that read a user's texts. */
  skillNames: (text: string) => [...skillsShownBy(text).keys()],
  readJob,
  /** A board's posting read for matching: role, level and required skills. */
  readPosting,
  /** A resume against one job: the match rate, the parse preview, and the bullets that matter to the job. */
  tailorResume,
  rewriteBullets,
  /** Any provider's rewrites checked against the resume: what it does not show is rejected. */
  checkRewrites: checkBulletRewrites,
};

type Operations = typeof operations;
export type EngineOperation = keyof Operations;
export type EngineRequest<K extends EngineOperation> = Parameters<Operations[K]>[0];
export type EngineResult<K extends EngineOperation> = ReturnType<Operations[K]>;

/** The channel on which a thread says which piece of work it has begun, so waiting in the queue is told from running. */
export const ENGINE_STARTS_CHANNEL = 'careerpilot:engine-starts';

/** One piece of work, numbered for the start signal. */
export type EngineTask<K extends EngineOperation = EngineOperation> = {
  operation: K;
  request: EngineRequest<K>;
  taskId: number;
};

/**
 * One channel for the thread's whole life: a MessagePort handed over with every piece of work cost the server's
 * main thread about a millisecond a task to transfer (decision 0034).
 */
const starts = new BroadcastChannel(ENGINE_STARTS_CHANNEL);
starts.unref();

/** Runs in a worker thread of the engine pool, so no text, however hostile, holds up the server's event loop. */
export default function runInWorker<K extends EngineOperation>({
  operation,
  request,
  taskId,
}: EngineTask<K>): EngineResult<K> {
  starts.postMessage(taskId);
  return (operations[operation] as (request: EngineRequest<K>) => EngineResult<K>)(request);
}
