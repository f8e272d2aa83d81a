import { afterAll, beforeAll } from "vitest";
import { createTestApp, insertUser, login, type TestApp } from "./test-app.ts";

// a test file's app with one staff member logged in: made before the file's tests, closed after
// them; `ready` is given the app and the staff member's token
export function withStaffApp(
  loginName: string,
  ready: (app: TestApp, token: string) => void,
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[2] = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(env, undefined, options);
    await insertUser(app, { login_name: loginName });
    ready(app, await login(app, loginName));
  });
  afterAll(() => app?.close());
}
