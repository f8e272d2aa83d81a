import type { Plugin } from "vite";

// `import source from "./file.ts?inline-script"`: the file bundled on its own (its imports of
// constants included) and minified, as a string — for a script a page carries inline, allowed by
// its hash (app/lib/page-scripts.tsx). Used by the build, the dev server and the tests alike.
const SUFFIX = "?inline-script";

export const inlineScript: Plugin = {
  name: "inline-script",
  enforce: "pre",
  async load(id) {
    if (!id.endsWith(SUFFIX)) return null;
    const file = id.slice(0, -SUFFIX.length);
    const { rolldown } = await import("rolldown");
    const bundle = await rolldown({ input: file, platform: "browser", logLevel: "silent" });
    try {
      const { output } = await bundle.generate({ format: "iife", minify: true });
      for (const module of output[0].moduleIds) this.addWatchFile(module);
      return `export default ${JSON.stringify(output[0].code.trim())};`;
    } finally {
      await bundle.close();
    }
  },
};
