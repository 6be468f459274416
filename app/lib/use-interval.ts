import { useEffect, useRef } from "react";

/**
 * Calls `callback` every `delayMs` while `delayMs` is a number; `null` stops it. The timer is
 * cleared on stop and on unmount, and the latest callback is always the one called, so a demo's
 * step function can read fresh state without restarting the timer. Works with fake timers.
 */
export function useInterval(callback: () => void, delayMs: number | null): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => {
    if (delayMs === null) return;
    const id = setInterval(() => latest.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs]);
}
