import { z } from 'zod';
import {
  changePasswordRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  endOtherSessionsResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
} from './auth.ts';
import {
  careerProfileRequestSchema,
  careerProfileSchema,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
} from './career.ts';
import { clientConfigSchema } from './config.ts';
import { errorResponseSchema } from './errors.ts';
import {
  interviewAnswerParamsSchema,
  interviewResponseRequestSchema,
  interviewResponseResultSchema,
  interviewSessionDetailSchema,
  interviewSessionParamsSchema,
  interviewSessionSchema,
  interviewStartRequestSchema,
} from './interview.ts';
import { jobIdParamsSchema, jobMatchSchema } from './jobs.ts';
import { linkedinProfileSchema, profileOptimizeRequestSchema } from './linkedin.ts';
import { activityQuerySchema, activitySchema, progressSchema } from './progress.ts';
import { resumeIdParamsSchema, resumeSchema, resumeSummarySchema } from './resume.ts';
import {
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  sandboxConfirmRequestSchema,
  subscriptionOverviewSchema,
} from './subscription.ts';
import { subscribeRequestSchema, subscribeResponseSchema, subscriberCountSchema } from './waitlist.ts';

export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint of the API: how it is called and, by status, what it answers. */
export type Endpoint = {
  readonly method: HttpMethod;
  /** With a `:name` for each path parameter, e.g. /api/jobs/:id/apply. */
  readonly path: `${typeof API_PREFIX}/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** The body is multipart form data (a file upload) instead of JSON. */
  readonly multipart?: true;
  /** The JSON answers by status; absent when the answer is not JSON (a download). */
  readonly response?: Readonly<Record<number, z.ZodType>>;
};

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/** The path with each `:name` replaced by its parameter, e.g. /api/jobs/7/apply. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values: Record<string, string | number> = params;
  return path.replace(/:(\w+)/g, (_placeholder, name: string) => encodeURIComponent(String(values[name])));
}

/** What a call sends besides its method and path. */
export type EndpointRequest<E extends Endpoint> = ([ParamNames<E['path']>] extends [never]
  ? unknown
  : { params: PathParams<E['path']> }) &
  (E extends { query: infer Query extends z.ZodType } ? { query?: z.input<Query> } : unknown) &
  (E extends { multipart: true }
    ? { body: FormData }
    : E extends { body: infer Body extends z.ZodType }
      ? undefined extends z.input<Body>
        ? { body?: z.input<Body> }
        : { body: z.input<Body> }
      : unknown);

type SuccessStatus = 200 | 201 | 204;

/** What a successful call answers. */
export type EndpointResult<E extends Endpoint> = E extends { response: infer Responses }
  ? {
      [Status in keyof Responses & SuccessStatus]: Responses[Status] extends z.ZodType
        ? z.output<Responses[Status]>
        : never;
    }[keyof Responses & SuccessStatus]
  : unknown;

const noContent = z.undefined();

/**
 * Every endpoint under /api. The server's routes take their method, path and schemas from here, and the client
 * calls them through it, so a request and its answer are typed by the same schema at both ends.
 */
export const ENDPOINTS = {
  // Accounts and sessions.
  currentUser: { method: 'GET', path: '/api/auth/me', response: { 200: currentUserSchema } },
  signUp: {
    method: 'POST',
    path: '/api/auth/signup',
    body: signUpRequestSchema,
    response: {
      201: currentUserSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/signin',
    body: signInRequestSchema,
    response: {
      200: signInResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      429: errorResponseSchema,
      502: errorResponseSchema,
    },
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/password',
    body: changePasswordRequestSchema,
    response: {
      204: noContent,
      400: errorResponseSchema,
      403: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  signOutOthers: {
    method: 'POST',
    path: '/api/auth/signout-others',
    response: { 200: endOtherSessionsResponseSchema, 403: errorResponseSchema },
  },
  signOut: { method: 'POST', path: '/api/auth/signout', response: { 204: noContent } },
  /** A zip download. */
  exportAccount: { method: 'GET', path: '/api/account/export' },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/account',
    body: deleteAccountRequestSchema,
    response: {
      204: noContent,
      400: errorResponseSchema,
      403: errorResponseSchema,
      429: errorResponseSchema,
      502: errorResponseSchema,
    },
  },

  // Career profile, assistant and job matches.
  careerProfile: {
    method: 'GET',
    path: '/api/career/profile',
    response: { 200: careerProfileSchema.nullable() },
  },
  saveCareerProfile: {
    method: 'POST',
    path: '/api/career/profile',
    body: careerProfileRequestSchema,
    response: { 200: careerProfileSchema, 400: errorResponseSchema },
  },
  chatHistory: { method: 'GET', path: '/api/career/chat', response: { 200: z.array(chatMessageSchema) } },
  sendChat: {
    method: 'POST',
    path: '/api/career/chat',
    body: chatRequestSchema,
    response: { 200: chatResponseSchema, 400: errorResponseSchema },
  },
  jobMatches: { method: 'GET', path: '/api/jobs/matches', response: { 200: z.array(jobMatchSchema) } },
  applyJob: {
    method: 'PATCH',
    path: '/api/jobs/:id/apply',
    params: jobIdParamsSchema,
    response: {
      200: jobMatchSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
    },
  },

  clientConfig: { method: 'GET', path: '/api/config', response: { 200: clientConfigSchema } },

  // Interview practice.
  startInterview: {
    method: 'POST',
    path: '/api/interview/start',
    body: interviewStartRequestSchema,
    response: { 201: interviewSessionSchema, 400: errorResponseSchema, 402: errorResponseSchema },
  },
  interviewSessions: {
    method: 'GET',
    path: '/api/interview/sessions',
    response: { 200: z.array(interviewSessionSchema) },
  },
  interviewSession: {
    method: 'GET',
    path: '/api/interview/sessions/:id',
    params: interviewSessionParamsSchema,
    response: { 200: interviewSessionDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  submitInterviewResponse: {
    method: 'POST',
    path: '/api/interview/:sessionId/response',
    params: interviewAnswerParamsSchema,
    body: interviewResponseRequestSchema,
    response: { 200: interviewResponseResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },

  // LinkedIn profile.
  linkedinProfile: {
    method: 'GET',
    path: '/api/linkedin/profile',
    response: { 200: linkedinProfileSchema.nullable() },
  },
  optimizeProfile: {
    method: 'POST',
    path: '/api/linkedin/optimize',
    body: profileOptimizeRequestSchema,
    response: { 200: linkedinProfileSchema, 400: errorResponseSchema },
  },

  // Progress.
  progress: { method: 'GET', path: '/api/progress', response: { 200: progressSchema } },
  activity: {
    method: 'GET',
    path: '/api/activity',
    query: activityQuerySchema,
    response: { 200: z.array(activitySchema), 400: errorResponseSchema },
  },

  // Resumes.
  uploadResume: {
    method: 'POST',
    path: '/api/resume/upload',
    multipart: true,
    response: {
      201: resumeSchema,
      400: errorResponseSchema,
      413: errorResponseSchema,
      402: errorResponseSchema,
      415: errorResponseSchema,
      422: errorResponseSchema,
    },
  },
  resumes: { method: 'GET', path: '/api/resumes', response: { 200: z.array(resumeSummarySchema) } },
  resume: {
    method: 'GET',
    path: '/api/resume/:id',
    params: resumeIdParamsSchema,
    response: { 200: resumeSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  deleteResume: {
    method: 'DELETE',
    path: '/api/resume/:id',
    params: resumeIdParamsSchema,
    response: { 204: noContent, 400: errorResponseSchema, 404: errorResponseSchema },
  },

  // Plans and payments.
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    body: createSubscriptionRequestSchema,
    response: {
      200: createSubscriptionResponseSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      502: errorResponseSchema,
    },
  },
  subscription: { method: 'GET', path: '/api/subscription', response: { 200: subscriptionOverviewSchema } },
  cancelSubscription: {
    method: 'POST',
    path: '/api/subscription/cancel',
    response: { 200: subscriptionOverviewSchema, 404: errorResponseSchema, 502: errorResponseSchema },
  },
  /** Test mode only. */
  confirmSandboxPayment: {
    method: 'POST',
    path: '/api/payments/sandbox/confirm',
    body: sandboxConfirmRequestSchema,
    response: {
      200: subscriptionOverviewSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  },
  /** Test mode only. */
  endSandboxTrial: {
    method: 'POST',
    path: '/api/payments/sandbox/end-trial',
    response: { 200: subscriptionOverviewSchema, 404: errorResponseSchema },
  },
  /** Stripe mode only; its body is the signed event, read raw. */
  stripeWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    response: { 200: z.object({ received: z.literal(true) }) },
  },

  // Waitlist.
  joinWaitlist: {
    method: 'POST',
    path: '/api/subscribe',
    body: subscribeRequestSchema,
    response: {
      200: subscribeResponseSchema,
      201: subscribeResponseSchema,
      400: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  subscriberCount: {
    method: 'GET',
    path: '/api/subscribers/count',
    response: { 200: subscriberCountSchema },
  },
} as const satisfies Record<string, Endpoint>;
