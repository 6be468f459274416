import { Mail, MapPin } from "lucide-react";
import { useRouteLoaderData } from "react-router";

import { CONTACT, FOOTER_LINKS, LEGAL_LINKS, SOCIAL_LINKS } from "~/lib/footer-links";
import { PRODUCT_NAME } from "~/lib/product";

import { SocialGlyph } from "./social-glyphs";

const link = "inline-block py-1 text-slate-300 hover:text-white hover:underline";

export function SiteFooter() {
  const year = useRouteLoaderData<{ year: number }>("root")?.year ?? new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            <p className="text-2xl font-extrabold tracking-tight text-white">{PRODUCT_NAME}</p>
            <p className="mt-3 max-w-sm">
              One shoe base, a detachable sole for every sport. Modular footwear, engineered to last.
            </p>
            <ul className="mt-6 flex gap-3">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.network}>
                  <a
                    href="#"
                    aria-label={social.label}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-teal-700"
                  >
                    <SocialGlyph network={social.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-label="Footer">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
            <ul className="mt-4 space-y-2">
              {FOOTER_LINKS.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={link}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
            <address className="mt-4 space-y-3 not-italic">
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-1.5 size-5 shrink-0 text-teal-300" />
                <a href={`mailto:${CONTACT.email}`} className={link}>
                  {CONTACT.email}
                </a>
              </p>
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-300" />
                <span>
                  {CONTACT.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
            </address>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_LINKS.map((item) => (
              <li key={item.label}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
