import { useUiOptions } from '@/features/ui-options';
import type { ShellOptions } from '../model/shell-options.ts';

/** The UI options for the shell (cached copy first, then the server's); undefined until either. */
export function useShellOptions(): ShellOptions | undefined {
  return useUiOptions();
}
