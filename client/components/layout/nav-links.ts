import { APP_PATHS } from '#common/routes.ts';

export const NAV_LINKS = [
  { href: APP_PATHS.dashboard, label: 'Dashboard' },
  { href: APP_PATHS.resume, label: 'Resume AI' },
  { href: APP_PATHS.linkedin, label: 'LinkedIn Pro' },
  { href: APP_PATHS.interview, label: 'Interview Prep' },
  { href: APP_PATHS.career, label: 'Career Guide' },
  { href: APP_PATHS.applications, label: 'Applications' },
] as const;

export type NavHref = (typeof NAV_LINKS)[number]['href'];

/** The specification's rule: a link is active when the current path starts with the link's path. */
export function isActivePath(currentPath: string, linkPath: string): boolean {
  return currentPath.startsWith(linkPath);
}
