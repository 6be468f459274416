/** The AdaptIQ simulation (docs/product.md, AdaptIQ demo): idle, running (a tick every 300 ms), complete. */
export const SIMULATION_TICK_MS = 300;
export const MIN_INCREMENT = 5;
export const MAX_INCREMENT = 20;
export const COMPLETE_AT = 100;

/**
 * One tick's progress: `progress + 5 + floor(random() * 16)`, where random() is in [0, 1), so the
 * increment is a whole number from 5 (random 0) to 20 (random just below 1). A faulty source that
 * returns 1 or more is capped at 20. The sum is not clamped here: see `shownProgress`.
 */
export function nextProgress(progress: number, random: () => number): number {
  const span = MAX_INCREMENT - MIN_INCREMENT + 1;
  const extra = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return progress + MIN_INCREMENT + extra;
}

export const isComplete = (progress: number) => progress >= COMPLETE_AT;

/** What the progress bar shows: never above 100. */
export const shownProgress = (progress: number) => Math.min(COMPLETE_AT, Math.max(0, progress));

export type SimulationPhase = "idle" | "running" | "complete";
export type SimulationState = { phase: SimulationPhase; progress: number };

export const IDLE_SIMULATION: SimulationState = { phase: "idle", progress: 0 };

/** The finished run, which the server shows when Start was submitted without JavaScript. */
export const COMPLETE_SIMULATION: SimulationState = { phase: "complete", progress: COMPLETE_AT };

/** Where the page starts: finished if Start was submitted, otherwise idle. */
export const initialSimulation = (simulated: boolean): SimulationState =>
  simulated ? COMPLETE_SIMULATION : IDLE_SIMULATION;

/** Starting (or restarting) resets progress to 0 and hides the previous result. */
export function startSimulation(): SimulationState {
  return { phase: "running", progress: 0 };
}

/** One 300 ms tick: rises by 5 to 20; at 100 or more it stops, complete, showing 100. */
export function tickSimulation(state: SimulationState, random: () => number): SimulationState {
  if (state.phase !== "running") return state;
  const progress = nextProgress(state.progress, random);
  return isComplete(progress)
    ? { phase: "complete", progress: shownProgress(progress) }
    : { phase: "running", progress };
}

/** The four named steps (docs/product.md, AdaptIQ demo), in order. */
export const SIMULATION_STEPS = [
  "Analyzing gait pattern",
  "Calculating optimal configuration",
  "Adjusting micro-tensioners",
  "Finalizing adaptive matrix",
] as const;

/**
 * The index of the current step: each step takes a quarter of the run, so step i is done once
 * progress reaches 25 × (i + 1). 0–24 → 0, 25–49 → 1, 50–74 → 2, 75–99 → 3, 100 or more → 4 (all done).
 */
export function simulationStage(progress: number): number {
  const quarter = COMPLETE_AT / SIMULATION_STEPS.length;
  return Math.min(SIMULATION_STEPS.length, Math.max(0, Math.floor(progress / quarter)));
}

export type StepState = "pending" | "current" | "done";

/** Each step's state for a simulation: all pending before the first run. */
export function stepStates(state: SimulationState): StepState[] {
  const stage = state.phase === "idle" ? -1 : simulationStage(state.progress);
  return SIMULATION_STEPS.map((_, i) =>
    stage < 0 ? "pending" : i < stage ? "done" : i === stage ? "current" : "pending",
  );
}

/** The fixed result (docs/product.md, AdaptIQ demo), whatever the sport or profile. */
export const SIMULATION_RESULT = [
  { label: "Energy Return", change: 23 },
  { label: "Stability", change: 18 },
  { label: "Traction", change: 31 },
  { label: "Impact Force", change: -15 },
] as const;

/** "+23%", "-15%" (a hyphen-minus, as docs/product.md, AdaptIQ demo writes it). */
export const formatChange = (change: number) => `${change > 0 ? "+" : ""}${change}%`;
