import * as z from "zod/mini";

// Zod compiles fast object parsers with `new Function` when it can, and finds out by trying one as
// schemas are made. Our CSP forbids eval, so in the browser that probe is refused and reported as a
// violation. Imported first by app/root.tsx, so it runs before any schema is made.
z.config({ jitless: true });
