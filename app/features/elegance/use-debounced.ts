import { useEffect, useState } from "react";

/**
 * `value` as it was `delayMs` after its last change, where `equal` says what counts as a change
 * (a form read twice gives equal values in new objects). No timer runs while nothing is pending,
 * and the pending one is cleared on every change and on unmount (fake-timer friendly).
 */
export function useDebounced<T>(value: T, delayMs: number, equal: (a: T, b: T) => boolean = Object.is): T {
  const [settled, setSettled] = useState(value);
  const pending = !equal(settled, value);
  useEffect(() => {
    if (!pending) return;
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, pending, delayMs]);
  return settled;
}
