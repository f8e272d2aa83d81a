import { type MessagePort, parentPort } from "node:worker_threads";
import { passwordProblem, secretGuessesLog10 } from "../../contract/password-strength.ts";

// the checks of server/lib/password-strength.ts: each answer on the port it came with, then (when
// the main thread waits for it) the flag that wakes it
export type Question =
  | { kind: "password"; password: string; personal: (string | null | undefined)[] }
  | { kind: "secret"; secret: string };

parentPort?.on("message", ({ question, port, done }: { question: Question; port: MessagePort; done?: Int32Array }) => {
  try {
    const answer =
      question.kind === "password"
        ? passwordProblem(question.password, question.personal)
        : secretGuessesLog10(question.secret);
    port.postMessage({ answer });
  } catch (error) {
    port.postMessage({ error: String(error) });
  }
  port.close();
  if (done) {
    Atomics.store(done, 0, 1);
    Atomics.notify(done, 0);
  }
});
