import { useEffect, useState } from "react";
import type { z } from "zod";
import type { PasswordProblem } from "../../../../contract/password-strength.ts";

// the server's password rule (contract/password-strength.ts, zxcvbn) in the back office's forms:
// loaded with import(), so its dictionaries (about a megabyte) are a chunk of their own that only
// these forms fetch — never part of a public page

type Check = (password: string, personal: readonly (string | null | undefined)[]) => PasswordProblem | null;

let loading: Promise<Check> | undefined;
function loadCheck(): Promise<Check> {
  loading ??= import("../../../../contract/password-strength.ts").then((module) => module.passwordProblem);
  return loading;
}

// a form's schema with the rule added: the message key on the password field when it is too weak
export function withPasswordStrength<S extends z.ZodType<{ password: string }>>(
  schema: S,
  personal: (values: z.output<S>) => readonly (string | null | undefined)[],
) {
  return schema.superRefine(async (values, context) => {
    if (!values.password) return;
    const problem = (await loadCheck())(values.password, personal(values as z.output<S>));
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["password"] });
  });
}

// the reason a password being typed is too weak (a message key), a moment after the last key;
// undefined while it is empty or strong enough
export function usePasswordProblem(
  password: string | undefined,
  personal: readonly (string | null | undefined)[],
): PasswordProblem | undefined {
  const [problem, setProblem] = useState<PasswordProblem | undefined>(undefined);
  const personalKey = personal.join("\u0000");
  useEffect(() => {
    if (!password) {
      setProblem(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void loadCheck().then((check) => {
        if (current) setProblem(check(password, personalKey.split("\u0000")) ?? undefined);
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);
  return problem;
}
