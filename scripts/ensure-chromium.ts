import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// the end-to-end tests drive Debian's Chromium; install it when missing and we are allowed to

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
const instructions = "sudo apt-get update && sudo apt-get install -y chromium";

if (!hasApt) {
  console.error(
    `Chromium was not found at ${chromium}. Install Chromium with your package manager and set CHROMIUM_PATH to its executable.`,
  );
  process.exit(1);
}
if (!isRoot) {
  console.error(`Chromium was not found at ${chromium}. Install it with:\n  ${instructions}\nthen run npm test again.`);
  process.exit(1);
}

console.log("Chromium is missing: installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-qq"],
  ["install", "-y", "-qq", "chromium"],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed. Install Chromium yourself with:\n  ${instructions}`);
    process.exit(1);
  }
}
if (!existsSync(chromium)) {
  console.error(`Chromium was installed but not found at ${chromium}; set CHROMIUM_PATH to its executable.`);
  process.exit(1);
}
