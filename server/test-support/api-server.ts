import { serve } from "../serve.ts";

// the production server's start-up, stop and spool without the built pages (server/serve.ts), for
// API tests that start, kill and restart a real server process without `npm run build`
await serve();
