import { describe, expect, it } from "vitest";

import { createToastStore, toastReducer } from "./toast-store";

describe("toast store", () => {
  it("keeps one toast at a time, the newest", () => {
    const store = createToastStore(() => {});
    store.show({ title: "First" });
    store.show({ title: "Second", variant: "destructive" });
    expect(store.getSnapshot()).toEqual([
      { id: "2", title: "Second", description: undefined, variant: "destructive", open: true },
    ]);
  });

  it("closes a dismissed toast, then removes it after 1,000,000 ms", () => {
    const scheduled: Array<{ fn: () => void; ms: number }> = [];
    const store = createToastStore((fn, ms) => scheduled.push({ fn, ms }));
    const id = store.show({ title: "Saved", description: "Done." });
    store.dismiss(id);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    expect(scheduled.map((s) => s.ms)).toEqual([1_000_000]);
    scheduled[0]!.fn();
    expect(store.getSnapshot()).toEqual([]);
  });

  it("notifies subscribers until they unsubscribe", () => {
    const store = createToastStore(() => {});
    const seen: number[] = [];
    const unsubscribe = store.subscribe((toasts) => seen.push(toasts.length));
    store.show({ title: "One" });
    unsubscribe();
    store.show({ title: "Two" });
    expect(seen).toEqual([1]);
  });

  it("leaves other toasts alone when one is dismissed", () => {
    const state = [{ id: "a", title: "A", variant: "default" as const, open: true }];
    expect(toastReducer(state, { type: "dismiss", id: "b" })).toEqual(state);
  });
});
