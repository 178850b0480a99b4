import type { HeldAction } from './early-actions.ts';

/**
 * Hands the app what a person did on the pre-rendered page before it hydrated (decision 0062): the values they gave
 * its fields, then the presses and keystrokes the entry held back (client/app/early-actions.ts).
 *
 * React 19 hydrates a field without touching what was typed into it, but its state keeps the value the page was
 * rendered with: a controlled field is wiped at its next render, and a form sends what it was rendered with. And a
 * press on the page before the app has it reaches nothing.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A text field's value, a box's tick, or which of a select's options are chosen. */
type ControlState = string | boolean | readonly boolean[];

/** Inputs whose value is no text to type or tick to give (or, for a file, cannot be given back). */
const NOT_GIVEN = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file']);

/** A field a person gives a value: text to type, a box to tick, a select's choice. */
const isGivenField = (target: EventTarget | null): target is FormControl =>
  (target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement) &&
  !NOT_GIVEN.has(target.type);

const isCheckable = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function stateOf(control: FormControl): ControlState {
  if (control instanceof HTMLSelectElement) return [...control.options].map((option) => option.selected);
  return isCheckable(control) ? control.checked : control.value;
}

/** The state the page was rendered with, which is the app's own after hydrating it. */
function renderedStateOf(control: FormControl): ControlState {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].map((option) => option.defaultSelected);
  }
  return isCheckable(control) ? control.defaultChecked : control.defaultValue;
}

const sameState = (one: ControlState, other: ControlState) =>
  Array.isArray(one) && Array.isArray(other)
    ? one.length === other.length && one.every((selected, index) => selected === other[index])
    : one === other;

/** A select the page was rendered with no option chosen shows its first: no choice of the person's. */
const renderedWithAChoice = (control: FormControl) =>
  !(control instanceof HTMLSelectElement) || [...control.options].some((option) => option.defaultSelected);

/** The fields of `root` a person has changed from the page as it was rendered, with their state. */
function changedFields(root: Element): [FormControl, ControlState][] {
  return [...root.querySelectorAll('input, textarea, select')]
    .filter(isGivenField)
    .filter(renderedWithAChoice)
    .map((control): [FormControl, ControlState] => [control, stateOf(control)])
    .filter(([control, state]) => !sameState(state, renderedStateOf(control)));
}

export type GivenValues = {
  /** Stops following the fields and gives each changed one with the state the person left it in. */
  stop(): Map<FormControl, ControlState>;
};

/**
 * The state of every field of `root` that a person changed, followed until `stop`: from before hydration (typed before
 * any script ran, or filled in by the browser) and while React hydrates, when a change reaches React's handler before
 * React has recorded the field's value and so is taken for no change.
 */
export function followGivenValues(root: Element): GivenValues {
  const given = new Map(changedFields(root));
  const follow = ({ target }: Event) => {
    if (isGivenField(target)) given.set(target, stateOf(target));
  };
  for (const type of ['input', 'change']) root.addEventListener(type, follow, { capture: true });
  return {
    stop() {
      for (const type of ['input', 'change']) root.removeEventListener(type, follow, { capture: true });
      return given;
    },
  };
}

/** Makes `change` to a text field's value without moving the caret or the selection of one being typed into. */
function keepingSelection(control: HTMLInputElement | HTMLTextAreaElement, change: () => void) {
  const { selectionStart, selectionEnd, selectionDirection } = control;
  change();
  // An e-mail or a number field has no selection to keep, and refuses one.
  if (document.activeElement === control && selectionStart !== null && selectionEnd !== null) {
    control.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
}

/**
 * Gives the app a value typed into a text field. React records the value it last saw and hears a change only when
 * the field's value differs from it, and it recorded the field as hydrated, typed value and all: the record is set
 * back to the rendered value through the field's own setter (which React wraps), the typed value put back past it
 * through the prototype's, and the input event then reads as the change it was.
 */
function giveText(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  keepingSelection(control, () => {
    control.value = control.defaultValue;
    setValue?.call(control, value);
  });
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Gives the app a tick: set back to the other state, then clicked, as the person did (React hears the click). */
function giveTick(control: HTMLInputElement, checked: boolean) {
  // Choosing one radio button unchecked another: the click on the chosen one says both.
  if (control.type === 'radio' && !checked) return;
  control.checked = !checked;
  control.click();
}

/** Gives the app a choice in a select (React hears a select's change event, and keeps no record to pass). */
function giveChoice(control: HTMLSelectElement, selected: readonly boolean[]) {
  for (const [index, option] of [...control.options].entries()) option.selected = selected[index] ?? false;
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function giveValue(control: FormControl, state: ControlState) {
  if (!control.isConnected || sameState(state, renderedStateOf(control))) return;
  if (control instanceof HTMLSelectElement) giveChoice(control, state as readonly boolean[]);
  else if (isCheckable(control)) giveTick(control, state as boolean);
  else giveText(control, state as string);
}

/** Sends the held event again, as it was, to the element it was meant for. */
function replayAction({ target, event }: HeldAction) {
  if (!target.isConnected) return;
  const EventType = event.constructor as typeof Event;
  // An event reads as its own init dictionary: its position, button, keys and submitter.
  target.dispatchEvent(new EventType(event.type, event));
}

/**
 * Runs `replay` with pointer capture made harmless: a finger that pressed before the app had the page was lifted long
 * before its press is replayed, and capturing it (a slider does as it is pressed) would throw, for nothing to capture.
 */
function withLiftedPointers(replay: () => void) {
  const { setPointerCapture } = Element.prototype;
  Element.prototype.setPointerCapture = function setLiftedPointerCapture(pointerId) {
    try {
      setPointerCapture.call(this, pointerId);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
    }
  };
  try {
    replay();
  } finally {
    Element.prototype.setPointerCapture = setPointerCapture;
  }
}

/**
 * Once React has hydrated the page: the fields' values first, so that a press on a form's button sends what was
 * typed, then every held press and keystroke in the order it came.
 */
export function replayEarlyInput(values: Map<FormControl, ControlState>, actions: readonly HeldAction[]) {
  for (const [control, state] of values) giveValue(control, state);
  withLiftedPointers(() => {
    for (const action of actions) replayAction(action);
  });
}
