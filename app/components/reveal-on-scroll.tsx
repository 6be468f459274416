import { useEffect } from "react";
import { useLocation } from "react-router";

import { InlineScript } from "./inline-script";

const PENDING = "[data-reveal]:not([data-revealed])";
const ROOT_MARGIN = "0px 0px -10% 0px";

/**
 * The first page's observer, inline at the end of the page (with its CSP nonce), so sections
 * appear as soon as they scroll into view instead of waiting, hidden, for React to hydrate. The
 * `js` class that hides them is set by an inline script too: both run, or neither does.
 */
const FIRST_PAGE_SCRIPT = `(function(){var p=document.querySelectorAll(${JSON.stringify(PENDING)});function s(e){e.setAttribute("data-revealed","")}if(!("IntersectionObserver" in window)){p.forEach(s);return}var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){s(e.target);o.unobserve(e.target)}})},{rootMargin:${JSON.stringify(ROOT_MARGIN)}});p.forEach(function(e){o.observe(e)})})()`;

/**
 * Reveals every `[data-reveal]` element the first time it scrolls into view (the CSS in app.css
 * animates it, and does nothing under prefers-reduced-motion). Rendered after the page's content:
 * the inline script covers the page the server sent; the effect, the pages React Router renders
 * after a navigation (and the first page again, harmlessly, should the script not have run).
 */
export function RevealOnScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    const pending = document.querySelectorAll<HTMLElement>(PENDING);
    if (!("IntersectionObserver" in window)) {
      pending.forEach((el) => el.setAttribute("data-revealed", ""));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute("data-revealed", "");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    pending.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pathname]);
  return <InlineScript code={FIRST_PAGE_SCRIPT} />;
}

/** Props that make an element animate in, `index` places of 0.2 s after the first of its group. */
export function reveal(index = 0, stepSeconds = 0.2) {
  return { "data-reveal": "", style: { "--reveal-delay": `${index * stepSeconds}s` } as React.CSSProperties };
}
