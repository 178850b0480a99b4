import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from '#client/components/layout/app-layout.tsx';
import { APP_PATHS, screenPath } from '#common/routes.ts';
import { LoadedScreen, type ScreenLoader, screenLoader } from './screen-loader.tsx';

const WaitlistPage = screenLoader(() => import('#client/features/waitlist/components/waitlist-page.tsx'));
const AuthPage = screenLoader(() => import('#client/features/auth/components/auth-page.tsx'));
const DashboardPage = screenLoader(() => import('#client/features/dashboard/components/dashboard-page.tsx'));
const ResumePage = screenLoader(() => import('#client/features/resume/components/resume-page.tsx'));
const TailoringPage = screenLoader(() => import('#client/features/tailoring/components/tailoring-page.tsx'));
const LinkedinPage = screenLoader(() => import('#client/features/linkedin/components/linkedin-page.tsx'));
const InterviewPage = screenLoader(() => import('#client/features/interview/components/interview-page.tsx'));
const CareerPage = screenLoader(() => import('#client/features/career/components/career-page.tsx'));
const TrackerPage = screenLoader(() => import('#client/features/tracker/components/tracker-page.tsx'));
const SubscriptionPage = screenLoader(
  () => import('#client/features/subscription/components/subscription-page.tsx'),
);
const VerifyEmailPage = screenLoader(() => import('#client/features/auth/components/verify-email-page.tsx'));
const ResetPasswordPage = screenLoader(
  () => import('#client/features/auth/components/reset-password-page.tsx'),
);
const UnsubscribePage = screenLoader(() => import('#client/features/digest/components/unsubscribe-page.tsx'));
const WaitlistConfirmPage = screenLoader(
  () => import('#client/features/waitlist/components/waitlist-confirm-page.tsx'),
);
const NotFoundPage = screenLoader(() => import('#client/features/not-found/components/not-found-page.tsx'));

function ScreenLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center text-sm text-muted-foreground"
    >
      Loading…
    </div>
  );
}

type RoutedScreen = { loader: ScreenLoader; navigation: boolean };

const withNavigation = (loader: ScreenLoader): RoutedScreen => ({ loader, navigation: true });
const alone = (loader: ScreenLoader): RoutedScreen => ({ loader, navigation: false });

/** Every screen by its path: the landing and sign-in pages and the pages opened from e-mails stand alone. */
const screens: [string, RoutedScreen][] = [
  ...APP_PATHS.waitlist.map((path): [string, RoutedScreen] => [path, alone(WaitlistPage)]),
  ...APP_PATHS.auth.map((path): [string, RoutedScreen] => [path, alone(AuthPage)]),
  [APP_PATHS.verifyEmail, alone(VerifyEmailPage)],
  [APP_PATHS.resetPassword, alone(ResetPasswordPage)],
  [APP_PATHS.unsubscribe, alone(UnsubscribePage)],
  [APP_PATHS.confirmWaitlist, alone(WaitlistConfirmPage)],
  [APP_PATHS.dashboard, withNavigation(DashboardPage)],
  [APP_PATHS.resume, withNavigation(ResumePage)],
  [APP_PATHS.resumeTailor, withNavigation(TailoringPage)],
  [APP_PATHS.linkedin, withNavigation(LinkedinPage)],
  [APP_PATHS.interview, withNavigation(InterviewPage)],
  [APP_PATHS.career, withNavigation(CareerPage)],
  [APP_PATHS.applications, withNavigation(TrackerPage)],
  [APP_PATHS.subscription, withNavigation(SubscriptionPage)],
];
const screensByPath = new Map(screens);
const notFound = withNavigation(NotFoundPage);

function Screen({ screen: { loader, navigation } }: { screen: RoutedScreen }) {
  if (!navigation) return <LoadedScreen loader={loader} />;
  return (
    <AppLayout>
      <Suspense fallback={<ScreenLoading />}>
        <LoadedScreen loader={loader} />
      </Suspense>
    </AppLayout>
  );
}

/** Loads the code of the screen at this path (the not-found screen for a path that is no screen). */
export function loadScreen(pathname: string): Promise<void> {
  const path = screenPath(pathname);
  return ((path && screensByPath.get(path)) || notFound).loader.load();
}

export function AppRouter() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        {screens.map(([path, screen]) => (
          <Route key={path} path={path}>
            <Screen screen={screen} />
          </Route>
        ))}
        <Route>
          <Screen screen={notFound} />
        </Route>
      </Switch>
    </Suspense>
  );
}
