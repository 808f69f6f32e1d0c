import { useEffect, useLayoutEffect, useRef } from "react";

// Bound at commit, not after paint: a key pressed right after the first render (F1 on page load, an
// automated test) must already find its handler. useEffect on the server, where there is no document.
const useBindingEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export interface Shortcut {
  /** One or more combos separated by commas: "mod+k", "escape", "f1", "t". */
  keys: string;
  handler: (event: KeyboardEvent) => void;
  /**
   * Whether it fires while the user types in a field. Default: false for bare printable keys (T, L), true for
   * combos with Ctrl/Cmd/Alt and for named keys (Escape, F1) — Ctrl+K must work from inside the search box.
   */
  allowWhileTyping?: boolean;
  /** Default true. */
  preventDefault?: boolean;
  enabled?: boolean;
}

const NON_TEXT_INPUTS = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
  "range",
  "color",
  "file",
  "image",
]);

/** True when the keyboard event comes from a place where letters are text: inputs, textareas, editables. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== "string") return false;
  const element = target as HTMLElement;
  const tag = element.tagName;
  if (tag === "INPUT") return !NON_TEXT_INPUTS.has((element as HTMLInputElement).type);
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (element.isContentEditable || element.getAttribute("contenteditable") === "true") return true;
  const role = element.getAttribute("role");
  return role === "textbox" || role === "searchbox" || role === "combobox";
}

interface ParsedCombo {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const ALIASES: Record<string, string> = { esc: "escape", space: " ", return: "enter" };

export function parseCombo(combo: string): ParsedCombo {
  const parts = combo
    .toLowerCase()
    .split("+")
    .map((part) => part.trim());
  const key = parts.pop() ?? "";
  return {
    key: ALIASES[key] ?? key,
    mod: parts.includes("mod"),
    ctrl: parts.includes("ctrl"),
    meta: parts.includes("meta") || parts.includes("cmd"),
    alt: parts.includes("alt"),
    shift: parts.includes("shift"),
  };
}

/** Whether the event matches one combo. `mod` is Ctrl or Cmd, so Ctrl+K and Cmd+K both focus search. */
export function matchesCombo(event: KeyboardEvent, combo: string): boolean {
  const parsed = parseCombo(combo);
  if ((event.key ?? "").toLowerCase() !== parsed.key) return false;
  if (parsed.mod) {
    if (!(event.ctrlKey || event.metaKey)) return false;
  } else {
    if (event.ctrlKey !== parsed.ctrl || event.metaKey !== parsed.meta) return false;
  }
  if (event.altKey !== parsed.alt) return false;
  if (parsed.shift && !event.shiftKey) return false;
  return true;
}

const isBarePrintable = (combo: string) => {
  const parsed = parseCombo(combo);
  return parsed.key.length === 1 && !parsed.mod && !parsed.ctrl && !parsed.meta && !parsed.alt;
};

/** Binds shortcuts on `document` for the lifetime of the component; bare letters are ignored while typing. */
export function useShortcuts(
  shortcuts: Shortcut[],
  options: { enabled?: boolean; target?: EventTarget } = {},
) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const enabled = options.enabled ?? true;
  const target = options.target;

  useBindingEffect(() => {
    if (!enabled) return;
    const host = target ?? globalThis.document;
    if (!host) return;
    const onKeyDown = (event: Event) => {
      const keyboardEvent = event as KeyboardEvent;
      if (keyboardEvent.defaultPrevented || keyboardEvent.isComposing) return;
      const typing = isTypingTarget(keyboardEvent.target);
      for (const shortcut of latest.current) {
        if (shortcut.enabled === false) continue;
        for (const combo of shortcut.keys.split(",")) {
          if (!combo.trim() || !matchesCombo(keyboardEvent, combo)) continue;
          const allowWhileTyping = shortcut.allowWhileTyping ?? !isBarePrintable(combo);
          if (typing && !allowWhileTyping) continue;
          if (shortcut.preventDefault !== false) keyboardEvent.preventDefault();
          shortcut.handler(keyboardEvent);
          return;
        }
      }
    };
    host.addEventListener("keydown", onKeyDown);
    return () => host.removeEventListener("keydown", onKeyDown);
  }, [enabled, target]);
}
