/** What the browser tells us about installing the app. */
export interface InstallContext {
  /** navigator.userAgent */
  userAgent: string;
  /** navigator.maxTouchPoints (iPadOS reports a Mac user agent, but has touch). */
  maxTouchPoints: number;
  /** Running as an installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** A beforeinstallprompt event is kept and not used yet. */
  hasPrompt: boolean;
  /** appinstalled fired in this page. */
  installed: boolean;
}

/** How to offer installing: the browser's prompt, Add to Home Screen steps on iOS Safari, or nothing. */
export type InstallOffer = 'prompt' | 'ios-instructions' | 'none';

/** iPhone, iPod or iPad, including iPadOS that claims to be a Mac but has a touch screen. */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Safari itself on iOS: not Chrome, Firefox, Edge, Opera or an in-app browser (those lack the
 * 'Safari' token or add their own), which cannot add to the home screen the same way.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  if (!isIosDevice(userAgent, maxTouchPoints)) return false;
  if (!/Safari\//.test(userAgent) || !/Version\//.test(userAgent)) return false;
  return !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//.test(
    userAgent,
  );
}

/** Which install action to show, if any. */
export function installOffer(context: InstallContext): InstallOffer {
  if (context.standalone || context.installed) return 'none';
  if (context.hasPrompt) return 'prompt';
  if (isIosSafari(context.userAgent, context.maxTouchPoints)) return 'ios-instructions';
  return 'none';
}

/** Whether the page runs as an installed app. */
export function isStandalone(win: Window = window): boolean {
  const media = typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
  return media || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
}
