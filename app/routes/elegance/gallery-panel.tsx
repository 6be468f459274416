import { ChevronLeft, ChevronRight, Heart } from "lucide-react";
import { Link } from "react-router";

import { ProgressBar } from "~/components/ui/progress-bar";
import { keyToDelta, slideAnnouncement, wrapIndex } from "~/features/gallery/carousel";
import { SHOE_DESCRIPTIONS } from "~/features/gallery/descriptions";
import { GALLERY_SHOES } from "~/features/gallery/shoes";
import { WISHLIST_SIGN_IN_HREF } from "~/features/gallery/wishlist";
import { useHydrated } from "~/lib/use-hydrated";

import { ShoeIllustration } from "./shoe-illustration";
import { focusRing, primaryButtonClassName, secondaryButtonClassName } from "./styles";
import type { Wishlist } from "./use-wishlist";

const RATINGS = [
  ["comfort", "Comfort"],
  ["elegance", "Elegance"],
  ["stability", "Stability"],
] as const;

/**
 * The Gallery tab: a carousel of the four shoes, wrapping both ways, by buttons or arrow keys. The
 * index and the wishlist live in the page, so they survive a switch of tabs.
 */
export function GalleryPanel({
  index,
  setIndex,
  wishlist,
}: {
  index: number;
  setIndex: (update: (current: number) => number) => void;
  wishlist: Wishlist;
}) {
  // Buttons that need JavaScript wait for it, so an early click is never lost.
  const disabled = !useHydrated();
  const { signedIn, wished, pendingId, toggle } = wishlist;
  const shoe = GALLERY_SHOES[index]!;
  const count = GALLERY_SHOES.length;
  const isWished = wished.includes(shoe.id);
  const step = (delta: number) => setIndex((current) => wrapIndex(current, delta, count));

  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">Elegance Gallery</h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Four beta designs, each tuned for its occasion. Use the buttons, or the arrow keys when the gallery
        has focus.
      </p>
      <section
        aria-roledescription="carousel"
        aria-label="Shoe gallery"
        tabIndex={0}
        onKeyDown={(event) => {
          const delta = keyToDelta(event.key);
          if (delta === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          step(delta);
        }}
        className={`mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${focusRing}`}
      >
        <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-slate-600">
          {slideAnnouncement(index, count, shoe.name)}
        </p>
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          className="mt-4 grid items-center gap-6 md:grid-cols-2"
        >
          <div className="flex justify-center rounded-xl bg-gradient-to-br from-rose-50 to-slate-100 p-4">
            <ShoeIllustration shoe={shoe} />
          </div>
          <div>
            <h3 className="text-xl font-bold text-slate-900">{shoe.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{SHOE_DESCRIPTIONS[shoe.id]}</p>
            <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
              {(
                [
                  ["Style", shoe.style],
                  ["Height", `${shoe.heightInches} in`],
                  ["Occasion", shoe.occasion],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs font-semibold text-slate-600">{term}</dt>
                  <dd className="font-semibold text-slate-900 first-letter:uppercase">{value}</dd>
                </div>
              ))}
            </dl>
            <dl className="mt-4 grid gap-3">
              {RATINGS.map(([key, label]) => (
                <div key={key} className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
                  <dt className="font-semibold text-slate-800">{label}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{shoe[key]}%</dd>
                  <dd className="col-span-2">
                    <ProgressBar
                      value={shoe[key]}
                      label={`${shoe.name} ${label}`}
                      barClassName="bg-rose-700"
                    />
                  </dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              aria-pressed={signedIn ? isWished : undefined}
              disabled={disabled || pendingId === shoe.id}
              onClick={() => void toggle(shoe)}
              className={`mt-5 w-full sm:w-auto ${isWished ? secondaryButtonClassName : primaryButtonClassName}`}
            >
              <Heart
                aria-hidden="true"
                className={`size-4 ${isWished ? "fill-rose-700 text-rose-700" : ""}`}
              />
              {isWished ? "On Your Wishlist" : "Add to Wishlist"}
            </button>
            {signedIn ? null : (
              <p className="mt-3 text-sm text-slate-600">
                <Link
                  to={WISHLIST_SIGN_IN_HREF}
                  className={`font-semibold text-rose-800 underline ${focusRing}`}
                >
                  Sign in to save your wishlist
                </Link>{" "}
                and find it again on any device.
              </p>
            )}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            disabled={disabled}
            onClick={() => step(-1)}
            className={secondaryButtonClassName}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </button>
          <ol className="flex gap-2" aria-hidden="true">
            {GALLERY_SHOES.map((s, i) => (
              <li
                key={s.id}
                className={`size-2.5 rounded-full ${i === index ? "bg-rose-700" : "bg-slate-300"}`}
              />
            ))}
          </ol>
          <button
            type="button"
            disabled={disabled}
            onClick={() => step(1)}
            className={secondaryButtonClassName}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </section>
    </div>
  );
}
