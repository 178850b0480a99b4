import { HttpError } from '#server/http-error.ts';

/** What went wrong fetching or reading a posting; the status the route answers with follows from it. */
export type PostingFetchFailure =
  | 'bad-address'
  | 'refused-address'
  | 'too-many-redirects'
  | 'unsupported-content'
  | 'no-posting'
  | 'not-found'
  | 'too-large'
  | 'upstream-error'
  | 'unreachable'
  | 'timeout'
  /** No thread was free to read what was fetched in time. */
  | 'busy';

const STATUS_BY_FAILURE: Record<PostingFetchFailure, number> = {
  'bad-address': 400,
  'refused-address': 400,
  'too-many-redirects': 502,
  'unsupported-content': 422,
  'no-posting': 422,
  'not-found': 422,
  'too-large': 413,
  'upstream-error': 502,
  unreachable: 503,
  timeout: 504,
  busy: 503,
};

export const PASTE_INSTEAD = 'You can paste the job description instead.';

/** What the remote server answered when it answered with an error status. */
export type UpstreamAnswer = {
  status: number;
  /** Its Retry-After header as sent (seconds or an HTTP date), or null. */
  retryAfter: string | null;
};

/** A posting that could not be fetched or read, with a message for the user and the status for the route. */
export class PostingFetchError extends HttpError {
  readonly reason: PostingFetchFailure;
  /** Set when the server answered with an error status (404, 429, 5xx...). */
  readonly upstream: UpstreamAnswer | null;

  constructor(reason: PostingFetchFailure, message: string, upstream: UpstreamAnswer | null = null) {
    super(STATUS_BY_FAILURE[reason], message);
    this.name = 'PostingFetchError';
    this.reason = reason;
    this.upstream = upstream;
  }
}
