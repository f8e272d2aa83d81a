import { describe, expect, it, vi } from "vitest";
import { AnswerMismatch, api, CHECK_ANSWERS, checkAnswer } from "./api.ts";

// the back office's calls are made from the endpoint table (decision 038)
describe("api", () => {
  it("fills in a call's path, method and body from its declaration", () => {
    const body = { title: "A" } as never;
    const call = api.projects.update({ id: 5 }, body);
    expect(call).toMatchObject({ method: "PUT", path: "/api/projects/5", body });
    expect(api.projects.all()).toMatchObject({ method: "GET", path: "/api/projects/admin" });
    expect(api.projects.restore({ id: 7, version: 3 }).path).toBe("/api/projects/7/versions/3/restore");
  });

  it("appends the query, leaving out what is empty, and encodes parameters", () => {
    expect(api.media.list({ page: 2, limit: 24, search: "trạm biến áp", unused: undefined }).path).toBe(
      "/api/media?page=2&limit=24&search=tr%E1%BA%A1m+bi%E1%BA%BFn+%C3%A1p",
    );
    expect(api.users.acceptInvitation({ token: "a/b" }, {} as never).path).toBe("/api/auth/invitations/a%2Fb/accept");
  });

  it("refuses to make a call without its path's parameters", () => {
    expect(() => api.projects.remove({} as never)).toThrow("/api/projects/:id: no id");
  });

  it("checks an answer against its status's schema in tests, naming what differs", () => {
    expect(CHECK_ANSWERS).toBe(true);
    const call = api.projects.stats();
    const good = { success: true, stats: { total: 3, active: 2, inactive: 1 } };
    expect(() => checkAnswer(call, 200, good)).not.toThrow();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => checkAnswer(call, 200, { success: true, stats: { total: "3", active: 2, inactive: 1 } })).toThrow(
      AnswerMismatch,
    );
    expect(() => checkAnswer(call, 200, { success: true })).toThrow(/stats/);
    error.mockRestore();
    // a refusal in the one error shape, which the endpoint does not declare itself
    expect(() => checkAnswer(call, 403, { success: false, message: "no" })).not.toThrow();
  });
});
