import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// the end-to-end tests drive Debian's Chromium headless shell (and, in tests/firefox, its Firefox
// ESR) and run the W3C Nu Html Checker on Java, and an API test runs deploy/nginx.conf in
// Debian's nginx: install what is missing when we are allowed to (root with apt-get), or say how

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
const firefox = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
const hasJava = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
const missing = [
  ...(existsSync(chromium) ? [] : ["chromium-headless-shell"]),
  ...(existsSync(firefox) ? [] : ["firefox-esr"]),
  ...(hasJava ? [] : ["default-jre-headless"]),
];
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
// nginx is optional: its test is skipped without it; installed only where we may
if (isRoot && hasApt && !["/usr/sbin/nginx", "/usr/bin/nginx"].some((file) => existsSync(file))) {
  missing.push("nginx-light");
}
if (missing.length === 0) process.exit(0);
const instructions = `sudo apt-get update && sudo apt-get install -y ${missing.join(" ")}`;

if (!hasApt) {
  console.error(
    `Missing for the tests: ${missing.join(", ")}. Install Chromium's headless shell or Chromium (set CHROMIUM_PATH to its executable), Firefox (FIREFOX_PATH) and a Java runtime (17 or later) with your package manager.`,
  );
  process.exit(1);
}
if (!isRoot) {
  console.error(
    `Missing for the tests: ${missing.join(", ")}. Install with:\n  ${instructions}\nthen run npm test again.`,
  );
  process.exit(1);
}

console.log(`Installing Debian's ${missing.join(" and ")} for the tests…`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", ...missing],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed. Install them yourself with:\n  ${instructions}`);
    process.exit(1);
  }
}
if (!existsSync(chromium)) {
  console.error(`Chromium was installed but not found at ${chromium}; set CHROMIUM_PATH to its executable.`);
  process.exit(1);
}
