import { Pause, Play } from "lucide-react";
import { useState, useSyncExternalStore } from "react";

import { SPIN_TICK_MS, nextAngle } from "~/features/designer/rules";
import { useInterval } from "~/lib/use-interval";

import { focusRing } from "./styles";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Reads the preference in the browser and follows its changes; null in the server's HTML and
 * until the scripts run, when nothing moves and there is nothing to pause.
 */
function usePrefersReducedMotion(): boolean | null {
  return useSyncExternalStore(
    subscribeToMotion,
    () => typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches,
    () => null,
  );
}

/**
 * The spinning foot model: an inline SVG turned one degree every 50 ms by JavaScript, a decoration.
 * Still when the visitor asks for reduced motion, and it can be paused (WCAG 2.2.2). Without
 * JavaScript it stands still, so its pause button appears only once the scripts run: a visible
 * button always works.
 */
export function FootModel() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [angle, setAngle] = useState(0);
  const spinning = reducedMotion === false && !paused;
  useInterval(() => setAngle(nextAngle), spinning ? SPIN_TICK_MS : null);

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex size-48 items-center justify-center rounded-full bg-gradient-to-br from-rose-50 to-slate-100">
        <svg
          role="img"
          aria-label="Foot model"
          data-angle={angle}
          viewBox="0 0 120 120"
          className="size-36"
          style={{ transform: `rotate(${angle}deg)` }}
        >
          <ellipse cx="60" cy="38" rx="20" ry="26" fill="#fecdd3" stroke="#be123c" strokeWidth="2" />
          <ellipse cx="60" cy="82" rx="16" ry="24" fill="#fecdd3" stroke="#be123c" strokeWidth="2" />
          <rect x="50" y="56" width="20" height="10" fill="#fecdd3" />
          {[0, 1, 2, 3, 4].map((toe) => (
            <circle
              key={toe}
              cx={44 + toe * 8}
              cy={toe === 0 ? 10 : 12 + toe}
              r={toe === 0 ? 5 : 4}
              fill="#fda4af"
            />
          ))}
          <path d="M48 40 Q60 52 72 40" fill="none" stroke="#9f1239" strokeWidth="2" strokeDasharray="3 3" />
          <circle cx="60" cy="86" r="5" fill="#9f1239" />
        </svg>
      </div>
      {reducedMotion === null ? (
        // As tall as what replaces it once the scripts run: no shift.
        <div className="min-h-9" />
      ) : reducedMotion ? (
        <p className="flex min-h-9 items-center text-xs text-slate-600">
          Held still: your device asks for reduced motion.
        </p>
      ) : (
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className={`inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-xs font-semibold text-slate-700 hover:text-slate-900 ${focusRing}`}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          Pause rotation
        </button>
      )}
    </div>
  );
}
