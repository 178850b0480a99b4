import { type ComponentType, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from '#client/components/layout/app-layout.tsx';
import { APP_PATHS, screenPath } from '#common/routes.ts';
import { LoadedScreen, type ScreenLoader, screenLoader } from './screen-loader.tsx';

/** Every screen's module, loaded when first needed, by its file: `../features/<feature>/components/<name>-page.tsx`. */
const screenModules = import.meta.glob<{ default: ComponentType }>('../features/*/components/*-page.tsx');

function screen(module: string): ScreenLoader {
  const importScreen = screenModules[`../${module}`];
  if (!importScreen) throw new Error(`client/${module} is not a screen module`);
  return screenLoader(module, importScreen);
}

const WaitlistPage = screen('features/waitlist/components/waitlist-page.tsx');
const AuthPage = screen('features/auth/components/auth-page.tsx');
const DashboardPage = screen('features/dashboard/components/dashboard-page.tsx');
const ResumePage = screen('features/resume/components/resume-page.tsx');
const TailoringPage = screen('features/tailoring/components/tailoring-page.tsx');
const LinkedinPage = screen('features/linkedin/components/linkedin-page.tsx');
const InterviewPage = screen('features/interview/components/interview-page.tsx');
const CareerPage = screen('features/career/components/career-page.tsx');
const TrackerPage = screen('features/tracker/components/tracker-page.tsx');
const SubscriptionPage = screen('features/subscription/components/subscription-page.tsx');
const VerifyEmailPage = screen('features/auth/components/verify-email-page.tsx');
const ResetPasswordPage = screen('features/auth/components/reset-password-page.tsx');
const UnsubscribePage = screen('features/digest/components/unsubscribe-page.tsx');
const WaitlistConfirmPage = screen('features/waitlist/components/waitlist-confirm-page.tsx');
const NotFoundPage = screen('features/not-found/components/not-found-page.tsx');

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

const routedScreen = (pathname: string): RoutedScreen => {
  const path = screenPath(pathname);
  return (path && screensByPath.get(path)) || notFound;
};

/** Loads the code of the screen at this path (the not-found screen for a path that is no screen). */
export function loadScreen(pathname: string): Promise<void> {
  return routedScreen(pathname).loader.load();
}

/** The source file of the screen at this path, relative to client/: the pre-rendering preloads its chunks. */
export function screenModule(pathname: string): string {
  return routedScreen(pathname).loader.module;
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
