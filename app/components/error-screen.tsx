/**
 * What the error screen says: the not-found texts for a 404 (docs/product.md, Not-found page), one plain message
 * for every other status, which never names the cause.
 */
export function errorScreenText(status: number): { heading: string; hint: string } {
  return status === 404
    ? { heading: "404 Page Not Found", hint: "Did you forget to add the page to the router?" }
    : { heading: "Something went wrong", hint: "Please try again in a moment." };
}

/**
 * The one error screen, for every status: the not-found route renders it inside the app (below the
 * site header), and the root error boundary renders it below a header of its own.
 */
export function ErrorScreen({ status }: { status: number }) {
  const { heading, hint } = errorScreenText(status);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-slate-50 px-6 pt-16"
    >
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-4 text-sm text-slate-600">{hint}</p>
        <a className="mt-6 inline-block font-semibold text-teal-700 underline" href="/">
          Back to the home page
        </a>
      </div>
    </main>
  );
}
