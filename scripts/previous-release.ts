import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The previous release, built and ready to start beside this one (issue 34: rolling upgrades).
// Its commit is named in one place, .ci/previous-release. The release is taken out of this
// clone's history (git archive: no work tree of this checkout's is touched) into a folder under the
// system's temporary directory, given this checkout's node_modules when its package-lock.json
// installs the same packages (else its own `npm install`), and built. The folder is kept, keyed by the commit, so a
// second run starts at once. `node scripts/previous-release.ts` prepares it and prints its folder:
// an operator can start it by hand (`cd FOLDER && SKIP_BUILD=1 npm start`).

const root = path.resolve(import.meta.dirname, "..");

export function previousReleaseCommit(): string {
  const named = readFileSync(path.join(root, ".ci", "previous-release"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line !== "" && !line.startsWith("#"));
  if (!named || !/^[0-9a-f]{40}$/.test(named)) {
    throw new Error(".ci/previous-release must name the previous release's full commit (40 hex digits)");
  }
  return named;
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} (in ${cwd}) failed:\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

// the packages a lock file installs: each one's place, version and integrity. Two locks that
// install the same (a package moved from devDependencies to dependencies changes only its flags,
// and the root's lists) share one node_modules: `npm install` installs both kinds
function installed(dir: string): Set<string> {
  const lock = JSON.parse(readFileSync(path.join(dir, "package-lock.json"), "utf8")) as {
    packages?: Record<string, { version?: string; integrity?: string; resolved?: string; link?: boolean }>;
  };
  return new Set(
    Object.entries(lock.packages ?? {})
      .filter(([place]) => place !== "")
      .map(
        ([place, entry]) =>
          `${place} ${entry.version ?? ""} ${entry.integrity ?? entry.resolved ?? ""} ${entry.link ? "link" : ""}`,
      ),
  );
}

function samePackages(a: string, b: string): boolean {
  const [first, second] = [installed(a), installed(b)];
  return first.size === second.size && [...first].every((entry) => second.has(entry));
}

// the folder of the previous release, built; prepared on the first call
export function preparePreviousRelease(log: (line: string) => void = () => undefined): {
  commit: string;
  folder: string;
} {
  const commit = previousReleaseCommit();
  const folder = path.join(tmpdir(), `site-release-${commit.slice(0, 12)}`);
  const ready = path.join(folder, ".release-ready");
  if (existsSync(ready) && readFileSync(ready, "utf8") === commit) return { commit, folder };

  const known = spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: root });
  if (known.status !== 0) {
    throw new Error(
      `The previous release ${commit} (.ci/previous-release) is not in this clone's history: clone the whole history (not --depth), or fetch that commit, and run again.`,
    );
  }
  log(`Preparing the previous release ${commit.slice(0, 12)} in ${folder}…`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const archive = spawnSync("git", ["archive", "--format=tar", commit], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  const untar = spawnSync("tar", ["-x", "-C", folder], { input: archive.stdout });
  if (untar.status !== 0) throw new Error(`tar could not unpack the previous release: ${untar.stderr}`);

  if (samePackages(folder, root)) {
    symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"), "dir");
  } else {
    log("Its dependencies differ from this checkout's: npm install…");
    run("npm", ["install", "--no-audit", "--no-fund"], folder);
  }
  log("Building it…");
  const bin = path.join(folder, "node_modules", ".bin");
  run("npm", ["run", "build"], folder, { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` });
  writeFileSync(ready, commit);
  return { commit, folder };
}

if (import.meta.main) {
  const { folder } = preparePreviousRelease((line) => console.log(line));
  console.log(folder);
}
