import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { passwordProblem, passwordProblemNow, secretGuessesLog10Now } from "./password-strength.ts";

// the checks in their worker thread (issue 37, point 4): the same answers as zxcvbn's in the
// process, at start-up (the main thread waits) and while serving (it does not)
// each new worker loads zxcvbn's dictionaries before its first answer: seconds on a busy machine
describe("password strength in a worker thread", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers at start-up and while serving", async () => {
    expect(passwordProblemNow("password1")).toBe("validation.passwordCommon");
    expect(passwordProblemNow("Phạm Minh Đức 1990", ["duc", "Phạm Minh Đức"])).not.toBeNull();
    expect(passwordProblemNow("Tủ-điện-hạ-thế-#42-ở-Bình-Dương")).toBeNull();
    expect(secretGuessesLog10Now(randomBytes(32).toString("base64"))).toBeGreaterThan(25);
    expect(secretGuessesLog10Now("passwordpasswordpasswordpassword1234")).toBeLessThan(25);
    const [weak, strong] = await Promise.all([
      passwordProblem("qwertyuiop"),
      passwordProblem("Máy-biến-áp-khô-2500kVA-ngày-mưa"),
    ]);
    expect(weak).toBe("validation.passwordCommon");
    expect(strong).toBeNull();
  });

  it("answers a check that comes as its idle worker stops (a new worker takes it)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    expect(await passwordProblem("password")).toBe("validation.passwordCommon");
    // the idle time passes: the worker is told to stop, and the next check comes at once
    vi.advanceTimersByTime(5_000);
    expect(secretGuessesLog10Now(randomBytes(48).toString("base64"))).toBeGreaterThan(25);
    expect(await passwordProblem("12345678")).toBe("validation.passwordCommon");
  });

  it("answers a check that takes longer than the idle time (its worker is not stopped with it in hand)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    // the worker of the tests before stops: the next check waits for a new one to load zxcvbn
    vi.advanceTimersByTime(5_000);
    const answer = passwordProblem("iloveyou2");
    // five seconds pass before the answer (a busy machine): the worker must still give it
    vi.advanceTimersByTime(5_000);
    expect(await answer).toBe("validation.passwordCommon");
  });
});
