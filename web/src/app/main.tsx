// One variable font file (~38 kB) serves every weight: five static weights were ~98 kB.
import '@fontsource-variable/montserrat/wght.css';
import './font-fallback.css';
import { isServerRendered } from './server-rendered';

/**
 * The app's entry, deliberately tiny. On a page the gateway rendered (ADR 11) the visitor
 * sees the page from the HTML alone, so the rest is only asked for once that first screen
 * is painted: the HTML, its styles and its hero image get the connection to themselves,
 * and React takes the page over afterwards. Every other page starts the app at once
 * (index.html modulepreloads its code).
 */
const serverRendered = isServerRendered();
const replayEarlyClick = serverRendered ? holdEarlyClicks() : null;

if (serverRendered) await afterFirstPaint();
// The visitor pages' code, alongside the app's instead of after it. The gateway renders only
// the home page and portfolio pages.
if (window.location.pathname === '/') void import('./routes/home');
else if (serverRendered) void import('./routes/portfolio');
const { startApp } = await import('./start-app');
await startApp(serverRendered);
replayEarlyClick?.();

/**
 * A rendered page shows its buttons before the app runs; a tap on one then would do nothing.
 * The last one tapped is kept and pressed again once the app has taken the page over.
 * (Links need no help: they work without the app.)
 */
function holdEarlyClicks(): () => void {
  let pressed: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressed = button;
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    if (pressed?.isConnected) pressed.click();
  };
}

/** Resolves just after the browser's next frame has been painted. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
