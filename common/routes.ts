/** Every path the web client renders a screen for; anything else is the not-found screen. */
export const APP_PATHS = {
  waitlist: ['/', '/waitlist', '/subscribe'],
  dashboard: '/dashboard',
  resume: '/resume',
  /** Tailoring a resume to one job: a sub-route of Resume AI, which stays the active navigation link. */
  resumeTailor: '/resume/tailor',
  linkedin: '/linkedin',
  interview: '/interview',
  career: '/career',
  /** The application tracker. */
  applications: '/applications',
  subscription: '/subscription',
  auth: ['/auth', '/signin'],
  /** Pages opened from links in e-mails: they work without the navigation and without signing in. */
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  unsubscribe: '/unsubscribe',
  confirmWaitlist: '/waitlist/confirm',
} as const;

/** The dashboard's query that opens the email settings (the morning email's footer links there). */
export const EMAIL_SETTINGS_QUERY = 'email-settings';

/** The tailoring screen for one resume. */
export const tailorPath = (resumeId: number) => `${APP_PATHS.resumeTailor}?resume=${resumeId}`;

const knownPaths: ReadonlySet<string> = new Set(Object.values(APP_PATHS).flat());

export function isAppPath(pathname: string): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  return knownPaths.has(withoutTrailingSlash);
}
