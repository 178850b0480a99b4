import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { SCREEN_STATES, withoutCelebrations } from './screens.ts';

// Still frames: axe judges colour contrast on what is drawn, and a fading element is drawn half transparent.
test.use({ reducedMotion: 'reduce' });

for (const state of SCREEN_STATES) {
  test(`axe finds no violations: ${state.name}`, async ({ page, consoleGuard }) => {
    if (state.expectedConsole) consoleGuard.allow(state.expectedConsole);
    if (state.name !== 'milestone celebration') await withoutCelebrations(page);
    if (state.narrowOnly) await page.setViewportSize({ width: 360, height: 800 });
    await state.prepare?.(page);
    await state.show(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map(
      ({ id, impact, help, nodes }) =>
        `${id} (${impact}): ${help}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(found).toEqual([]);
  });
}
