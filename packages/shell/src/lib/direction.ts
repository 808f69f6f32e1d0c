import { type RefObject, useLayoutEffect, useState } from "react";

export type Direction = "ltr" | "rtl";

/** The element's writing direction as the browser computes it (a `dir` on any ancestor counts). */
export function readDirection(element: Element | null | undefined): Direction {
  if (!element) return "ltr";
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction;
  if (computed === "rtl" || computed === "ltr") return computed;
  // No computed styles (jsdom, a detached element): the nearest `dir` attribute decides.
  return element.closest("[dir]")?.getAttribute("dir")?.toLowerCase() === "rtl" ? "rtl" : "ltr";
}

/**
 * The writing direction at `ref`, kept up to date when a `dir` attribute changes anywhere in the document.
 * Radix/floating-ui place popups by physical side ("left"/"right"); this lets side-positioned popups use a
 * logical one (see `inlineEndSide`).
 */
export function useDirection(ref: RefObject<Element | null>): Direction {
  const [direction, setDirection] = useState<Direction>("ltr");
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setDirection(readDirection(element));
    update();
    if (typeof MutationObserver !== "function") return;
    const observer = new MutationObserver(update);
    observer.observe(element.ownerDocument, { attributes: true, attributeFilter: ["dir"], subtree: true });
    return () => observer.disconnect();
  }, [ref]);
  return direction;
}

/**
 * Where the document's direction is read: `<body>`, where dialogs, popovers and menus are portaled (a `dir` on
 * `<html>` or `<body>` counts). A ref-like object, so `useDirection` reads it when its effect runs.
 */
const documentDirectionTarget: RefObject<Element | null> = {
  get current() {
    return typeof document === "undefined" ? null : (document.body ?? document.documentElement);
  },
};

/** The document's writing direction, kept up to date when a `dir` attribute changes (e.g. on `<html>`). */
export const useDocumentDirection = (): Direction => useDirection(documentDirectionTarget);

/** The physical side at the inline end: right in left-to-right text, left in right-to-left text. */
export const inlineEndSide = (direction: Direction): "left" | "right" =>
  direction === "rtl" ? "left" : "right";
