import {
  Circle,
  CircleCheck,
  Footprints,
  LoaderCircle,
  type LucideIcon,
  Play,
  ShieldCheck,
  TrendingDown,
  Zap,
} from "lucide-react";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { ADAPTIQ_FIELDS, RUN_SIMULATION } from "~/features/adaptiq/form";
import {
  SIMULATION_RESULT,
  SIMULATION_STEPS,
  SIMULATION_TICK_MS,
  type SimulationState,
  type StepState,
  formatChange,
  startSimulation,
  stepStates,
  tickSimulation,
} from "~/features/adaptiq/simulation";
import { findSport, type AdaptiqSportId } from "~/features/adaptiq/sports";
import { useInterval } from "~/lib/use-interval";

import { cardClassName } from "~/components/ui/styles";

import { CheckedSportName } from "./sport-picker";

const RESULT_ICONS: Record<(typeof SIMULATION_RESULT)[number]["label"], LucideIcon> = {
  "Energy Return": Zap,
  Stability: ShieldCheck,
  Traction: Footprints,
  "Impact Force": TrendingDown,
};

const STEP_LOOKS: Record<StepState, { icon: LucideIcon; text: string; className: string }> = {
  done: { icon: CircleCheck, text: "Done", className: "text-teal-700" },
  current: { icon: LoaderCircle, text: "In progress", className: "text-teal-700 motion-safe:animate-spin" },
  pending: { icon: Circle, text: "Waiting", className: "text-slate-400" },
};

const resultSummary = SIMULATION_RESULT.map((r) => `${formatChange(r.change)} ${r.label}`).join(", ");

/**
 * The run with JavaScript: `start` resets to 0, a tick every 300 ms adds 5 to 20, and at 100 the
 * fixed result shows. `initial` is the server's state (finished when Start was submitted without
 * JavaScript); `random` is injectable so tests are exact.
 */
export function useSimulation(initial: SimulationState, random: () => number = Math.random) {
  const [simulation, setSimulation] = useState(initial);
  // An updater, so ticks that fire before React re-renders (a busy tab, fake timers) each build on the last.
  useInterval(
    () => setSimulation((current) => tickSimulation(current, random)),
    simulation.phase === "running" ? SIMULATION_TICK_MS : null,
  );
  return { simulation, start: () => setSimulation(startSimulation()) };
}

/**
 * The simulation card, inside the page's form: Start is that form's submit button. Without
 * JavaScript it sends the form and the server shows the finished run; with it the page's
 * onSubmit runs `useSimulation`'s start instead. `sportId` is the live choice, for the announcement.
 */
export function Simulator({ simulation, sportId }: { simulation: SimulationState; sportId: AdaptiqSportId }) {
  const running = simulation.phase === "running";
  const announcement =
    simulation.phase === "running"
      ? `Simulation started for ${findSport(sportId).name}.`
      : simulation.phase === "complete"
        ? `Simulation complete: ${resultSummary}.`
        : "";

  return (
    <section aria-labelledby="simulation-heading" className={cardClassName}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="simulation-heading" className="text-xl font-bold text-slate-900">
            Run the Simulation
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            AdaptIQ reads your stride for <CheckedSportName /> and tunes the sole in four steps.
          </p>
        </div>
        <Button type="submit" name={ADAPTIQ_FIELDS.simulation} value={RUN_SIMULATION} disabled={running}>
          {running ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {running ? "Simulating..." : "Start AdaptIQ Simulation"}
        </Button>
      </div>

      <div className="mt-6">
        <div className="flex justify-between text-sm">
          <span className="font-medium text-slate-700">Simulation progress</span>
          <span className="font-semibold text-slate-900 tabular-nums">{simulation.progress}%</span>
        </div>
        <ProgressBar value={simulation.progress} label="Simulation progress" className="mt-1.5" />
      </div>

      <ol aria-label="Simulation steps" className="mt-6 grid gap-3 sm:grid-cols-2">
        {stepStates(simulation).map((state, i) => {
          const look = STEP_LOOKS[state];
          const Icon = look.icon;
          return (
            <li
              key={SIMULATION_STEPS[i]}
              data-state={state}
              className="flex items-center gap-3 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
            >
              <Icon aria-hidden="true" className={`size-5 flex-none ${look.className}`} />
              <span className="flex-1 text-sm font-medium text-slate-900">{SIMULATION_STEPS[i]}</span>
              <span className="text-xs font-semibold text-slate-600">{look.text}</span>
            </li>
          );
        })}
      </ol>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {simulation.phase === "complete" ? (
        <div className="mt-8">
          <h3 className="text-lg font-semibold text-slate-900">Your Optimized Configuration</h3>
          <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {SIMULATION_RESULT.map((result) => {
              const Icon = RESULT_ICONS[result.label];
              return (
                <li key={result.label} className="rounded-xl bg-teal-50 p-4 text-center ring-1 ring-teal-100">
                  <Icon aria-hidden="true" className="mx-auto size-6 text-teal-700" />
                  <p className="mt-2 text-2xl font-bold text-teal-800 tabular-nums">
                    {formatChange(result.change)}
                  </p>
                  <p className="mt-1 text-sm font-medium text-slate-700">{result.label}</p>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
