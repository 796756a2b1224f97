import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// the original app unregistered service workers on start; so do we (no stale caches)
navigator.serviceWorker
  ?.getRegistrations?.()
  .then((regs) => regs.forEach((r) => void r.unregister()))
  .catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
