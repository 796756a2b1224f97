import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MENU_SECTIONS } from '@sigap/domain';

/**
 * Placeholder page of the platform foundation: shows that the API answers.
 * The application shell (sign-in, menu, generic screens) replaces it.
 */
function App() {
  const [health, setHealth] = useState<'memeriksa' | 'ok' | 'gagal'>('memeriksa');
  useEffect(() => {
    fetch('/health')
      .then((r) => setHealth(r.ok ? 'ok' : 'gagal'))
      .catch(() => setHealth('gagal'));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '3rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
      <h1>SIGAP Inovasi</h1>
      <p>Registri dan Indeks Inovasi Daerah (IID) serta Innovative Government Award (IGA).</p>
      <p>
        Status server: <strong data-testid="health">{health === 'ok' ? 'tersambung' : health === 'gagal' ? 'tidak tersambung' : 'memeriksa…'}</strong>
      </p>
      <p>
        Dokumentasi API: <a href="/docs">/docs</a>
      </p>
      <h2>Menu</h2>
      <ol>
        {MENU_SECTIONS.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
