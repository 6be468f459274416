import { useEffect, useState } from "react";

/**
 * `value` as it was `delayMs` after its last change. No timer runs while nothing is pending, and
 * the pending one is cleared on every change and on unmount (fake-timer friendly).
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, settled, delayMs]);
  return settled;
}
