import { describe, expect, it } from "vitest";
import { z } from "../../contract/zod.ts";
import { createTestApp, testDialect } from "../test-support/test-app.ts";
import { undeclaredFields } from "./response-schemas.ts";

// every API answer has a schema: a route without one does not start, and in the tests an answer
// that carries a field its schema does not declare fails (in production the field is dropped)

const Answer = z.object({ success: z.literal(true), user: z.object({ id: z.number(), name: z.string() }) });

describe(`the API's answers (${testDialect})`, () => {
  it("stop start-up when a route declares none", async () => {
    await expect(
      createTestApp({}, (app) => {
        app.get("/api/undeclared", async () => ({ success: true }));
      }),
    ).rejects.toThrow(/GET \/api\/undeclared: declare its answers/);
  });

  it("fail in the tests when a handler sends a field its schema does not declare, and drop it otherwise", async () => {
    const t = await createTestApp({}, (app) => {
      app.get("/api/leaky", { config: { public: true }, schema: { response: { 200: Answer } } }, async () => ({
        success: true as const,
        user: { id: 1, name: "Lan", password_hash: "$argon2id$secret" },
      }));
      app.get("/api/tidy", { config: { public: true }, schema: { response: { 200: Answer } } }, async () => ({
        success: true as const,
        user: { id: 2, name: "Minh" },
      }));
    });
    try {
      const leaky = await t.app.inject({ method: "GET", url: "/api/leaky" });
      expect(leaky.statusCode).toBe(500);
      expect(leaky.body).not.toContain("argon2id");
      const tidy = await t.app.inject({ method: "GET", url: "/api/tidy" });
      expect(tidy.statusCode).toBe(200);
      expect(tidy.json()).toEqual({ success: true, user: { id: 2, name: "Minh" } });
    } finally {
      await t.close();
    }
    expect(undeclaredFields({ a: 1, b: { c: 2, d: [{ e: 3, f: 4 }] } }, { a: 1, b: { c: 2, d: [{ e: 3 }] } })).toEqual([
      "b.d[0].f",
    ]);
  });

  it("answer a refusal in the one error shape, declared for every route", async () => {
    const t = await createTestApp();
    try {
      const refused = await t.app.inject({ method: "GET", url: "/api/contact" });
      expect(refused.statusCode).toBe(401);
      expect(Object.keys(refused.json()).sort()).toEqual(["message", "success"]);
    } finally {
      await t.close();
    }
  });
});
