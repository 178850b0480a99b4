import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { StandalonePage } from '#client/components/layout/standalone-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { failureToast } from '#client/lib/failure-toast.ts';
import { browserTimeZone } from '#client/lib/time-zone.ts';
import { toast } from '#client/lib/toast.ts';
import type { SignInResponse } from '#common/api/auth.ts';
import { NEW_PASSWORD_HINT, noticeText, verificationSentText } from '../account-texts.ts';
import { useSignIn, useSignUp } from '../api/account.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import type { GuestDataQuestion } from './guest-data-dialog.tsx';

/** The pause between an auth form's success and its redirect. */
const AUTH_REDIRECT_DELAY_MS = 1000;

const BENEFITS = [
  'AI resume analysis and optimization',
  'LinkedIn profile enhancement',
  'Interview preparation and practice',
  'Personalized career guidance',
];

/** How long a notice about the account stays: it is longer than a glance. */
const NOTICE_DURATION_MS = 20_000;

type AuthMutation<Request, Result> = (handlers: {
  onSuccess: (result: Result, request: Request) => void;
  onError: (error: Error) => void;
}) => {
  isPending: boolean;
  mutate: (request: Request) => void;
};

type AuthFormOptions<Request, Result> = {
  destination: string;
  failureTitle: string;
  /** Whether the answer completes the form (then it moves on); by default every success does. */
  completes?: (result: Result, request: Request) => boolean;
  onFailure?: () => void;
};

/**
 * Submits an auth form once: busy from the request until the redirect a second after success;
 * idle again, with the fields kept, on failure.
 */
function useAuthForm<Request, Result>(
  useAuthMutation: AuthMutation<Request, Result>,
  { destination, failureTitle, completes = () => true, onFailure }: AuthFormOptions<Request, Result>,
) {
  const [, navigate] = useLocation();
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useAuthMutation({
    onSuccess: (result, request) => {
      if (!completes(result, request)) return;
      setRedirecting(true);
      timer.current = setTimeout(() => navigate(destination), AUTH_REDIRECT_DELAY_MS);
    },
    onError: (error) => {
      onFailure?.();
      failureToast(failureTitle, error);
    },
  });
  const busy = mutation.isPending || redirecting;
  const send = (request: Request) => {
    if (!busy) mutation.mutate(request);
  };
  const submit = (toRequest: (form: FormData) => Request) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(toRequest(new FormData(event.currentTarget)));
  };
  return { busy, submit, send };
}

/** Only a guest with data of their own who signs in is asked: its code (with Radix's alert dialog) is fetched then. */
const GuestDataDialog = lazy(() =>
  import('./guest-data-dialog.tsx').then(({ GuestDataDialog }) => ({ default: GuestDataDialog })),
);

function showNotices(response: SignInResponse) {
  if (response.outcome !== 'signed-in') return;
  for (const notice of response.notices) {
    toast({ title: 'About your account', description: noticeText(notice), duration: NOTICE_DURATION_MS });
  }
}

function SignInForm({ forgotPasswordHref }: { forgotPasswordHref: string }) {
  const [question, setQuestion] = useState<GuestDataQuestion | undefined>();
  const { busy, submit, send } = useAuthForm(useSignIn, {
    destination: '/dashboard',
    failureTitle: 'Sign in failed',
    completes: (response, request) => {
      if (response.outcome === 'guest-data-question') {
        setQuestion({ request, guestData: response.guestData, accountHasData: response.accountHasData });
        return false;
      }
      setQuestion(undefined);
      showNotices(response);
      return true;
    },
    onFailure: () => setQuestion(undefined),
  });
  return (
    <form
      onSubmit={submit((form) => ({
        email: String(form.get('email')),
        password: String(form.get('password')),
      }))}
      className="flex flex-col gap-4"
    >
      <TextField
        id="signin-email"
        required
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        id="signin-password"
        required
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <Link
        href={forgotPasswordHref}
        className="self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot your password?
      </Link>
      <Button type="submit" size="lg" disabled={busy}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      {question && (
        <Suspense>
          <GuestDataDialog
            question={question}
            busy={busy}
            onAnswer={(guestData) => send({ ...question.request, guestData })}
            onCancel={() => setQuestion(undefined)}
          />
        </Suspense>
      )}
    </form>
  );
}

function SignUpForm() {
  const { busy, submit } = useAuthForm(useSignUp, {
    destination: '/subscription',
    failureTitle: 'Sign up failed',
    completes: (_result, request) => {
      toast({
        title: 'Check your inbox',
        description: verificationSentText(request.email),
        duration: NOTICE_DURATION_MS,
      });
      return true;
    },
  });
  return (
    <form
      onSubmit={submit((form) => {
        // Read on sending, not as the form renders: a browser's first Intl call loads its locale data.
        const timeZone = browserTimeZone();
        return {
          firstName: String(form.get('firstName')),
          lastName: String(form.get('lastName')),
          email: String(form.get('email')),
          password: String(form.get('password')),
          ...(timeZone && { timeZone }),
        };
      })}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          required
          label="First Name"
          name="firstName"
          autoComplete="given-name"
        />
        <TextField
          id="signup-last-name"
          required
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
        />
      </div>
      <TextField
        id="signup-email"
        required
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
      />
      <TextField
        id="signup-password"
        required
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={NEW_PASSWORD_HINT}
      />
      <div className="rounded-lg bg-accent p-4">
        <p className="mb-2 text-sm font-semibold">What you get</p>
        <ul className="flex flex-col gap-1.5 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {busy ? 'Creating account...' : 'Get Started'}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By signing up you agree to our{' '}
        <a href="#terms" className="text-primary underline underline-offset-2">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="#privacy" className="text-primary underline underline-offset-2">
          Privacy Policy
        </a>
        .
      </p>
    </form>
  );
}

/** The reset form is a place of its own (`?forgot`), so a link can open it and Back returns to the sign-in form. */
const FORGOT_PASSWORD_QUERY = 'forgot';

export default function AuthPage() {
  const [path, navigate] = useLocation();
  const forgotPassword = new URLSearchParams(useSearch()).has(FORGOT_PASSWORD_QUERY);
  return (
    <StandalonePage
      title="Welcome to CareerPilot"
      description="Sign in, or create an account that keeps everything you have done so far."
      metaDescription="Sign in to CareerPilot, or create an account that keeps everything you have done so far."
    >
      <Tabs defaultValue="signin" className="flex flex-col gap-6">
        <TabsList>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          {forgotPassword ? (
            <ForgotPasswordForm focusOnShow onBack={() => navigate(path)} />
          ) : (
            <SignInForm forgotPasswordHref={`${path}?${FORGOT_PASSWORD_QUERY}`} />
          )}
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </StandalonePage>
  );
}
