import { expect, test } from './fixtures.ts';
import { layoutProblems } from './layout-checks.ts';
import { SCREEN_STATES, withoutCelebrations } from './screens.ts';

const WIDTHS = [360, 768, 1280];
/** Where the navigation bar shows its links instead of the menu button (Tailwind's lg). */
const WIDE_NAVIGATION_PX = 1024;

for (const state of SCREEN_STATES) {
  test(`${state.name} fits 360, 768 and 1280 px without sideways scrolling or overlapping text`, async ({
    page,
    consoleGuard,
  }, testInfo) => {
    if (state.expectedConsole) consoleGuard.allow(state.expectedConsole);
    if (state.name !== 'milestone celebration') await withoutCelebrations(page);
    await state.prepare?.(page);
    for (const width of WIDTHS.filter((each) => !state.narrowOnly || each < WIDE_NAVIGATION_PX)) {
      await page.setViewportSize({ width, height: 800 });
      await state.show(page);
      // Kept in test-results/ for a person to look over; the checks below are what fail the run.
      const path = testInfo.outputPath(`${width}px.png`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      await testInfo.attach(`${state.name} at ${width} px`, { path, contentType: 'image/png' });
      expect(await layoutProblems(page), `${state.name} at ${width} px`).toEqual([]);
    }
  });
}
