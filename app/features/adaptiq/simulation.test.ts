import { describe, expect, it } from "vitest";

import {
  IDLE_SIMULATION,
  SIMULATION_RESULT,
  formatChange,
  initialSimulation,
  isComplete,
  nextProgress,
  shownProgress,
  simulationStage,
  startSimulation,
  stepStates,
  tickSimulation,
} from "./simulation";

const always = (value: number) => () => value;

describe("nextProgress", () => {
  it("adds 5 for random 0 and 20 for random just below 1", () => {
    expect(nextProgress(0, always(0))).toBe(5);
    expect(nextProgress(0, always(0.9999))).toBe(20);
    expect(nextProgress(40, always(0.5))).toBe(53); // 5 + floor(0.5 * 16) = 13
  });

  it("switches increment at each sixteenth", () => {
    expect(nextProgress(0, always(1 / 16 - 1e-9))).toBe(5);
    expect(nextProgress(0, always(1 / 16))).toBe(6);
    expect(nextProgress(0, always(15 / 16))).toBe(20);
  });

  it("never adds more than 20 or less than 5, even from a faulty source", () => {
    expect(nextProgress(0, always(1))).toBe(20);
    expect(nextProgress(0, always(-0.5))).toBe(5);
  });
});

describe("completion", () => {
  it("is reached at 100 or more, and the shown value stops at 100", () => {
    expect(isComplete(99)).toBe(false);
    expect(isComplete(100)).toBe(true);
    expect(isComplete(115)).toBe(true);
    expect(shownProgress(115)).toBe(100);
    expect(shownProgress(42)).toBe(42);
  });
});

describe("tickSimulation", () => {
  it("starts from 0, running", () => {
    expect(startSimulation()).toEqual({ phase: "running", progress: 0 });
  });

  it("keeps running below 100", () => {
    expect(tickSimulation({ phase: "running", progress: 94 }, always(0))).toEqual({
      phase: "running",
      progress: 99,
    });
  });

  it("completes at exactly 100: 95 + 5", () => {
    expect(tickSimulation({ phase: "running", progress: 95 }, always(0))).toEqual({
      phase: "complete",
      progress: 100,
    });
  });

  it("completes above 100 and shows 100", () => {
    expect(tickSimulation({ phase: "running", progress: 90 }, always(0.9999))).toEqual({
      phase: "complete",
      progress: 100,
    });
  });

  it("does nothing when idle or complete", () => {
    expect(tickSimulation(IDLE_SIMULATION, always(0.5))).toBe(IDLE_SIMULATION);
    const done = { phase: "complete", progress: 100 } as const;
    expect(tickSimulation(done, always(0.5))).toBe(done);
  });

  it("takes 5 ticks at the maximum increment and 20 at the minimum", () => {
    const run = (random: () => number) => {
      let state = startSimulation();
      let ticks = 0;
      while (state.phase === "running") {
        state = tickSimulation(state, random);
        ticks += 1;
      }
      return ticks;
    };
    expect(run(always(0.9999))).toBe(5);
    expect(run(always(0))).toBe(20);
  });
});

describe("steps", () => {
  it("advance every quarter of the run", () => {
    expect(simulationStage(0)).toBe(0);
    expect(simulationStage(24)).toBe(0);
    expect(simulationStage(25)).toBe(1);
    expect(simulationStage(49)).toBe(1);
    expect(simulationStage(50)).toBe(2);
    expect(simulationStage(74)).toBe(2);
    expect(simulationStage(75)).toBe(3);
    expect(simulationStage(99)).toBe(3);
    expect(simulationStage(100)).toBe(4);
    expect(simulationStage(120)).toBe(4);
  });

  it("are all pending before the first run, then done, current or pending", () => {
    expect(stepStates(IDLE_SIMULATION)).toEqual(["pending", "pending", "pending", "pending"]);
    expect(stepStates({ phase: "running", progress: 0 })).toEqual([
      "current",
      "pending",
      "pending",
      "pending",
    ]);
    expect(stepStates({ phase: "running", progress: 60 })).toEqual(["done", "done", "current", "pending"]);
    expect(stepStates({ phase: "complete", progress: 100 })).toEqual(["done", "done", "done", "done"]);
  });
});

describe("result", () => {
  it("is the fixed +23, +18, +31 and -15 percent", () => {
    expect(SIMULATION_RESULT.map((r) => `${formatChange(r.change)} ${r.label}`)).toEqual([
      "+23% Energy Return",
      "+18% Stability",
      "+31% Traction",
      "-15% Impact Force",
    ]);
  });
});

describe("initialSimulation", () => {
  it("is idle, or the finished run with every step done when Start was submitted without JavaScript", () => {
    expect(initialSimulation(false)).toBe(IDLE_SIMULATION);
    expect(initialSimulation(true)).toEqual({ phase: "complete", progress: 100 });
    expect(stepStates(initialSimulation(true))).toEqual(["done", "done", "done", "done"]);
  });
});
