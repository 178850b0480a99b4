import {
  BriefcaseBusiness,
  Compass,
  Crown,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Menu,
  MessagesSquare,
  Sparkles,
  SquareKanban,
  X,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { useSignedInUser } from '#client/lib/current-user.ts';
import { cn } from '#client/lib/utils.ts';
import { APP_PATHS } from '#common/routes.ts';
import { isActivePath, NAV_LINKS, type NavHref } from './nav-links.ts';

// Only signed-in users see it, and only they load it: its menu, dialogs and the auth contract stay out of the first
// page's JavaScript and out of its hydration.
const AccountMenu = lazy(() =>
  import('#client/features/auth/components/account-menu.tsx').then(({ AccountMenu }) => ({
    default: AccountMenu,
  })),
);

const NAV_ICONS: Record<NavHref, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/resume': FileText,
  '/linkedin': BriefcaseBusiness,
  '/interview': MessagesSquare,
  '/career': Compass,
  '/applications': SquareKanban,
};

function NavLinkList({
  currentPath,
  onNavigate,
  stacked,
}: {
  currentPath: string;
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  return (
    <ul className={cn('flex gap-1', stacked && 'flex-col')}>
      {NAV_LINKS.map(({ href, label }) => {
        const active = isActivePath(currentPath, href);
        const Icon = NAV_ICONS[href];
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
                // Six links and the plans button share the bar from 1,024 px: tighter, without icons, until 1,280 px.
                !stacked && 'lg:max-xl:px-2',
                active
                  ? 'bg-accent text-accent-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <Icon className={cn('size-4', !stacked && 'lg:max-xl:hidden')} aria-hidden="true" />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Navbar() {
  const [currentPath] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = useSignedInUser() !== undefined;
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          href={APP_PATHS.dashboard}
          className="flex min-w-0 items-center gap-2.5 rounded-md"
          onClick={closeMenu}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="text-base font-bold leading-tight">CareerPilot</span>
            <span className="truncate text-xs text-muted-foreground">AI-Powered Career Development</span>
          </span>
        </Link>

        <div className="hidden items-center gap-2 lg:flex">
          <NavLinkList currentPath={currentPath} />
          <Button asChild size="sm" className="ml-2">
            <Link href={APP_PATHS.subscription}>
              <Crown aria-hidden="true" />
              Upgrade Plans
            </Link>
          </Button>
        </div>

        <div className="flex items-center gap-1">
          {signedIn && (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </nav>

      {menuOpen && (
        <div id="mobile-menu" className="border-t bg-card px-4 pt-2 pb-4 lg:hidden">
          <NavLinkList currentPath={currentPath} onNavigate={closeMenu} stacked />
          <Button asChild className="mt-3 w-full">
            <Link href={APP_PATHS.subscription} onClick={closeMenu}>
              <Crown aria-hidden="true" />
              Upgrade Plans
            </Link>
          </Button>
        </div>
      )}
    </header>
  );
}
