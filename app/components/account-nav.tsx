import { Link } from "react-router";

/**
 * The account end of the navigation bar. Signed out, it offers the waitlist and sign-in; the
 * accounts issue adds the signed-in variant (demo button, avatar menu, Sign Out) here, chosen
 * by the user the root loader will provide.
 */
export function AccountNav() {
  return (
    <>
      <a
        href="/#waitlist"
        className="rounded-md px-3 py-2 text-sm font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50"
      >
        Join Waitlist
      </a>
      <Link
        to="/auth"
        className="rounded-md bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800"
      >
        Sign In
      </Link>
    </>
  );
}

export function MobileAccountNav({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex flex-col gap-2">
      <a
        href="/#waitlist"
        onClick={onNavigate}
        className="rounded-md px-3 py-2 text-center text-base font-semibold text-teal-800 ring-1 ring-teal-700"
      >
        Join Waitlist
      </a>
      <Link
        to="/auth"
        onClick={onNavigate}
        className="rounded-md bg-teal-700 px-3 py-2 text-center text-base font-semibold text-white"
      >
        Sign In
      </Link>
    </div>
  );
}
