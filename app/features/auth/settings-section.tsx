import type { ReactNode } from "react";

import { cardClassName } from "~/components/ui/styles";

/** One section of the settings page: a card with its h2 and a line on what it does. */
export function SettingsSection({
  id,
  title,
  intro,
  children,
  tone = "plain",
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  tone?: "plain" | "danger";
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`mt-6 ${cardClassName} ${tone === "danger" ? "border-red-200" : ""}`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
