import type { Page } from '@playwright/test';
import { expect, notifications, test, uniqueEmail } from './fixtures.ts';
import { SCREEN_STATES, withoutCelebrations } from './screens.ts';

const MAX_TABS = 200;

/** Marks every control a visitor could operate (visible, enabled, in the tab order) and returns their names. */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.getAttribute('tabindex') !== '-1' &&
        // A roving group (tabs) takes focus only to hand it to its current item.
        !element.matches('[role="tablist"], [role="radiogroup"], [role="toolbar"]') &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        // 1 px and smaller: focus proxies that pass focus on (the toast region's), not controls.
        element.getBoundingClientRect().width > 1,
    );
    return controls.map((element, index) => {
      element.dataset.keyboardCheck = String(index);
      // How it looks unfocused, to tell a focus ring from a shadow it always has.
      element.dataset.keyboardShadow = getComputedStyle(element).boxShadow;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return name
        ? `<${element.tagName.toLowerCase()}> ${name.slice(0, 40)}`
        : element.outerHTML.slice(0, 160);
    });
  });
}

type Focus = { id: string | undefined; name: string; indicator: boolean } | null;

/**
 * The focused element, and whether it shows where focus is: an outline, or a ring drawn as a box shadow that it
 * does not have unfocused. Elements Tab reaches that were not marked (none should be) count as unfocused-looking
 * only when they lack both.
 */
async function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element.matches('[role="tablist"]')) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== element.dataset.keyboardShadow;
    return {
      id: element.dataset.keyboardCheck,
      name: `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`,
      indicator: outline || ring,
    };
  });
}

/** Elements that look clickable (a pointer cursor) but that a keyboard cannot reach. */
async function pointerOnly(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter(
        (element) =>
          getComputedStyle(element).cursor === 'pointer' &&
          element.checkVisibility() &&
          !element.closest('a[href], button, input, select, textarea, label, summary, [tabindex]'),
      )
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
  );
}

// The celebration leaves by itself after four seconds, sooner than a sweep of the dashboard; its own test is below.
for (const state of SCREEN_STATES.filter(({ name }) => name !== 'milestone celebration')) {
  test(`every control is reached by Tab and shows its focus: ${state.name}`, async ({
    page,
    consoleGuard,
  }) => {
    if (state.expectedConsole) consoleGuard.allow(state.expectedConsole);
    await withoutCelebrations(page);
    if (state.narrowOnly) await page.setViewportSize({ width: 360, height: 800 });
    await state.prepare?.(page);
    await state.show(page);
    const controls = await markControls(page);
    expect(controls.length).toBeGreaterThan(0);

    const reached = new Set<string>();
    const withoutIndicator: string[] = [];
    let first: string | undefined;
    for (let press = 0; press < MAX_TABS; press += 1) {
      await page.keyboard.press('Tab');
      const focus = await focused(page);
      if (!focus) continue;
      const key = focus.id ?? focus.name;
      if (key === first) break;
      first ??= key;
      if (focus.id !== undefined) reached.add(focus.id);
      if (!focus.indicator) withoutIndicator.push(focus.name);
    }

    const unreached = controls.filter((_, index) => !reached.has(String(index)));
    expect(unreached, 'controls Tab never reaches').toEqual([]);
    expect(withoutIndicator, 'controls that show no focus indicator').toEqual([]);
    expect(await pointerOnly(page), 'clickable elements a keyboard cannot use').toEqual([]);
  });
}

test('the waitlist can be joined with the keyboard alone, and the toast is announced', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Full Name').focus();
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone Number')).toBeFocused();
  await page.keyboard.type('+44 20 7946 0958');
  await page.keyboard.press('Enter');
  await expect(notifications(page).getByText('Success!', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "You're on the waitlist!" }),
    'read out by screen readers',
  ).toBeAttached();
});

test('the interview starts from the keyboard: the industry list, the slider and the button', async ({
  page,
}) => {
  await page.goto('/interview');
  await page.getByRole('combobox', { name: 'Industry' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Health');
  await expect(page.getByRole('option', { name: 'Healthcare' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveText('Healthcare');
  await page.getByLabel('Target Role').focus();
  await page.keyboard.type('Registered Nurse');
  await page.getByRole('slider', { name: 'Years of experience' }).focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Years of experience' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await page.getByRole('button', { name: 'Start Interview Practice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
});

test('the milestone celebration closes from the keyboard', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Celebrate Achievement' }).click();
  const close = page.getByTestId('milestone-celebration').getByRole('button', { name: 'Close' });
  await close.focus();
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('milestone-celebration')).toHaveCount(0);
});

test('Skip to content is the first stop and moves focus past the navigation', async ({ page }) => {
  await withoutCelebrations(page);
  await page.goto('/dashboard');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
