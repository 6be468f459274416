/** The site's card and button looks, shared by every page (teal accent; white on teal-700 is 5.5:1). */
export const cardClassName = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";

export const primaryButtonClassName =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-semibold " +
  `text-white shadow-sm hover:bg-teal-800 ${focusRing} disabled:cursor-not-allowed disabled:opacity-70`;

export const secondaryButtonClassName =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 " +
  `text-sm font-semibold text-slate-900 shadow-sm hover:border-teal-700 hover:text-teal-800 ${focusRing} ` +
  "disabled:cursor-not-allowed disabled:opacity-70";
