export type AiFailure = 'timeout' | 'busy' | 'unreachable' | 'unavailable' | 'invalid-output';

const STATUS: Record<AiFailure, 502 | 503> = {
  timeout: 503,
  busy: 503,
  unreachable: 503,
  unavailable: 502,
  'invalid-output': 502,
};

const USER_MESSAGES: Record<AiFailure, string> = {
  timeout: 'The AI service did not answer in time. Please try again.',
  busy: 'The AI service is busy right now. Please try again in a minute.',
  unreachable: 'The AI service cannot be reached right now. Please try again in a few minutes.',
  unavailable: 'The AI service could not answer. Please try again in a moment.',
  'invalid-output': 'The AI service answered with something we could not use. Please try again.',
};

/**
 * The configured AI model could not do its part. The user is told what happened in plain words (a 502 or 503);
 * the log gets `detail`, which never holds the API key or the user's text.
 */
export class AiServiceError extends Error {
  readonly failure: AiFailure;
  readonly statusCode: 502 | 503;
  readonly detail: string;

  constructor(failure: AiFailure, detail: string) {
    super(USER_MESSAGES[failure]);
    this.name = 'AiServiceError';
    this.failure = failure;
    this.statusCode = STATUS[failure];
    this.detail = detail;
  }
}
