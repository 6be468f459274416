import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor give up after this: a deadline, not a wait. Their default second was
// overrun on CI with typecheck, lint and the build beside the unit run (a route stub's loader
// and first render took 1.07 s there).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
