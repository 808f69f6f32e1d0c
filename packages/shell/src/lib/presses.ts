// Whether a pointer is pressed anywhere on the page, as an external store for useSyncExternalStore.
// A look-alike replaced by its real component while a press is under way loses that click: the
// pointer goes down on one element and comes up on another, so the browser sends the click to
// neither (an idle preload landing while someone clicks a sidebar group).

let pressed = false;
let release: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

/**
 * How long a press holds a look-alike at most: a press whose end the page never hears (released over
 * another frame) must not keep the real component out for good.
 */
export const LONGEST_PRESS_MS = 1000;

function onDown() {
  clearTimeout(release);
  set(true);
  release = setTimeout(() => set(false), LONGEST_PRESS_MS);
}

// The click follows pointerup in the same task: the press ends after it has been delivered.
function onUp() {
  clearTimeout(release);
  release = setTimeout(() => set(false), 0);
}

const ENDS = ["pointerup", "pointercancel", "dragend"] as const;

export function subscribeToPresses(listener: () => void): () => void {
  if (!listeners.size) {
    document.addEventListener("pointerdown", onDown, true);
    for (const end of ENDS) document.addEventListener(end, onUp, true);
    // A press released outside the window never reports its pointerup.
    window.addEventListener("blur", onUp);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    document.removeEventListener("pointerdown", onDown, true);
    for (const end of ENDS) document.removeEventListener(end, onUp, true);
    window.removeEventListener("blur", onUp);
    clearTimeout(release);
    pressed = false;
  };
}

export const isPressed = () => pressed;
