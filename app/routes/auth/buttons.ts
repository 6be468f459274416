/** The /auth page's button looks: the primary submit and the secondary Google button. */
export const primaryButtonClassName =
  "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-6 py-3 text-base " +
  "font-semibold text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-70";

export const secondaryButtonClassName =
  "inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-6 " +
  "py-3 text-base font-semibold text-slate-900 shadow-sm hover:border-teal-700 hover:bg-slate-50 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 " +
  "disabled:cursor-not-allowed disabled:opacity-70";
