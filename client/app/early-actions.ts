/**
 * What a person does on a pre-rendered page before the app has it (decision 0062). The page paints before the app's
 * scripts run (decision 0042), so its buttons and tabs show before anything answers them: a small script in the
 * page's head (client/head-script.ts) holds back every press and keystroke on them until the app has hydrated the
 * screen, which then does them again in the order they came (client/app/replay-early-input.ts). What the browser
 * answers by itself is left to it, and nothing of it is done twice: a link is followed, a field typed into, an
 * option chosen, a box ticked (the app takes those values over once it has the page).
 */

/** The app's part of the page (client/index.html). */
const APP_ROOT_ID = 'root';

/** The events of a press or a keystroke, and of a form's submission. */
const ACTION_EVENTS = [
  'pointerdown',
  'mousedown',
  'pointerup',
  'mouseup',
  'click',
  'keydown',
  'keyup',
  'submit',
];

/** What the browser answers by itself: links, fields (a label hands its click to its field), disclosures. */
const ANSWERED_BY_THE_BROWSER =
  'a[href], input:not([type="button"], [type="submit"], [type="reset"], [type="image"]), textarea, select, label, summary';

/** One event the page could not answer yet, and the element it was sent to. */
export type HeldAction = { target: Element; event: Event };

export type EarlyActions = {
  /** Stops holding actions back, and gives those held so far. */
  release(): HeldAction[];
};

declare global {
  interface Window {
    /** What the page's head holds until the entry takes it over (client/head-script.ts). */
    careerPilotEarlyActions?: EarlyActions;
  }
}

/**
 * Starts holding back the presses and keystrokes sent to the app's part of the page, found as each one comes: held
 * from the page's head, before that part is parsed.
 */
function holdEarlyActions(): EarlyActions {
  const held: HeldAction[] = [];
  const hold = (event: Event) => {
    const { target } = event;
    if (
      !(target instanceof Element) ||
      !document.getElementById(APP_ROOT_ID)?.contains(target) ||
      target.closest(ANSWERED_BY_THE_BROWSER)
    )
      return;
    // A press on a submit button sends the form, and without the app the browser would send it in the address (a
    // password too); a submission without a button (Enter in a form with none) is held as itself.
    if (event.type === 'click' || event.type === 'submit') event.preventDefault();
    // Nor does React hear it while it hydrates (it listens from hydrateRoot on): it comes once, in its turn.
    event.stopImmediatePropagation();
    held.push({ target, event });
  };
  for (const type of ACTION_EVENTS) document.addEventListener(type, hold, { capture: true });
  return {
    release() {
      for (const type of ACTION_EVENTS) document.removeEventListener(type, hold, { capture: true });
      return held;
    },
  };
}

/** Holds from the page's head on, for the entry to take over (the pre-rendered page's inline script). */
export function holdFromTheHead(): void {
  window.careerPilotEarlyActions = holdEarlyActions();
}

/**
 * What the page's head has held so far, held on until the app releases it; from now on where the page has no such
 * script (the development server's index.html, or a page the browser refused it on).
 */
export function takeOverEarlyActions(): EarlyActions {
  const held = window.careerPilotEarlyActions ?? holdEarlyActions();
  delete window.careerPilotEarlyActions;
  return held;
}
