import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Reveals every `[data-reveal]` element the first time it scrolls into view (the CSS in app.css
 * animates it, and does nothing under prefers-reduced-motion). One observer for the whole page.
 */
export function RevealOnScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    const pending = document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-revealed])");
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
      { rootMargin: "0px 0px -10% 0px" },
    );
    pending.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pathname]);
  return null;
}

/** Props that make an element animate in, `index` places of 0.2 s after the first of its group. */
export function reveal(index = 0, stepSeconds = 0.2) {
  return { "data-reveal": "", style: { "--reveal-delay": `${index * stepSeconds}s` } as React.CSSProperties };
}
