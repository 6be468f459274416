import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor (the dom project) give up after this: a deadline, not a wait. Their
// default second was overrun with typecheck, lint and the build beside the run (a route stub's
// loader and first render took 1.07 s).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
