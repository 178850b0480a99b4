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

/**
 * The screens a visitor opens from outside (a link, a bookmark): the specification's eight, the tracker and
 * tailoring. Lighthouse measures them (bench/lighthouse.ts) and the first-paint tests load them cold.
 */
export const ENTRY_SCREENS: readonly string[] = [
  '/',
  APP_PATHS.auth[0],
  APP_PATHS.dashboard,
  APP_PATHS.resume,
  APP_PATHS.resumeTailor,
  APP_PATHS.linkedin,
  APP_PATHS.interview,
  APP_PATHS.career,
  APP_PATHS.applications,
  APP_PATHS.subscription,
];

/** Every screen's path, each once. */
export const SCREEN_PATHS: readonly string[] = [...new Set(Object.values(APP_PATHS).flat())];

const knownPaths: ReadonlySet<string> = new Set(SCREEN_PATHS);

/** The screen's path a request's path names (a trailing slash is the same screen), or undefined for no screen. */
export function screenPath(pathname: string): string | undefined {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  return knownPaths.has(withoutTrailingSlash) ? withoutTrailingSlash : undefined;
}

export function isAppPath(pathname: string): boolean {
  return screenPath(pathname) !== undefined;
}

/**
 * One screen as the build pre-renders it (client/prerender.tsx for scripts/prerender.ts): its HTML, and the API
 * paths it reads as soon as it starts, which its page preloads.
 */
export type PrerenderedScreen = { html: string; startReads: string[] };

/** The path the not-found screen is pre-rendered at: one no screen has. */
export const NOT_FOUND_PATH = '/404';

/**
 * The file, inside the built client, of the page pre-rendered for a request's path (scripts/prerender.ts writes
 * them, the server sends them); a path that is no screen gets the not-found page.
 */
export function prerenderedPageFile(pathname: string, { withoutSession = false } = {}): string {
  const path = screenPath(pathname);
  const name = path === undefined ? '/not-found' : path === '/' ? '/index' : path;
  // A screen's page as a visitor without a session sees it, where that differs (decision 0043).
  return `pages${name}${withoutSession ? '.without-session' : ''}.html`;
}

/**
 * The file, inside the built client, that lists the hash (`sha256-…`) of every script inline in its pages, for their
 * content security policy to allow: scripts/prerender.ts writes it, the server reads it as it starts.
 */
export const INLINE_SCRIPTS_FILE = 'pages/inline-scripts.json';
