import { createHash } from "node:crypto";
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import type { PasswordProblem } from "../../contract/password-strength.ts";
import type { Question } from "./password-strength.worker.ts";

// How strong a password or a secret is (contract/password-strength.ts: zxcvbn-ts), worked out in a
// worker thread that ends 5 s after its last answer (issue 37, point 4). zxcvbn's
// dictionaries and the structures it builds from them take about 27 MB of the heap and 50 MB of
// resident memory for as long as they are loaded; the server needs them at start (JWT_SECRET,
// SEED_ADMIN_PASSWORD) and when staff set a password — a few times a week.

type Answer<Q extends Question> = Q extends { kind: "password" } ? PasswordProblem | null : number;
type Reply = { answer: PasswordProblem | null | number } | { error: string };

const WORKER = new URL("./password-strength.worker.ts", import.meta.url);
const TIMEOUT_MS = 30_000;
const IDLE_MS = 5_000;

let current: { worker: Worker; pending: number; idle?: NodeJS.Timeout } | null = null;

const stop = (running: NonNullable<typeof current>) => {
  // forgotten at once, not at its exit: a check that comes while it stops starts a new one
  if (current === running) current = null;
  void running.worker.terminate();
};

// a check handed to the worker, started when needed (it never keeps the process alive); the
// function it returns is called once the answer is in, or `stuck` when none will come. The worker
// ends 5 s after its last answer — not its last question: loading the dictionaries takes seconds
// on a busy machine, and a worker stopped with a check in hand would never answer it
function send(question: Question, port: MessagePort, done?: Int32Array): (stuck?: boolean) => void {
  if (!current) {
    const started = new Worker(WORKER);
    started.unref();
    started.once("exit", () => {
      if (current?.worker === started) current = null;
    });
    current = { worker: started, pending: 0 };
  }
  const running = current;
  clearTimeout(running.idle);
  running.pending++;
  running.worker.postMessage({ question, port, done }, [port]);
  let answered = false;
  return (stuck = false) => {
    if (answered) return;
    answered = true;
    running.pending--;
    if (stuck) stop(running);
    else if (running.pending === 0) running.idle = setTimeout(() => stop(running), IDLE_MS).unref();
  };
}

const answerOf = <Q extends Question>(reply: Reply | undefined): Answer<Q> => {
  if (!reply || "error" in reply) throw new Error(`the password check failed: ${reply ? reply.error : "no answer"}`);
  return reply.answer as Answer<Q>;
};

// the start-up checks' answers, by a digest of what was checked: a process that reads its settings
// again (the tests build hundreds of servers) asks the worker once per setting. Settings only:
// a password staff choose is never kept, not even as a digest
const known = new Map<string, unknown>();
const KNOWN_LIMIT = 100;

// at start-up, where nothing else waits: the main thread sleeps until the worker answers
function askNow<Q extends Question>(question: Q): Answer<Q> {
  const key = createHash("sha256").update(JSON.stringify(question)).digest("base64");
  if (known.has(key)) return known.get(key) as Answer<Q>;
  const answer = askWorkerNow(question);
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(key, answer);
  return answer;
}

function askWorkerNow<Q extends Question>(question: Q): Answer<Q> {
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const answered = send(question, port2, done);
  try {
    if (Atomics.wait(done, 0, 0, TIMEOUT_MS) === "timed-out") {
      answered(true);
      throw new Error("the password check did not answer");
    }
    answered();
    return answerOf<Q>(receiveMessageOnPort(port1)?.message as Reply | undefined);
  } finally {
    port1.close();
  }
}

// while serving, the event loop free meanwhile
function askLater<Q extends Question>(question: Q): Promise<Answer<Q>> {
  return new Promise<Answer<Q>>((resolve, reject) => {
    const { port1, port2 } = new MessageChannel();
    const answered = send(question, port2);
    const timer = setTimeout(() => {
      port1.close();
      answered(true);
      reject(new Error("the password check did not answer"));
    }, TIMEOUT_MS);
    port1.once("message", (reply: Reply) => {
      clearTimeout(timer);
      port1.close();
      answered();
      try {
        resolve(answerOf<Q>(reply));
      } catch (error) {
        reject(error);
      }
    });
  });
}

// null when the password is strong enough; else the message key saying why not
export const passwordProblem = (
  password: string,
  personal: (string | null | undefined)[] = [],
): Promise<PasswordProblem | null> => askLater({ kind: "password", password, personal });

// the same, at start-up (SEED_ADMIN_PASSWORD)
export const passwordProblemNow = (
  password: string,
  personal: (string | null | undefined)[] = [],
): PasswordProblem | null => askNow({ kind: "password", password, personal });

// log10 of the guesses needed for a server secret, at start-up (JWT_SECRET)
export const secretGuessesLog10Now = (secret: string): number => askNow({ kind: "secret", secret });
