export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How an endpoint is called. */
export type ApiRoute = {
  readonly method: HttpMethod;
  /** With a `:name` for each path parameter, e.g. /api/jobs/:id/apply. */
  readonly path: `${typeof API_PREFIX}/${string}`;
};

/**
 * The method and path of every endpoint under /api. Kept free of schemas, so the browser can load it at once;
 * `ENDPOINTS` (endpoints.ts) gives each its schemas.
 */
export const API_ROUTES = {
  // Accounts and sessions.
  currentUser: { method: 'GET', path: '/api/auth/me' },
  signUp: { method: 'POST', path: '/api/auth/signup' },
  signIn: { method: 'POST', path: '/api/auth/signin' },
  changePassword: { method: 'POST', path: '/api/auth/password' },
  signOutOthers: { method: 'POST', path: '/api/auth/signout-others' },
  signOut: { method: 'POST', path: '/api/auth/signout' },
  resendVerification: { method: 'POST', path: '/api/auth/verification' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  changeEmail: { method: 'POST', path: '/api/auth/email' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  /** A zip download. */
  exportAccount: { method: 'GET', path: '/api/account/export' },
  deleteAccount: { method: 'DELETE', path: '/api/account' },

  // Career profile, assistant and job matches.
  careerProfile: { method: 'GET', path: '/api/career/profile' },
  saveCareerProfile: { method: 'POST', path: '/api/career/profile' },
  chatHistory: { method: 'GET', path: '/api/career/chat' },
  sendChat: { method: 'POST', path: '/api/career/chat' },
  jobMatches: { method: 'GET', path: '/api/jobs/matches' },
  applyJob: { method: 'PATCH', path: '/api/jobs/:id/apply' },
  jobCatalogue: { method: 'GET', path: '/api/jobs/catalogue' },

  clientConfig: { method: 'GET', path: '/api/config' },

  // Interview practice.
  startInterview: { method: 'POST', path: '/api/interview/start' },
  interviewSessions: { method: 'GET', path: '/api/interview/sessions' },
  interviewSession: { method: 'GET', path: '/api/interview/sessions/:id' },
  submitInterviewResponse: { method: 'POST', path: '/api/interview/:sessionId/response' },

  // LinkedIn profile.
  linkedinProfile: { method: 'GET', path: '/api/linkedin/profile' },
  optimizeProfile: { method: 'POST', path: '/api/linkedin/optimize' },

  // Progress.
  progress: { method: 'GET', path: '/api/progress' },
  activity: { method: 'GET', path: '/api/activity' },

  // Resumes.
  uploadResume: { method: 'POST', path: '/api/resume/upload' },
  resumes: { method: 'GET', path: '/api/resumes' },
  resume: { method: 'GET', path: '/api/resume/:id' },
  deleteResume: { method: 'DELETE', path: '/api/resume/:id' },
  chooseResumeRole: { method: 'PUT', path: '/api/resume/:id/role' },

  // Tailoring a resume to one job.
  readJob: { method: 'POST', path: '/api/tailoring/job' },
  createTailoring: { method: 'POST', path: '/api/resume/:id/tailorings' },
  resumeTailorings: { method: 'GET', path: '/api/resume/:id/tailorings' },
  tailoring: { method: 'GET', path: '/api/tailorings/:id' },
  updateTailoring: { method: 'PATCH', path: '/api/tailorings/:id' },
  deleteTailoring: { method: 'DELETE', path: '/api/tailorings/:id' },
  /** A PDF download. */
  tailoringReport: { method: 'GET', path: '/api/tailorings/:id/report' },

  // Plans and payments.
  createSubscription: { method: 'POST', path: '/api/create-subscription' },
  subscription: { method: 'GET', path: '/api/subscription' },
  cancelSubscription: { method: 'POST', path: '/api/subscription/cancel' },
  /** Test mode only. */
  confirmSandboxPayment: { method: 'POST', path: '/api/payments/sandbox/confirm' },
  /** Test mode only. */
  endSandboxTrial: { method: 'POST', path: '/api/payments/sandbox/end-trial' },
  /** Stripe mode only; its body is the signed event, read raw. */
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook' },

  // The morning e-mail of picked jobs.
  digestSettings: { method: 'GET', path: '/api/digest/settings' },
  saveDigestSettings: { method: 'PUT', path: '/api/digest/settings' },
  todaysPicks: { method: 'GET', path: '/api/digest/today' },
  /** One-click unsubscribe (RFC 8058): the signed token is the query; no session needed. */
  unsubscribeDigest: { method: 'POST', path: '/api/digest/unsubscribe' },

  // The application tracker.
  applications: { method: 'GET', path: '/api/applications' },
  createApplication: { method: 'POST', path: '/api/applications' },
  application: { method: 'GET', path: '/api/applications/:id' },
  updateApplication: { method: 'PATCH', path: '/api/applications/:id' },
  moveApplication: { method: 'PUT', path: '/api/applications/:id/stage' },
  deleteApplication: { method: 'DELETE', path: '/api/applications/:id' },
  addInterviewRound: { method: 'POST', path: '/api/applications/:id/rounds' },
  updateInterviewRound: { method: 'PUT', path: '/api/applications/:id/rounds/:roundId' },
  deleteInterviewRound: { method: 'DELETE', path: '/api/applications/:id/rounds/:roundId' },
  trackerSettings: { method: 'GET', path: '/api/tracker/settings' },
  saveTrackerSettings: { method: 'PUT', path: '/api/tracker/settings' },
  reminders: { method: 'GET', path: '/api/tracker/reminders' },
  /** A CSV download. */
  exportApplications: { method: 'GET', path: '/api/tracker/applications.csv' },
  importApplications: { method: 'POST', path: '/api/tracker/import' },
  /** An iCalendar (.ics) download of interview rounds. */
  interviewCalendar: { method: 'GET', path: '/api/tracker/interviews.ics' },

  // Waitlist.
  joinWaitlist: { method: 'POST', path: '/api/subscribe' },
  confirmWaitlist: { method: 'POST', path: '/api/subscribe/confirm' },
  subscriberCount: { method: 'GET', path: '/api/subscribers/count' },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
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
