import { getFormProps } from "@conform-to/react";
import { ChevronLeft, ChevronRight, Heart } from "lucide-react";
import { useState } from "react";
import { Link, useActionData, useFetcher, useLocation, useNavigate, useSearchParams } from "react-router";

import { ActionMessage } from "~/components/action-message";
import { ProgressBar } from "~/components/ui/progress-bar";
import {
  SHOE_PARAM,
  galleryHref,
  keyToDelta,
  shoeIndexFromParam,
  slideAnnouncement,
  wrapIndex,
} from "~/features/elegance/gallery-carousel";
import { SHOE_DESCRIPTIONS } from "~/features/elegance/gallery-descriptions";
import { GALLERY_SHOES, type GalleryShoeId } from "~/features/elegance/gallery-shoes";
import {
  WISHLIST_INTENT,
  type WishlistAnswer,
  wishlistFormSchema,
  wishlistSignInHref,
} from "~/features/elegance/wishlist";
import { useSchemaForm } from "~/lib/conform-forms";
import { useOptionalUser } from "~/lib/session";

import { ShoeIllustration } from "./shoe-illustration";
import { focusRing, primaryButtonClassName, secondaryButtonClassName } from "./styles";

const RATINGS = [
  ["comfort", "Comfort"],
  ["elegance", "Elegance"],
  ["stability", "Stability"],
] as const;

/**
 * The Gallery tab: a carousel of the four shoes, wrapping both ways. The shown shoe is in the URL
 * (`?tab=gallery&shoe=N`), so Previous and Next are links that work before any script runs; with
 * JavaScript they, and the arrow keys, switch in place. "Add to Wishlist" is a form posting to the
 * page's action: stored for a signed-in visitor, a sign-in prompt for anyone else. `wishlist` is
 * the signed-in visitor's saved shoes, from the loader.
 */
export function GalleryPanel({ wishlist }: { wishlist: readonly GalleryShoeId[] }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useOptionalUser() !== null;
  const fetcher = useFetcher<WishlistAnswer>();
  // Without JavaScript the form posts to the page itself, and its answer is the page's.
  const posted = useActionData<WishlistAnswer>();
  const answer = fetcher.data ?? posted;
  // Hidden fields only: the schema refuses nothing the buttons send, and the answer is its message.
  const [form] = useSchemaForm(wishlistFormSchema, { id: "wishlist-form", lastResult: answer?.result });

  const count = GALLERY_SHOES.length;
  // The shown shoe is state, and the address follows it. Once the page is live only this gallery
  // changes `shoe` (Previous, Next and the arrow keys all step here), so nothing flows back from the
  // address: a step reads the shoe on screen, never an address whose navigation is still under way
  // (two presses inside one navigation used to land one shoe short). Another `shoe` in the address
  // means a new page load or a new mount, which start from it.
  const [index, setIndex] = useState(() => shoeIndexFromParam(searchParams.get(SHOE_PARAM), count));
  const shoe = GALLERY_SHOES[index]!;
  const hrefFor = (delta: number) => galleryHref(pathname, searchParams, wrapIndex(index, delta, count));
  const isWished = signedIn && wishlist.includes(shoe.id);
  const step = (delta: number) => {
    const next = wrapIndex(index, delta, count);
    setIndex(next);
    void navigate(galleryHref(pathname, searchParams, next), { replace: true, preventScrollReset: true });
  };
  // Before hydration the links load the next page from the server; after it they step in place.
  const stepOnClick = (delta: number) => (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    step(delta);
  };

  return (
    <div>
      <h2 className="text-2xl font-bold text-slate-900">Elegance Gallery</h2>
      <p className="mt-2 max-w-2xl text-slate-600">
        Four beta designs, each tuned for its occasion. Use Previous and Next, or the arrow keys when the
        gallery has focus.
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
            <fetcher.Form {...getFormProps(form)} method="post" action={hrefFor(0)} className="mt-5">
              <input type="hidden" name="intent" value={WISHLIST_INTENT} />
              <input type="hidden" name="shoe" value={shoe.id} />
              <input type="hidden" name="op" value={isWished ? "remove" : "add"} />
              <button
                type="submit"
                aria-pressed={signedIn ? isWished : undefined}
                disabled={fetcher.state !== "idle"}
                className={`w-full sm:w-auto ${isWished ? secondaryButtonClassName : primaryButtonClassName}`}
              >
                <Heart
                  aria-hidden="true"
                  className={`size-4 ${isWished ? "fill-rose-700 text-rose-700" : ""}`}
                />
                {isWished ? "On Your Wishlist" : "Add to Wishlist"}
              </button>
            </fetcher.Form>
            <ActionMessage message={answer?.message} className="mt-3" />
            {signedIn ? null : (
              <p className="mt-3 text-sm text-slate-600">
                <Link
                  to={wishlistSignInHref(hrefFor(0))}
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
          <Link to={hrefFor(-1)} onClick={stepOnClick(-1)} className={secondaryButtonClassName}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Link>
          <ol className="flex gap-2" aria-hidden="true">
            {GALLERY_SHOES.map((s, i) => (
              <li
                key={s.id}
                className={`size-2.5 rounded-full ${i === index ? "bg-rose-700" : "bg-slate-300"}`}
              />
            ))}
          </ol>
          <Link to={hrefFor(1)} onClick={stepOnClick(1)} className={secondaryButtonClassName}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </div>
  );
}
