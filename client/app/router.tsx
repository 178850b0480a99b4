import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from '#client/components/layout/app-layout.tsx';
import { APP_PATHS } from '#common/routes.ts';

const WaitlistPage = lazy(() => import('#client/features/waitlist/components/waitlist-page.tsx'));
const AuthPage = lazy(() => import('#client/features/auth/components/auth-page.tsx'));
const DashboardPage = lazy(() => import('#client/features/dashboard/components/dashboard-page.tsx'));
const ResumePage = lazy(() => import('#client/features/resume/components/resume-page.tsx'));
const TailoringPage = lazy(() => import('#client/features/tailoring/components/tailoring-page.tsx'));
const LinkedinPage = lazy(() => import('#client/features/linkedin/components/linkedin-page.tsx'));
const InterviewPage = lazy(() => import('#client/features/interview/components/interview-page.tsx'));
const CareerPage = lazy(() => import('#client/features/career/components/career-page.tsx'));
const TrackerPage = lazy(() => import('#client/features/tracker/components/tracker-page.tsx'));
const SubscriptionPage = lazy(() => import('#client/features/subscription/components/subscription-page.tsx'));
const VerifyEmailPage = lazy(() => import('#client/features/auth/components/verify-email-page.tsx'));
const ResetPasswordPage = lazy(() => import('#client/features/auth/components/reset-password-page.tsx'));
const UnsubscribePage = lazy(() => import('#client/features/digest/components/unsubscribe-page.tsx'));
const WaitlistConfirmPage = lazy(
  () => import('#client/features/waitlist/components/waitlist-confirm-page.tsx'),
);
const NotFoundPage = lazy(() => import('#client/features/not-found/components/not-found-page.tsx'));

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

function withNavigation(Screen: LazyExoticComponent<ComponentType>) {
  return () => (
    <AppLayout>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </AppLayout>
  );
}

const appScreens = [
  { path: APP_PATHS.dashboard, component: withNavigation(DashboardPage) },
  { path: APP_PATHS.resume, component: withNavigation(ResumePage) },
  { path: APP_PATHS.resumeTailor, component: withNavigation(TailoringPage) },
  { path: APP_PATHS.linkedin, component: withNavigation(LinkedinPage) },
  { path: APP_PATHS.interview, component: withNavigation(InterviewPage) },
  { path: APP_PATHS.career, component: withNavigation(CareerPage) },
  { path: APP_PATHS.applications, component: withNavigation(TrackerPage) },
  { path: APP_PATHS.subscription, component: withNavigation(SubscriptionPage) },
];

/** Pages opened from links in emails: on their own, without the navigation. */
const emailLinkPages = [
  { path: APP_PATHS.verifyEmail, component: VerifyEmailPage },
  { path: APP_PATHS.resetPassword, component: ResetPasswordPage },
  { path: APP_PATHS.unsubscribe, component: UnsubscribePage },
  { path: APP_PATHS.confirmWaitlist, component: WaitlistConfirmPage },
];

const NotFoundScreen = withNavigation(NotFoundPage);

export function AppRouter() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Switch>
        {APP_PATHS.waitlist.map((path) => (
          <Route key={path} path={path} component={WaitlistPage} />
        ))}
        {APP_PATHS.auth.map((path) => (
          <Route key={path} path={path} component={AuthPage} />
        ))}
        {emailLinkPages.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        {appScreens.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  );
}
