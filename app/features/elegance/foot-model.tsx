import { Pause, Play } from "lucide-react";

import { SPIN_TICK_MS } from "~/features/elegance/designer-rules";

/** A full turn at one degree per tick (docs/product.md, AI Designer). */
const TURN_MS = 360 * SPIN_TICK_MS;

/**
 * The spinning foot model, a decoration: an inline SVG that CSS turns one degree every 50 ms
 * (`steps(360)` over a full turn, app.css), so it spins from first paint with or without
 * JavaScript and costs the main thread nothing (turned by React state, it was 20 renders a second).
 * "Pause rotation" is a native checkbox, so it works before and without JavaScript too (WCAG
 * 2.2.2). Under prefers-reduced-motion it stands still and says why instead.
 */
export function FootModel() {
  return (
    <div className="foot-model flex flex-col items-center gap-3">
      <div className="flex size-48 items-center justify-center rounded-full bg-gradient-to-br from-rose-50 to-slate-100">
        {/* The turn is on an HTML box around the SVG: the kind of box a browser animates on its
            compositor, off the main thread. */}
        <div className="foot-model-turn size-36" style={{ animationDuration: `${TURN_MS}ms` }}>
          <svg role="img" aria-label="Foot model" viewBox="0 0 120 120" className="size-36">
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
            <path
              d="M48 40 Q60 52 72 40"
              fill="none"
              stroke="#9f1239"
              strokeWidth="2"
              strokeDasharray="3 3"
            />
            <circle cx="60" cy="86" r="5" fill="#9f1239" />
          </svg>
        </div>
      </div>
      <label className="foot-model-pause group inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-xs font-semibold text-slate-700 hover:text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-rose-700">
        <input type="checkbox" className="sr-only" />
        <Pause aria-hidden="true" className="size-4 group-has-checked:hidden" />
        <Play aria-hidden="true" className="hidden size-4 group-has-checked:block" />
        Pause rotation
      </label>
      <p className="foot-model-still min-h-9 items-center text-xs text-slate-600">
        Held still: your device asks for reduced motion.
      </p>
    </div>
  );
}
