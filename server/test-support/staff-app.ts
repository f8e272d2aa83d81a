import { afterAll, beforeAll } from "vitest";
import { createTestApp, insertUser, login, type TestApp } from "./test-app.ts";

type StaffMember = Omit<Parameters<typeof insertUser>[1], "login_name">;
type AppSetup = { env?: Record<string, string>; options?: Parameters<typeof createTestApp>[2] };

// a test file's app with its staff members logged in: made before the file's tests, closed after
// them. The object returned is filled in then: the app and its database (as createTestApp's), and
// `ids` and `tokens`, each staff member's by login name
export function appWithStaff<Name extends string>(
  staff: Record<Name, StaffMember>,
  { env = {}, options = {} }: AppSetup = {},
): TestApp & { ids: Record<Name, number>; tokens: Record<Name, string> } {
  const t = { ids: {}, tokens: {} } as TestApp & { ids: Record<Name, number>; tokens: Record<Name, string> };
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, undefined, options));
    const names = Object.keys(staff) as Name[];
    for (const name of names) t.ids[name] = (await insertUser(t, { login_name: name, ...staff[name] })).id;
    for (const name of names) t.tokens[name] = await login(t, name);
  });
  afterAll(() => t.close?.());
  return t;
}

// the same with one staff member, whose token is `token`
export function staffApp(
  loginName: string,
  member: StaffMember = {},
  setup: AppSetup = {},
): TestApp & { token: string } {
  const t = appWithStaff({ [loginName]: member }, setup);
  return Object.defineProperty(t, "token", { get: () => t.tokens[loginName] }) as typeof t & { token: string };
}
