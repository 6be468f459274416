import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";

/**
 * The one way to sign out: a form posting to /sign-out (app/features/auth/sign-out.route.ts). Without JavaScript the
 * browser posts it and follows the redirect; with it, React Router does the same in place and the
 * notice on / becomes the "Signed out" toast.
 */
export function SignOutForm({
  className,
  buttonClassName,
  buttonProps,
  children,
}: {
  className?: string;
  buttonClassName: string;
  /** More attributes for the button, e.g. a menu item's role (avatar-menu.tsx). */
  buttonProps?: Omit<ComponentProps<"button">, "type" | "className" | "children">;
  children: ReactNode;
}) {
  return (
    <Form method="post" action="/sign-out" className={className}>
      <button type="submit" className={buttonClassName} {...buttonProps}>
        {children}
      </button>
    </Form>
  );
}
