import { z } from "zod";

// zod without its eval-based fast path: the probe for it is a `new Function` call that a strict
// Content-Security-Policy reports as a violation in the browser. Every contract module imports
// z from here so that this runs before any schema is built.
z.config({ jitless: true });

export { z };
