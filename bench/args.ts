/** The bench's command-line flags. */
export type Section = 'loads' | 'lighthouse' | 'inp' | 'warm';

export const SECTIONS: readonly Section[] = ['loads', 'lighthouse', 'inp', 'warm'];

/** `--only=` names: `js` and `cls` both mean the page loads that measure the two together. */
const ALIASES: Record<string, Section> = {
  loads: 'loads',
  js: 'loads',
  cls: 'loads',
  lighthouse: 'lighthouse',
  inp: 'inp',
  warm: 'warm',
  'warm-reload': 'warm',
};

export interface BenchArgs {
  sections: ReadonlySet<Section>;
  /** Only the route whose pattern or path is this (`/transactions/:slug` or `/transactions`). */
  route: string | undefined;
  /** List each route's JavaScript files. */
  listFiles: boolean;
  /** The build to serve. */
  dist: string;
  /** Lighthouse: the median of 3 on every route, not only on the routes the goals name. */
  full: boolean;
  /** Paired mode: this build against the build of this commit, alternating (paired.ts). */
  paired: string | undefined;
  /** Paired mode: rounds per route (each: one visit pair on each build). */
  runs: number;
}

const valueOf = (argv: readonly string[], name: string) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);

export function parseArgs(argv: readonly string[]): BenchArgs {
  const only = valueOf(argv, 'only');
  const sections = new Set<Section>();
  for (const name of only ? only.split(',') : SECTIONS) {
    const section = ALIASES[name.trim()];
    if (!section)
      throw new Error(`--only: unknown section '${name}' (use ${Object.keys(ALIASES).join(', ')})`);
    sections.add(section);
  }
  return {
    sections,
    route: valueOf(argv, 'route'),
    listFiles: argv.includes('--files'),
    dist: valueOf(argv, 'dist') ?? 'dist',
    full: argv.includes('--full'),
    paired: valueOf(argv, 'paired'),
    runs: Number(valueOf(argv, 'runs') ?? 5),
  };
}
