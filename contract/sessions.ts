import { z } from "./zod.ts";

// staff sessions (issue 20): logging out ends the session on the server; "log out everywhere"
// and a Super Admin's "end sessions" end several, and say how many

export const SessionsEndedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  ended: z.number().int().min(0).meta({ description: "how many sessions ended" }),
});
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponseSchema>;
