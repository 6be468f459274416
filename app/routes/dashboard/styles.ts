/** The dashboard's shared looks. */
export const cardClassName = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

export const primaryButtonClassName =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2.5 text-sm font-semibold " +
  "text-white shadow-sm hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 " +
  "focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-70";

export const secondaryButtonClassName =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 " +
  "text-sm font-semibold text-slate-900 shadow-sm hover:border-teal-700 hover:text-teal-800 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 " +
  "disabled:cursor-not-allowed disabled:opacity-70";
