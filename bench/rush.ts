/**
 * Deadline rush, run by bench/run.ts in its own process: `operators` simulated
 * operators at once, each with its own account, repeating for `seconds`:
 *   POST /login → POST /crud/iga2020_inovasi (a complete, valid innovation) →
 *   POST /media/upload (a PDF of `pdfBytes`, multipart).
 * No new cycle starts after the deadline; cycles in flight finish. Every answer is
 * counted; the ids of acknowledged innovations (201) and the URLs of acknowledged
 * files (201) are written to `ackFile` for the durability check.
 *
 * Argument: JSON { base, usernames[], password, seconds, pdfBytes, ackFile }.
 * Prints one JSON line with the figures.
 */
import fs from 'node:fs';

interface Spec {
  base: string;
  usernames: string[];
  password: string;
  seconds: number;
  pdfBytes: number;
  ackFile: string;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Spec;

const KALIMAT =
  'Pelayanan publik di daerah ini diperbaiki melalui sistem antrean daring yang mempersingkat waktu tunggu warga dan memudahkan petugas memantau permohonan setiap hari. ';

/** A complete innovation (every mandatory field, 300+ words of design text). */
function body(n: number) {
  return {
    nama: `Inovasi Tenggat ${n} Layanan Terpadu`,
    inovasi_status: 2,
    inisiator: 'OPD',
    nama_inisiator: 'Dinas Komunikasi dan Informatika',
    koordinat: '-6.917464,107.619123',
    klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
    jenis_inovasi: 'Digital',
    bentuk_inovasi: 2,
    is_covid: 12,
    urusan_pemerintah_id: '1,2',
    waktu: '2025-01-15',
    waktu_implementasi: '2025-03-01',
    is_developed: 0,
    latar_belakang: `<p>${KALIMAT.repeat(14)}</p>`,
    tujuan: '<p>Mempercepat layanan.</p>',
    manfaat: '<p>Waktu tunggu berkurang.</p>',
    hasil_inovasi: '<p>Waktu layanan turun separuh.</p>',
  };
}

/** A PDF by its magic bytes, padded to the size wanted. */
function pdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n');
  const tail = Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const buf = Buffer.alloc(size, 0x20);
  head.copy(buf, 0);
  // some incompressible content, as a scanned document has
  for (let i = head.length; i < size - tail.length; i += 4) buf.writeUInt32LE((Math.imul(i, 2654435761) ^ 0x5bd1e995) >>> 0, i);
  tail.copy(buf, size - tail.length);
  return buf;
}

type Step = 'login' | 'create' | 'upload';
const lat: Record<Step, number[]> = { login: [], create: [], upload: [] };
const status: Record<string, number> = {};
const errors: { step: Step; status: number; body: string }[] = [];
const ackIds: number[] = [];
const ackFiles: string[] = [];
let cycles = 0;

async function timed(step: Step, url: string, init: RequestInit): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const s = performance.now();
  let st = 0;
  let text = '';
  try {
    const res = await fetch(url, init);
    st = res.status;
    text = await res.text();
  } catch (e) {
    text = String(e);
  }
  lat[step].push(performance.now() - s);
  const key = `${step} ${st}`;
  status[key] = (status[key] ?? 0) + 1;
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    /* not JSON */
  }
  if (st < 200 || st >= 300) errors.push({ step, status: st, body: text.slice(0, 300) });
  return { status: st, json };
}

async function operator(username: string, file: Blob, deadline: number, idx: number) {
  let n = 0;
  while (performance.now() < deadline) {
    const login = await timed('login', `${spec.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: spec.password }),
    });
    const token = login.json?.token as string | undefined;
    if (login.status !== 200 || !token) {
      await new Promise((r) => setTimeout(r, 200)); // counted as an error; no tight retry loop
      continue;
    }
    const auth = { authorization: `Bearer ${token}` };
    const created = await timed('create', `${spec.base}/crud/iga2020_inovasi`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body(idx * 100_000 + n++)),
    });
    if (created.status === 201) ackIds.push(Number((created.json?.data as { id?: number } | undefined)?.id));
    const form = new FormData();
    form.append('file', file, `bukti-${username}-${n}.pdf`);
    const up = await timed('upload', `${spec.base}/media/upload`, { method: 'POST', headers: auth, body: form });
    if (up.status === 201) ackFiles.push(String(up.json?.file_url));
    cycles++;
  }
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10;
};

(async () => {
  const file = new Blob([pdf(spec.pdfBytes)], { type: 'application/pdf' });
  const start = performance.now();
  const deadline = start + spec.seconds * 1000;
  await Promise.all(spec.usernames.map((u, i) => operator(u, file, deadline, i + 1)));
  const elapsed = (performance.now() - start) / 1000;
  fs.writeFileSync(spec.ackFile, JSON.stringify({ ids: ackIds, files: ackFiles }));
  const all = [...lat.login, ...lat.create, ...lat.upload];
  const out = {
    operators: spec.usernames.length,
    seconds: Math.round(elapsed * 10) / 10,
    cycles,
    cycles_per_s: Math.round((cycles / elapsed) * 10) / 10,
    requests: all.length,
    requests_per_s: Math.round((all.length / elapsed) * 10) / 10,
    p50_ms: pct(all, 50),
    p99_ms: pct(all, 99),
    per_step: Object.fromEntries((Object.keys(lat) as Step[]).map((k) => [k, { n: lat[k].length, p50_ms: pct(lat[k], 50), p99_ms: pct(lat[k], 99), max_ms: pct(lat[k], 100) }])),
    status,
    errors: errors.length,
    error_samples: errors.slice(0, 5),
    acknowledged: { innovations: ackIds.length, files: ackFiles.length },
    upload_mb_per_s: Math.round(((ackFiles.length * spec.pdfBytes) / 1024 / 1024 / elapsed) * 10) / 10,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
