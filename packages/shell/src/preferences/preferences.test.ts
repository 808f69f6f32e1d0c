import { describe, expect, it, vi } from "vitest";
import { createLocalStoragePreferences, createMemoryPreferences } from "./preferences";

describe("createMemoryPreferences", () => {
  it("gets, sets, removes and notifies subscribers of that key only", () => {
    const store = createMemoryPreferences({ theme: "dark" });
    const onTheme = vi.fn();
    const onOther = vi.fn();
    store.subscribe("theme", onTheme);
    const off = store.subscribe("other", onOther);
    expect(store.get("theme")).toBe("dark");
    store.set("theme", "light");
    expect(store.get("theme")).toBe("light");
    store.remove("theme");
    expect(store.get("theme")).toBeUndefined();
    expect(onTheme).toHaveBeenCalledTimes(2);
    off();
    store.set("other", 1);
    expect(onOther).not.toHaveBeenCalled();
  });
});

describe("createLocalStoragePreferences", () => {
  it("stores JSON under the prefix", () => {
    localStorage.clear();
    const store = createLocalStoragePreferences();
    store.set("accessibility", { largeText: true });
    expect(localStorage.getItem("propledger:accessibility")).toBe('{"largeText":true}');
    expect(store.get("accessibility")).toEqual({ largeText: true });
    store.remove("accessibility");
    expect(localStorage.getItem("propledger:accessibility")).toBeNull();
  });

  it("reads unparsable values as undefined and survives a throwing storage", () => {
    localStorage.clear();
    localStorage.setItem("x:theme", "{not json");
    expect(createLocalStoragePreferences({ prefix: "x:" }).get("theme")).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    const store = createLocalStoragePreferences({ storage: broken });
    const cb = vi.fn();
    store.subscribe("theme", cb);
    expect(() => store.set("theme", "dark")).not.toThrow();
    expect(store.get("theme")).toBeUndefined();
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it("reports changes made in another tab", () => {
    localStorage.clear();
    const store = createLocalStoragePreferences();
    const cb = vi.fn();
    store.subscribe("theme", cb);
    localStorage.setItem("propledger:theme", '"dark"');
    window.dispatchEvent(new StorageEvent("storage", { key: "propledger:theme", storageArea: localStorage }));
    expect(cb).toHaveBeenCalledTimes(1);
    expect(store.get("theme")).toBe("dark");
  });
});
