import { Suspense, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Stack, type ButtonProps } from '@chakra-ui/react';
import { installOffer, isStandalone } from '../model/install-detect.ts';
import { appInstalledAtom, installPromptAtom } from '../state.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/**
 * The iOS steps load when asked for (precached with the PWA's code for an offline tap): every
 * first screen shows this button, few open the steps.
 */
const IosInstallPanel = lazyPage(async () => ({
  default: (await import('./ios-install-panel.tsx')).IosInstallPanel,
}));

const STANDALONE_QUERY = '(display-mode: standalone)';

function subscribeToDisplayMode(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(STANDALONE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * 'Install app': where the browser offered beforeinstallprompt, opens its install dialog; on iOS
 * Safari, shows the Add to Home Screen steps. Shows nothing once installed or when the app
 * already runs installed (standalone). For the header or the footer.
 */
export function InstallAppButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const installed = useAtomValue(appInstalledAtom);
  const standalone = useSyncExternalStore(
    subscribeToDisplayMode,
    () => isStandalone(),
    () => false,
  );
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const offer = installOffer({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
    hasPrompt: prompt !== null,
    installed,
  });
  if (offer === 'none') return null;

  if (offer === 'prompt') {
    const install = async () => {
      if (!prompt) return;
      setPrompt(null); // a prompt can be shown once; the browser offers a new one later if it wants
      await prompt.prompt().catch(() => undefined);
    };
    return (
      <Button {...props} onClick={() => void install()}>
        Install app
      </Button>
    );
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Stack gap="2" align="flex-start">
      <Button
        {...props}
        ref={button}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        Install app
      </Button>
      {open && (
        <Suspense fallback={null}>
          <IosInstallPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
