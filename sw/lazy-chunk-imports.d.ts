/** For each lazy chunk, the chunks it imports at any depth (written by scripts/lazy-chunk-imports.ts). */
declare module 'virtual:lazy-chunk-imports' {
  const imports: Record<string, string[]>;
  export default imports;
}
