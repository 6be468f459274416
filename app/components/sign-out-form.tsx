import type { ReactNode } from "react";
import { Form } from "react-router";

/**
 * The one way to sign out: a form posting to /sign-out (routes/sign-out.ts). Without JavaScript the
 * browser posts it and follows the redirect; with it, React Router does the same in place and the
 * notice on / becomes the "Signed out" toast.
 */
export function SignOutForm({
  className,
  buttonClassName,
  children,
}: {
  className?: string;
  buttonClassName: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/sign-out" className={className}>
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </Form>
  );
}
