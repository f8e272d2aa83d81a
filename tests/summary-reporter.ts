import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

// prints one plain closing line, "N passed, N failed", that any CI can read, after the slowest
// tests of the run; with TEST_TIMINGS_FILE (scripts/run-tests.ts sets it for each lane) it writes
// every file's and test's time there as JSON, which is how the end-to-end lanes are balanced
const root = path.resolve(import.meta.dirname, "..");
const SLOWEST = 8;
const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const files: { file: string; project: string; seconds: number; outsideTests: number }[] = [];
    const tests: { file: string; test: string; seconds: number }[] = [];
    for (const module of testModules) {
      let failedHere = 0;
      const file = path.relative(root, module.moduleId);
      let inTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
        const duration = test.diagnostic()?.duration ?? 0;
        inTests += duration;
        tests.push({ file, test: test.fullName, seconds: seconds(duration) });
      }
      // a file that failed outside its tests (a hook, an import) counts as one failure
      if (module.state() === "failed" && failedHere === 0) failedHere = 1;
      failed += failedHere;
      const d = module.diagnostic();
      const total = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      // hooks (beforeAll, afterAll) and the file's import
      files.push({
        file,
        project: module.project.name,
        seconds: seconds(total),
        outsideTests: seconds(total - inTests),
      });
    }
    tests.sort((a, b) => b.seconds - a.seconds);
    files.sort((a, b) => b.seconds - a.seconds);
    if (tests.length > 0) {
      process.stdout.write(`\nSlowest tests:\n`);
      for (const test of tests.slice(0, SLOWEST))
        process.stdout.write(`  ${test.seconds} s  ${test.file} > ${test.test}\n`);
      process.stdout.write(`Slowest files (of which outside tests: hooks, import):\n`);
      for (const file of files.slice(0, SLOWEST)) {
        process.stdout.write(`  ${file.seconds} s (${file.outsideTests} s)  [${file.project}] ${file.file}\n`);
      }
    }
    const out = process.env.TEST_TIMINGS_FILE;
    if (out) {
      mkdirSync(path.dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify({ files, tests }, null, 1)}\n`);
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
  }
}
