import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { Navbar } from './navbar.tsx';

// Only an account with an unverified address sees it; like the account menu, it stays out of the first page's JavaScript.
const VerificationBanner = lazy(() =>
  import('#client/features/auth/components/verification-banner.tsx').then(({ VerificationBanner }) => ({
    default: VerificationBanner,
  })),
);

/** The screens of the app proper: the navigation bar above the page, and a banner while the email is unverified. */
export function AppLayout({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      {/* Not in the pre-rendered page: its code arrives after hydration, by when the account may be known, and a
          banner the page was not painted with would not hydrate. */}
      {hydrated && (
        <Suspense fallback={null}>
          <VerificationBanner />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
