import { z } from 'zod';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  currentUserSchema,
  deleteAccountRequestSchema,
  emailLinkRequestSchema,
  emailVerifiedSchema,
  endOtherSessionsResponseSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  verificationSentSchema,
} from './auth.ts';
import {
  careerProfileRequestSchema,
  careerProfileSchema,
  chatMessageSchema,
  chatRequestSchema,
  chatResponseSchema,
} from './career.ts';
import { clientConfigSchema } from './config.ts';
import {
  digestSettingsResponseSchema,
  digestSettingsSchema,
  todaysPicksSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from './digest.ts';
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
import { jobCatalogueSchema, jobIdParamsSchema, jobMatchSchema } from './jobs.ts';
import { linkedinProfileSchema, profileOptimizeRequestSchema } from './linkedin.ts';
import { activityQuerySchema, activitySchema, progressSchema } from './progress.ts';
import {
  chooseRoleRequestSchema,
  resumeIdParamsSchema,
  resumeSchema,
  resumeSummarySchema,
} from './resume.ts';
import { API_ROUTES, type ApiRoute, type ApiRouteName, type ParamNames, type PathParams } from './routes.ts';
import {
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  sandboxConfirmRequestSchema,
  subscriptionOverviewSchema,
} from './subscription.ts';
import {
  createTailoringRequestSchema,
  readJobRequestSchema,
  tailoringIdParamsSchema,
  tailoringSchema,
  tailoringSummarySchema,
  targetJobSchema,
  updateTailoringRequestSchema,
} from './tailoring.ts';
import {
  applicationIdParamsSchema,
  applicationSchema,
  applicationSummarySchema,
  calendarQuerySchema,
  createApplicationRequestSchema,
  importRequestSchema,
  importResultSchema,
  interviewRoundParamsSchema,
  interviewRoundRequestSchema,
  moveApplicationRequestSchema,
  remindersQuerySchema,
  remindersSchema,
  trackerSettingsSchema,
  updateApplicationRequestSchema,
} from './tracker.ts';
import {
  subscribeRequestSchema,
  subscribeResponseSchema,
  subscriberCountSchema,
  waitlistConfirmedSchema,
} from './waitlist.ts';

/** One endpoint of the API: how it is called and, by status, what it answers. */
export type Endpoint = ApiRoute & {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** The body is multipart form data (a file upload) instead of JSON. */
  readonly multipart?: true;
  /** The JSON answers by status; absent when the answer is not JSON (a download). */
  readonly response?: Readonly<Record<number, z.ZodType>>;
};

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
 * Every endpoint under /api: its route with its schemas. The server's routes take their method, path and schemas
 * from here, and the client's calls are typed by it, so a request and its answer follow the same schema at both
 * ends.
 */
export const ENDPOINTS = {
  // Accounts and sessions.
  currentUser: {
    ...API_ROUTES.currentUser,
    response: { 200: currentUserSchema },
  },
  signUp: {
    ...API_ROUTES.signUp,
    body: signUpRequestSchema,
    response: {
      201: currentUserSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  signIn: {
    ...API_ROUTES.signIn,
    body: signInRequestSchema,
    response: {
      200: signInResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      /** Keeping the guest's applications would pass the board's cap (TRACKER_LIMITS.applications). */
      409: errorResponseSchema,
      429: errorResponseSchema,
      502: errorResponseSchema,
    },
  },
  changePassword: {
    ...API_ROUTES.changePassword,
    body: changePasswordRequestSchema,
    response: {
      204: noContent,
      400: errorResponseSchema,
      403: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  signOutOthers: {
    ...API_ROUTES.signOutOthers,
    response: { 200: endOtherSessionsResponseSchema, 403: errorResponseSchema },
  },
  signOut: {
    ...API_ROUTES.signOut,
    response: { 204: noContent },
  },
  resendVerification: {
    ...API_ROUTES.resendVerification,
    response: {
      202: verificationSentSchema,
      403: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  verifyEmail: {
    ...API_ROUTES.verifyEmail,
    body: emailLinkRequestSchema,
    response: { 200: emailVerifiedSchema, 400: errorResponseSchema, 409: errorResponseSchema },
  },
  changeEmail: {
    ...API_ROUTES.changeEmail,
    body: changeEmailRequestSchema,
    response: {
      202: verificationSentSchema,
      400: errorResponseSchema,
      403: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  forgotPassword: {
    ...API_ROUTES.forgotPassword,
    body: forgotPasswordRequestSchema,
    /** The same answer whether or not an account has the address. */
    response: { 202: noContent, 400: errorResponseSchema, 429: errorResponseSchema },
  },
  resetPassword: {
    ...API_ROUTES.resetPassword,
    body: resetPasswordRequestSchema,
    response: { 204: noContent, 400: errorResponseSchema, 429: errorResponseSchema },
  },
  exportAccount: API_ROUTES.exportAccount,
  deleteAccount: {
    ...API_ROUTES.deleteAccount,
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
    ...API_ROUTES.careerProfile,
    response: { 200: careerProfileSchema.nullable() },
  },
  saveCareerProfile: {
    ...API_ROUTES.saveCareerProfile,
    body: careerProfileRequestSchema,
    response: { 200: careerProfileSchema, 400: errorResponseSchema },
  },
  chatHistory: {
    ...API_ROUTES.chatHistory,
    response: { 200: z.array(chatMessageSchema) },
  },
  sendChat: {
    ...API_ROUTES.sendChat,
    body: chatRequestSchema,
    response: { 200: chatResponseSchema, 400: errorResponseSchema },
  },
  jobMatches: {
    ...API_ROUTES.jobMatches,
    response: { 200: z.array(jobMatchSchema) },
  },
  jobCatalogue: {
    ...API_ROUTES.jobCatalogue,
    response: { 200: jobCatalogueSchema },
  },
  applyJob: {
    ...API_ROUTES.applyJob,
    params: jobIdParamsSchema,
    /** The web client sends an empty JSON object; nothing in it is read. */
    body: z.object({}).optional(),
    response: {
      200: jobMatchSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
      /** The application board is full (TRACKER_LIMITS.applications). */
      409: errorResponseSchema,
    },
  },

  clientConfig: {
    ...API_ROUTES.clientConfig,
    response: { 200: clientConfigSchema },
  },

  // Interview practice.
  startInterview: {
    ...API_ROUTES.startInterview,
    body: interviewStartRequestSchema,
    response: { 201: interviewSessionSchema, 400: errorResponseSchema, 402: errorResponseSchema },
  },
  interviewSessions: {
    ...API_ROUTES.interviewSessions,
    response: { 200: z.array(interviewSessionSchema) },
  },
  interviewSession: {
    ...API_ROUTES.interviewSession,
    params: interviewSessionParamsSchema,
    response: { 200: interviewSessionDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  submitInterviewResponse: {
    ...API_ROUTES.submitInterviewResponse,
    params: interviewAnswerParamsSchema,
    body: interviewResponseRequestSchema,
    response: { 200: interviewResponseResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },

  // LinkedIn profile.
  linkedinProfile: {
    ...API_ROUTES.linkedinProfile,
    response: { 200: linkedinProfileSchema.nullable() },
  },
  optimizeProfile: {
    ...API_ROUTES.optimizeProfile,
    body: profileOptimizeRequestSchema,
    response: { 200: linkedinProfileSchema, 400: errorResponseSchema },
  },

  // Progress.
  progress: {
    ...API_ROUTES.progress,
    response: { 200: progressSchema },
  },
  activity: {
    ...API_ROUTES.activity,
    query: activityQuerySchema,
    response: { 200: z.array(activitySchema), 400: errorResponseSchema },
  },

  // Resumes.
  uploadResume: {
    ...API_ROUTES.uploadResume,
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
  resumes: {
    ...API_ROUTES.resumes,
    response: { 200: z.array(resumeSummarySchema) },
  },
  resume: {
    ...API_ROUTES.resume,
    params: resumeIdParamsSchema,
    response: { 200: resumeSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  deleteResume: {
    ...API_ROUTES.deleteResume,
    params: resumeIdParamsSchema,
    response: { 204: noContent, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  chooseResumeRole: {
    ...API_ROUTES.chooseResumeRole,
    params: resumeIdParamsSchema,
    body: chooseRoleRequestSchema,
    response: {
      200: resumeSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      422: errorResponseSchema,
    },
  },

  // Tailoring a resume to one job.
  readJob: {
    ...API_ROUTES.readJob,
    body: readJobRequestSchema,
    response: {
      200: targetJobSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
      413: errorResponseSchema,
      422: errorResponseSchema,
      502: errorResponseSchema,
      503: errorResponseSchema,
      504: errorResponseSchema,
    },
  },
  createTailoring: {
    ...API_ROUTES.createTailoring,
    params: resumeIdParamsSchema,
    body: createTailoringRequestSchema,
    response: {
      201: tailoringSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
      422: errorResponseSchema,
    },
  },
  resumeTailorings: {
    ...API_ROUTES.resumeTailorings,
    params: resumeIdParamsSchema,
    response: { 200: z.array(tailoringSummarySchema), 400: errorResponseSchema, 404: errorResponseSchema },
  },
  tailoring: {
    ...API_ROUTES.tailoring,
    params: tailoringIdParamsSchema,
    response: { 200: tailoringSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  updateTailoring: {
    ...API_ROUTES.updateTailoring,
    params: tailoringIdParamsSchema,
    body: updateTailoringRequestSchema,
    response: { 200: tailoringSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  deleteTailoring: {
    ...API_ROUTES.deleteTailoring,
    params: tailoringIdParamsSchema,
    response: { 204: noContent, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  tailoringReport: { ...API_ROUTES.tailoringReport, params: tailoringIdParamsSchema },

  // Plans and payments.
  createSubscription: {
    ...API_ROUTES.createSubscription,
    body: createSubscriptionRequestSchema,
    response: {
      200: createSubscriptionResponseSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      502: errorResponseSchema,
    },
  },
  subscription: {
    ...API_ROUTES.subscription,
    response: { 200: subscriptionOverviewSchema },
  },
  cancelSubscription: {
    ...API_ROUTES.cancelSubscription,
    response: { 200: subscriptionOverviewSchema, 404: errorResponseSchema, 502: errorResponseSchema },
  },
  confirmSandboxPayment: {
    ...API_ROUTES.confirmSandboxPayment,
    body: sandboxConfirmRequestSchema,
    response: {
      200: subscriptionOverviewSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  },
  endSandboxTrial: {
    ...API_ROUTES.endSandboxTrial,
    response: { 200: subscriptionOverviewSchema, 404: errorResponseSchema },
  },
  stripeWebhook: {
    ...API_ROUTES.stripeWebhook,
    response: { 200: z.object({ received: z.literal(true) }) },
  },

  // The morning e-mail of picked jobs.
  digestSettings: {
    ...API_ROUTES.digestSettings,
    response: { 200: digestSettingsResponseSchema },
  },
  saveDigestSettings: {
    ...API_ROUTES.saveDigestSettings,
    body: digestSettingsSchema,
    response: { 200: digestSettingsResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
  },
  todaysPicks: {
    ...API_ROUTES.todaysPicks,
    response: { 200: todaysPicksSchema },
  },
  unsubscribeDigest: {
    ...API_ROUTES.unsubscribeDigest,
    query: unsubscribeQuerySchema,
    response: { 200: unsubscribeResponseSchema, 400: errorResponseSchema },
  },

  // The application tracker.
  applications: {
    ...API_ROUTES.applications,
    response: { 200: z.array(applicationSummarySchema) },
  },
  createApplication: {
    ...API_ROUTES.createApplication,
    body: createApplicationRequestSchema,
    response: {
      201: applicationSchema,
      400: errorResponseSchema,
      402: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  },
  application: {
    ...API_ROUTES.application,
    params: applicationIdParamsSchema,
    response: { 200: applicationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  updateApplication: {
    ...API_ROUTES.updateApplication,
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
    response: { 200: applicationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  moveApplication: {
    ...API_ROUTES.moveApplication,
    params: applicationIdParamsSchema,
    body: moveApplicationRequestSchema,
    response: { 200: applicationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  deleteApplication: {
    ...API_ROUTES.deleteApplication,
    params: applicationIdParamsSchema,
    response: { 204: noContent, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  addInterviewRound: {
    ...API_ROUTES.addInterviewRound,
    params: applicationIdParamsSchema,
    body: interviewRoundRequestSchema,
    response: {
      201: applicationSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  },
  updateInterviewRound: {
    ...API_ROUTES.updateInterviewRound,
    params: interviewRoundParamsSchema,
    body: interviewRoundRequestSchema,
    response: { 200: applicationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  deleteInterviewRound: {
    ...API_ROUTES.deleteInterviewRound,
    params: interviewRoundParamsSchema,
    response: { 200: applicationSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  trackerSettings: {
    ...API_ROUTES.trackerSettings,
    response: { 200: trackerSettingsSchema },
  },
  saveTrackerSettings: {
    ...API_ROUTES.saveTrackerSettings,
    body: trackerSettingsSchema,
    response: { 200: trackerSettingsSchema, 400: errorResponseSchema },
  },
  reminders: {
    ...API_ROUTES.reminders,
    query: remindersQuerySchema,
    response: { 200: remindersSchema, 400: errorResponseSchema },
  },
  exportApplications: API_ROUTES.exportApplications,
  importApplications: {
    ...API_ROUTES.importApplications,
    body: importRequestSchema,
    response: {
      200: importResultSchema,
      400: errorResponseSchema,
      409: errorResponseSchema,
      413: errorResponseSchema,
      503: errorResponseSchema,
    },
  },
  interviewCalendar: { ...API_ROUTES.interviewCalendar, query: calendarQuerySchema },

  // Waitlist.
  joinWaitlist: {
    ...API_ROUTES.joinWaitlist,
    body: subscribeRequestSchema,
    response: {
      200: subscribeResponseSchema,
      201: subscribeResponseSchema,
      400: errorResponseSchema,
      429: errorResponseSchema,
    },
  },
  confirmWaitlist: {
    ...API_ROUTES.confirmWaitlist,
    body: emailLinkRequestSchema,
    response: { 200: waitlistConfirmedSchema, 400: errorResponseSchema },
  },
  subscriberCount: {
    ...API_ROUTES.subscriberCount,
    response: { 200: subscriberCountSchema },
  },
} as const satisfies { [Name in ApiRouteName]: Endpoint };
