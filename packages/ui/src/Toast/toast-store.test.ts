import { describe, expect, it } from "vitest";
import {
  reducer,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type ToasterToast,
  type ToastState,
} from "./toast-store";

const t = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  title: `Toast ${id}`,
  open: true,
  ...extra,
});
const empty: ToastState = { toasts: [] };

describe("toast constants", () => {
  it("match the spec", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(TOAST_HOTKEY).toEqual(["F8"]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});

describe("toast reducer", () => {
  it("adds a toast", () => {
    const state = reducer(empty, { type: "ADD_TOAST", toast: t("1") });
    expect(state.toasts).toEqual([t("1")]);
  });

  it("keeps at most one toast: the newest replaces the older", () => {
    const one = reducer(empty, { type: "ADD_TOAST", toast: t("1") });
    const two = reducer(one, { type: "ADD_TOAST", toast: t("2") });
    expect(two.toasts.map((x) => x.id)).toEqual(["2"]);
  });

  it("updates only the matching toast", () => {
    const state = { toasts: [t("1")] };
    const next = reducer(state, { type: "UPDATE_TOAST", toast: { id: "1", title: "Updated" } });
    expect(next.toasts[0]).toMatchObject({ id: "1", title: "Updated", open: true });
    expect(reducer(state, { type: "UPDATE_TOAST", toast: { id: "x", title: "Nope" } }).toasts[0]?.title).toBe(
      "Toast 1",
    );
  });

  it("dismisses one toast by id (closes it, keeps it for the exit animation)", () => {
    const state = { toasts: [t("1"), t("2")] };
    const next = reducer(state, { type: "DISMISS_TOAST", toastId: "2" });
    expect(next.toasts.map((x) => [x.id, x.open])).toEqual([
      ["1", true],
      ["2", false],
    ]);
  });

  it("dismisses all toasts without an id", () => {
    const next = reducer({ toasts: [t("1"), t("2")] }, { type: "DISMISS_TOAST" });
    expect(next.toasts.every((x) => x.open === false)).toBe(true);
  });

  it("removes one toast by id, or all without an id", () => {
    const state = { toasts: [t("1"), t("2")] };
    expect(reducer(state, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((x) => x.id)).toEqual(["2"]);
    expect(reducer(state, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  it("does not mutate the previous state", () => {
    const state = { toasts: [t("1")] };
    reducer(state, { type: "DISMISS_TOAST" });
    expect(state.toasts[0]?.open).toBe(true);
  });
});
