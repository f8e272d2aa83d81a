import { writeSync } from "node:fs";

// Where the server's log goes: standard output, written synchronously (as pino's default), but a
// log that cannot be written — its disk full, a closed pipe — never stops the server (pino's own
// destination rethrows anything but EPIPE as an 'error' no one handles, and the process exits).
// The lines that could not be written are dropped and counted; the first line that goes through
// again says how many.

const sleep = new Int32Array(new SharedArrayBuffer(4));

function writeAll(fd: number, text: string) {
  let bytes = Buffer.from(text);
  for (let busy = 0; bytes.length > 0; ) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      // a pipe that is full for a moment (its reader is slow): wait a millisecond, a while
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN" || ++busy > 2000) throw error;
      Atomics.wait(sleep, 0, 0, 1);
    }
  }
}

export function resilientLog(fd = 1): { write(line: string): void; readonly dropped: number } {
  let dropped = 0;
  let cause = "";
  return {
    write(line: string) {
      try {
        if (dropped > 0) {
          writeAll(
            fd,
            `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: `the log could not be written (${cause}): ${dropped} ${dropped === 1 ? "line" : "lines"} dropped` })}\n`,
          );
          dropped = 0;
        }
        writeAll(fd, line);
      } catch (error) {
        dropped++;
        cause = (error as NodeJS.ErrnoException).code ?? String(error);
      }
    },
    get dropped() {
      return dropped;
    },
  };
}
