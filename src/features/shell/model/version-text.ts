import { buildInfo } from '@/config/build-info.ts';

/** The running build, so support can ask for it: 'Version 0.2.04 (build 17)'. */
export function versionText(info: { version: string; buildNumber: string } = buildInfo): string {
  return `Version ${info.version} (build ${info.buildNumber})`;
}
