import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// the original app unregistered service workers on start; so do we (no stale caches)
navigator.serviceWorker
  ?.getRegistrations?.()
  .then((regs) => regs.forEach((r) => void r.unregister()))
  .catch(() => undefined);

// the first render in a transition: React draws it in slices of a few milliseconds (yielding to the browser between
// them) instead of one long task; the page painted by index.html stays until the render commits (decision 119)
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
