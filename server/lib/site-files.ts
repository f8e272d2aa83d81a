import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { isSiteOwnPath } from "../../contract/redirects.ts";

// The files the server answers itself from a folder (issue 34): public/ as written, and the
// built client (build/client: public/'s files copied by the build, beside the fingerprinted
// assets), read once at start-up. A redirect never starts at one of them (the API refuses it,
// and a row stored before is not applied), so no one can send /og-image.png — every page's share
// picture — or a file added to public/ later to another site.

// the folder public/ of this checkout (the Docker image keeps it too)
export const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "..", "public");

// a folder holds a few dozen files; more than this is not a site's folder of static files
const MAX_FILES = 20_000;

// every file under the folders, as the path a browser asks for ("/og-image.png",
// "/images/projects/scada.svg"); the build's own folders and precompressed twins aside
export function listSiteFiles(folders: readonly (string | undefined)[]): Set<string> {
  const files = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (files.size >= MAX_FILES) return;
      const address = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (prefix === "" && (entry.name === "assets" || entry.name === ".vite")) continue;
        walk(path.join(folder, entry.name), address);
      } else if (!/\.(br|gz)$/.test(entry.name)) {
        files.add(address);
      }
    }
  };
  for (const folder of folders) if (folder && existsSync(folder)) walk(folder, "");
  return files;
}

const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export interface SiteOwnPaths {
  // why a path is the site's own: a fixed prefix (contract/redirects.ts), a file it serves, or not
  reason(path: string): "ownPath" | "siteFile" | null;
}

export function siteOwnPaths(files: ReadonlySet<string>): SiteOwnPaths {
  return {
    reason(value) {
      if (isSiteOwnPath(value)) return "ownPath";
      const bare = value.length > 1 ? value.replace(/\/+$/, "") : value;
      if (files.has(bare) || files.has(decoded(bare))) return "siteFile";
      return null;
    },
  };
}
