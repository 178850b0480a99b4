import type { Page } from '@playwright/test';

/** How far two lines of text may touch (anti-aliasing, tight line heights) before it counts as an overlap. */
const OVERLAP_TOLERANCE_PX = 2;

/**
 * What a reader would see as broken at the current width: the page scrolling sideways, and pieces of text drawn
 * over each other. Text is measured line by line (Range client rects), cut to the boxes that clip it; text on a
 * fixed or sticky layer (toasts, the celebration, the navigation bar over scrolled content) is only compared with
 * text on the same layer.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((tolerance) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const beyond = (element: Element) => element.getBoundingClientRect().right > root.clientWidth + 1;
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => beyond(element) && ![...element.children].some(beyond))
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      problems.push(
        `scrolls sideways: ${root.scrollWidth}px of content in ${root.clientWidth}px, past the edge: ${culprits.join(', ')}`,
      );
    }

    type Box = { left: number; top: number; right: number; bottom: number };
    type Piece = { text: string; box: Box; layer: Element | null; owner: Element };

    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const isEmpty = (box: Box) => box.right - box.left <= 1 || box.bottom - box.top <= 1;

    function clipOf(element: Element): Box {
      let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
      for (let current: Element | null = element; current; current = current.parentElement) {
        const style = getComputedStyle(current);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          clip = intersect(clip, current.getBoundingClientRect());
        }
      }
      return clip;
    }

    function layerOf(element: Element): Element | null {
      for (let current: Element | null = element; current; current = current.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(current).position)) return current;
      }
      return null;
    }

    function isShown(element: Element): boolean {
      return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    }

    const pieces: Piece[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner || !isShown(owner) || owner.closest('[aria-hidden="true"]')) continue;
      const clip = clipOf(owner);
      const layer = layerOf(owner);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const box = intersect(rect, clip);
        if (!isEmpty(box)) pieces.push({ text, box, layer, owner });
      }
    }

    for (let first = 0; first < pieces.length; first += 1) {
      for (let second = first + 1; second < pieces.length; second += 1) {
        const a = pieces[first] as Piece;
        const b = pieces[second] as Piece;
        if (a.owner === b.owner || a.layer !== b.layer) continue;
        const shared = intersect(a.box, b.box);
        if (shared.right - shared.left > tolerance && shared.bottom - shared.top > tolerance) {
          problems.push(`"${a.text.slice(0, 40)}" overlaps "${b.text.slice(0, 40)}"`);
        }
      }
    }
    return [...new Set(problems)];
  }, OVERLAP_TOLERANCE_PX);
}
