import { useEffect } from "react";

import { toast } from "~/components/ui/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import type { ToastInput } from "~/vocabulary";

/**
 * What a route action (or a notice in the URL) has to say. Without JavaScript it is a message on
 * the page, where the visitor's request landed; once React runs it becomes a toast (docs/product.md,
 * Toasts) instead, shown once for each new message object.
 */
export function ActionMessage({
  message,
  className = "",
}: {
  message: ToastInput | undefined;
  className?: string;
}) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && message) toast(message);
  }, [hydrated, message]);
  if (hydrated || !message) return null;
  const destructive = message.variant === "destructive";
  return (
    <p
      role={destructive ? "alert" : "status"}
      className={
        "rounded-md p-4 text-sm font-medium " +
        (destructive ? "bg-red-50 text-red-800" : "bg-teal-50 text-teal-900") +
        ` ${className}`
      }
    >
      <strong>{message.title}</strong> {message.description}
    </p>
  );
}
