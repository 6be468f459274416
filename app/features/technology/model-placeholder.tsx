import { Box } from "lucide-react";

import { PRODUCT_NAME } from "~/lib/product";

/**
 * Where the interactive 3D model will go. Until it exists this is a static illustration with a
 * caption that says so: nothing here looks like, or is, a control.
 */
export function ModelPlaceholder() {
  return (
    <section aria-labelledby="model-heading" className="mt-16">
      <h2 id="model-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Inside the Shoe
      </h2>
      <figure className="mt-6 overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 to-teal-900 p-6 sm:p-10">
        <div className="relative mx-auto aspect-[16/9] max-w-3xl">
          <svg viewBox="0 0 640 360" aria-hidden="true" className="h-full w-full">
            <g className="motion-safe:animate-pulse">
              <ellipse cx="320" cy="300" rx="230" ry="18" fill="#0f766e" opacity="0.35" />
            </g>
            {/* Upper */}
            <path
              d="M120 230 C 130 150, 210 120, 290 130 C 340 136, 370 170, 420 180 C 480 192, 530 200, 540 240 L 540 250 L 120 250 Z"
              fill="#e2e8f0"
            />
            <path d="M290 130 C 320 160, 330 200, 320 250" stroke="#94a3b8" strokeWidth="4" fill="none" />
            {/* Base with the click-lock plate */}
            <rect x="115" y="248" width="430" height="16" rx="8" fill="#14b8a6" />
            <circle cx="200" cy="256" r="4" fill="#0f172a" />
            <circle cx="460" cy="256" r="4" fill="#0f172a" />
            {/* Swappable sole, drawn slightly apart from the base */}
            <rect x="110" y="276" width="440" height="22" rx="11" fill="#334155" />
            <path
              d="M140 298 l 12 8 M190 298 l 12 8 M240 298 l 12 8 M290 298 l 12 8 M340 298 l 12 8 M390 298 l 12 8 M440 298 l 12 8 M490 298 l 12 8"
              stroke="#64748b"
              strokeWidth="4"
            />
            {/* Sensor layer */}
            <g fill="#5eead4">
              {Array.from({ length: 8 }, (_, i) => (
                <circle key={i} cx={170 + i * 45} cy="240" r="3" />
              ))}
            </g>
          </svg>
        </div>
        <figcaption className="mt-6 text-center">
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/30">
            <Box aria-hidden="true" className="size-4" />
            Interactive 3D model coming soon
          </span>
          <span className="mx-auto mt-3 block max-w-xl text-slate-200">
            Soon you will be able to turn the {PRODUCT_NAME} shoe in 3D and take it apart layer by layer.
            Until then, this illustration shows the upper, the sensor layer, the click-lock base and a
            swappable sole.
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
