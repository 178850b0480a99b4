import type { Page } from '@playwright/test';

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

/** Tabs through the page until focus comes round again: the controls Tab never reached, and those that showed no focus. */
export async function keyboardProblems(page: Page): Promise<{
  controls: string[];
  unreached: string[];
  withoutIndicator: string[];
  pointerOnly: string[];
}> {
  const controls = await markControls(page);
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
  return {
    controls,
    unreached: controls.filter((_, index) => !reached.has(String(index))),
    withoutIndicator,
    pointerOnly: await pointerOnly(page),
  };
}
