// Whether a pointer or a key is pressed anywhere on the page, as an external store for
// useSyncExternalStore. A look-alike replaced by its real component while a press is under way loses
// that click: the pointer goes down on one element and comes up on another, so the browser sends the
// click to neither (an idle preload landing while someone clicks a sidebar group); a button's Space
// clicks on keyup, on the element that has focus then.

let pressed = false;
let release: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (pressed === value) return;
  pressed = value;
  for (const listener of listeners) listener();
}

function onDown() {
  clearTimeout(release);
  set(true);
}

// The click follows pointerup in the same task: the press ends after it has been delivered.
function onUp() {
  clearTimeout(release);
  release = setTimeout(() => set(false), 0);
}

const STARTS = ["pointerdown", "keydown"] as const;
const ENDS = ["pointerup", "pointercancel", "dragend", "keyup"] as const;

export function subscribeToPresses(listener: () => void): () => void {
  if (!listeners.size) {
    for (const start of STARTS) document.addEventListener(start, onDown, true);
    for (const end of ENDS) document.addEventListener(end, onUp, true);
    // A press released outside the window never reports its pointerup.
    window.addEventListener("blur", onUp);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    for (const start of STARTS) document.removeEventListener(start, onDown, true);
    for (const end of ENDS) document.removeEventListener(end, onUp, true);
    window.removeEventListener("blur", onUp);
    clearTimeout(release);
    pressed = false;
  };
}

export const isPressed = () => pressed;
