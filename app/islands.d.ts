// each island's module script and the chunks it imports (scripts/islands-plugin.ts)
declare module "virtual:islands" {
  const islands: Record<string, { src: string; preload: string[]; before?: string }>;
  export default islands;
}
