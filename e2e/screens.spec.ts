import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keyboardProblems } from './keyboard-checks.ts';
import { layoutProblems } from './layout-checks.ts';
import { SCREEN_STATES, withoutCelebrations } from './screens.ts';

// Still frames: axe judges colour contrast on what is drawn, and a fading element is drawn half transparent.
test.use({ reducedMotion: 'reduce' });

const WIDTHS = [360, 768, 1280];
/** Where the navigation bar shows its links instead of the menu button (Tailwind's lg). */
const WIDE_NAVIGATION_PX = 1024;

/**
 * Every route in its main states, each made once and then checked three ways: axe finds no violations; Tab
 * reaches every control and each shows its focus, and nothing is clickable by mouse alone; and at 360, 768 and
 * 1280 px nothing scrolls sideways or overlaps. The state is shown once, at the widest, and the same page is then
 * narrowed, as a window is: the layout follows the width (CSS and the client's media queries), not the load. A
 * state that leaves by itself is shown again at each width.
 */
for (const state of SCREEN_STATES) {
  test(`${state.name}: accessible, usable by keyboard, fits 360, 768 and 1280 px`, async ({
    page,
    consoleGuard,
  }, testInfo) => {
    test.slow();
    if (state.expectedConsole) consoleGuard.allow(state.expectedConsole);
    if (state.name !== 'milestone celebration') await withoutCelebrations(page);
    await state.prepare?.(page);

    // The widest first: the screen as most visitors see it is also where axe and Tab go over it.
    const widths = [...WIDTHS].reverse().filter((width) => !state.narrowOnly || width < WIDE_NAVIGATION_PX);
    for (const [index, width] of widths.entries()) {
      await page.setViewportSize({ width, height: 800 });
      if (index === 0 || state.transient) await state.show(page);
      else await nextFrames(page);
      if (index === 0) {
        await expectNoAxeViolations(page);
        if (!state.transient) await expectEveryControlByKeyboard(page);
      }
      // Kept in test-results/ for a person to look over; the checks below are what fail the run.
      const path = testInfo.outputPath(`${width}px.png`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      await testInfo.attach(`${state.name} at ${width} px`, { path, contentType: 'image/png' });
      expect(await layoutProblems(page), `${state.name} at ${width} px`).toEqual([]);
    }
  });
}

/** Waits until the page has drawn twice since now: a new width's media queries have answered and React has re-rendered. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, 'axe violations').toEqual([]);
}

async function expectEveryControlByKeyboard(page: Page) {
  // A toast leaves by itself: the sweep starts once it has gone, so that whether Tab meets it does not depend on how
  // long axe took on a busy machine.
  await expect(page.getByRole('region', { name: /Notifications/ }).locator('li')).toHaveCount(0, {
    timeout: 30_000,
  });
  const keyboard = await keyboardProblems(page);
  expect(keyboard.controls.length).toBeGreaterThan(0);
  expect(keyboard.unreached, 'controls Tab never reaches').toEqual([]);
  expect(keyboard.withoutIndicator, 'controls that show no focus indicator').toEqual([]);
  expect(keyboard.pointerOnly, 'clickable elements a keyboard cannot use').toEqual([]);
}
