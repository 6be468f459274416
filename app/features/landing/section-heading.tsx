import { reveal } from "~/components/reveal-on-scroll";

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
};

/** The h2 and intro every landing section opens with, centred, animating in first. */
export function SectionHeading({ id, eyebrow, title, intro, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div {...reveal(0)} className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p
          className={
            "text-sm font-semibold tracking-wide uppercase " + (dark ? "text-teal-300" : "text-teal-700")
          }
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={
          "mt-2 text-3xl font-bold tracking-tight sm:text-4xl " + (dark ? "text-white" : "text-slate-900")
        }
      >
        {title}
      </h2>
      {intro ? (
        <p className={"mt-4 text-lg " + (dark ? "text-slate-300" : "text-slate-600")}>{intro}</p>
      ) : null}
    </div>
  );
}
