import { describe, expect, it } from "vitest";
import { pgConnection } from "./backups.ts";

describe("pgConnection", () => {
  it("keeps the password off the command line of pg_dump and pg_restore", () => {
    const { dbname, env } = pgConnection("postgres://site:p%40ss%20word@db.example:5432/site?sslmode=require");
    expect(dbname).toBe("postgres://site@db.example:5432/site?sslmode=require");
    expect(env).toEqual({ PGPASSWORD: "p@ss word" });
  });

  it("passes a URL without a password as it is", () => {
    expect(pgConnection("postgres://postgres@127.0.0.1:5432/test")).toEqual({
      dbname: "postgres://postgres@127.0.0.1:5432/test",
      env: {},
    });
  });
});
