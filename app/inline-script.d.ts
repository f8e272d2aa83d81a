// a script bundled and minified into a string (scripts/inline-script-plugin.ts)
declare module "*?inline-script" {
  const source: string;
  export default source;
}
