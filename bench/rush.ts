/**
 * Deadline rush, run by bench/run.ts in its own process: `operators` simulated
 * operators at once, each with its own account and address.
 *
 * 1. Sign-in wave: operator i signs in (POST /login, argon2id) at i/N of `loginSeconds`, as a
 *    morning's sign-ins arrive (timed as its own step, not part of the rush's p99).
 * 2. The rush, `seconds` long: each operator repeats the cycle
 *    POST /crud/iga2020_inovasi (a complete, valid innovation) →
 *   GET /inovasi/{id}/indikator (the editor) → POST /inovasi/{id}/indikator (every
 *   choice indicator answered with its highest level, one request) →
 *   the PDF of `pdfBytes` uploaded as the web app does it: tus (`upload` = 'tus', the default: POST /media/tus,
 *   carrying the first 1 MB (UKURAN_POTONGAN_TUS), then PATCHes of 1 MB, each timed as an `upload` request) or one multipart POST /media/upload
 *   ('multipart') → POST /inovasi/{id}/dokumen (the PDF as evidence of the first answered indicator).
 * With `pace` > 0 (seconds) an operator starts a cycle every `pace` seconds, the first at its own offset in
 * [0, pace) (a low-discrepancy spread, the same every run): `pace` = 60 and `seconds` = 60 is every operator
 * doing one whole cycle in the deadline's last minute, arrivals spread over it (an open load of N/pace cycles/s,
 * whose p99 is the server's answer time). A cycle that takes longer than `pace` is followed at once by the next.
 * With `pace` = 0 the cycles follow each other without a pause (closed loop, saturation): the throughput is the
 * capacity; the p99 there is queueing (N in flight / throughput, Little's law), not a response time.
 * No new cycle starts after the deadline; cycles in flight finish. Every answer is
 * counted; the ids of acknowledged innovations (201), the answers of acknowledged
 * indicator saves (200), the URLs of acknowledged files (201) and the acknowledged
 * evidence documents (201) are written to `ackFile` for the durability check.
 *
 * Argument: JSON { base, usernames[], password, seconds, pace, loginSeconds, pdfBytes, upload?, ackFile }.
 * Prints one JSON line with the figures.
 */
import fs from 'node:fs';
import { UKURAN_POTONGAN_TUS } from '@sigap/domain';

interface Spec {
  base: string;
  usernames: string[];
  password: string;
  seconds: number;
  /** Seconds between an operator's cycle starts; 0 = back to back (saturation). */
  pace: number;
  /** The sign-in wave's length in seconds, before the rush. */
  loginSeconds: number;
  pdfBytes: number;
  /** How the PDF travels: 'tus' (the web app's evidence upload, default) or 'multipart' (POST /media/upload). */
  upload?: 'tus' | 'multipart';
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

interface EditorItem {
  indikator_id: number;
  bentuk_isian: string;
  skala?: { id: number; nilai: number }[];
  subs?: EditorItem[];
}

type Step = 'login' | 'create' | 'editor' | 'indikator' | 'upload' | 'dokumen';
const lat: Record<Step, number[]> = { login: [], create: [], editor: [], indikator: [], upload: [], dokumen: [] };
const status: Record<string, number> = {};
const errors: { step: Step; status: number; body: string }[] = [];
const ackIds: number[] = [];
const ackFiles: string[] = [];
/** [inovasi_id, indikator_id, skala_id] of every answer in an acknowledged save. */
const ackAnswers: [number, number, number][] = [];
/** [inovasi_id, indikator_id, file_url] of every acknowledged evidence document. */
const ackDocs: [number, number, string][] = [];
let cycles = 0;

async function timed(step: Step, url: string, init: RequestInit): Promise<{ status: number; json: Record<string, unknown> | null; headers: Headers | null }> {
  const s = performance.now();
  let st = 0;
  let text = '';
  let headers: Headers | null = null;
  try {
    const res = await fetch(url, init);
    st = res.status;
    headers = res.headers;
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
  return { status: st, json, headers };
}

/** The PDF through tus as the browser sends it (the first chunk with the creation request); answers the stored file's address, or null. */
async function unggahTus(auth: Record<string, string>, bytes: Buffer, nama: string): Promise<string | null> {
  const tus = { ...auth, 'tus-resumable': '1.0.0' };
  const buat = await timed('upload', `${spec.base}/media/tus`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from(nama).toString('base64')}`, 'content-type': 'application/offset+octet-stream' },
    body: bytes.subarray(0, UKURAN_POTONGAN_TUS),
  });
  const lokasi = buat.status === 201 ? buat.headers?.get('location') : null;
  if (!lokasi) return null;
  if (UKURAN_POTONGAN_TUS >= bytes.length) return buat.headers?.get('upload-file-url') ?? null;
  for (let o = UKURAN_POTONGAN_TUS; o < bytes.length; o += UKURAN_POTONGAN_TUS) {
    const r = await timed('upload', `${spec.base}${lokasi}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': String(o), 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(o, Math.min(o + UKURAN_POTONGAN_TUS, bytes.length)),
    });
    if (r.status !== 204) return null;
    if (o + UKURAN_POTONGAN_TUS >= bytes.length) return r.headers?.get('upload-file-url') ?? null;
  }
  return null;
}

const tidur = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
/** The address of operator `idx` (the server trusts one proxy hop in the bench): the sign-in limiter's
 * per-address window then sees one office, not the whole country. */
const alamat = (idx: number) => ({ 'x-forwarded-for': `10.${(idx >> 16) & 255}.${(idx >> 8) & 255}.${idx & 255}` });

/** Signs operator `idx` in at `at` (ms, performance.now()); answers its token, after retries on a refusal. */
async function masuk(username: string, idx: number, at: number, giveUpAt: number): Promise<string | null> {
  await tidur(at - performance.now());
  while (performance.now() < giveUpAt) {
    const login = await timed('login', `${spec.base}/login`, {
      method: 'POST',
      headers: { ...alamat(idx), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: spec.password }),
    });
    const token = login.json?.token as string | undefined;
    if (login.status === 200 && token) return token;
    await tidur(500); // counted as an error; no tight retry loop
  }
  return null;
}

/** The golden-ratio sequence: operator i's offset in [0, 1), evenly spread and the same every run. */
const sebaran = (i: number) => (i * 0.6180339887498949) % 1;

async function operator(username: string, token: string, file: Buffer, start: number, deadline: number, idx: number) {
  let n = 0;
  const auth = { ...alamat(idx), authorization: `Bearer ${token}` };
  let next = start + (spec.pace > 0 ? sebaran(idx) * spec.pace * 1000 : 0);
  for (;;) {
    await tidur(next - performance.now());
    if (performance.now() >= deadline) return;
    next += spec.pace * 1000;
    await siklus(username, auth, file, idx, n++);
    if (next >= deadline) return; // no wait for a cycle that would not start (the elapsed time is the rush's)
  }
}

async function siklus(username: string, auth: Record<string, string>, file: Buffer, idx: number, n: number) {
  const created = await timed('create', `${spec.base}/crud/iga2020_inovasi`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(body(idx * 100_000 + n)),
  });
  const id = created.status === 201 ? Number((created.json?.data as { id?: number } | undefined)?.id) : null;
  if (id) ackIds.push(id);
  // the indicator editor: answer every choice indicator (H, C) with its highest level, one save
  let first: number | null = null;
  if (id) {
    const editor = await timed('editor', `${spec.base}/inovasi/${id}/indikator`, { headers: auth });
    const items = ((editor.json?.data as EditorItem[] | undefined) ?? []).flatMap((i) => [i, ...(i.subs ?? [])]);
    const answers = items
      .filter((i) => i.bentuk_isian === 'pilihan' && i.skala?.length)
      .map((i) => ({ indikator_id: i.indikator_id, skala_id: [...i.skala!].sort((a, b) => b.nilai - a.nilai)[0]!.id }));
    if (answers.length) {
      const saved = await timed('indikator', `${spec.base}/inovasi/${id}/indikator`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(answers),
      });
      if (saved.status === 200) {
        for (const a of answers) ackAnswers.push([id, a.indikator_id, a.skala_id]);
        first = answers[0]!.indikator_id;
      }
    }
  }
  let url: string | null;
  if (spec.upload === 'multipart') {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/pdf' }), `bukti-${username}-${n}.pdf`);
    const up = await timed('upload', `${spec.base}/media/upload`, { method: 'POST', headers: auth, body: form });
    url = up.status === 201 ? String(up.json?.file_url) : null;
  } else url = await unggahTus(auth, file, `bukti-${username}-${n}.pdf`);
  if (url) ackFiles.push(url);
  if (id && url && first) {
    const doc = await timed('dokumen', `${spec.base}/inovasi/${id}/dokumen`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ indikator_id: first, nama: 'Bukti dukung tenggat', file_url: url }),
    });
    if (doc.status === 201) ackDocs.push([id, first, url]);
  }
  cycles++;
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]! * 10) / 10;
};

(async () => {
  const file = pdf(spec.pdfBytes);
  // 1. the sign-in wave
  const n = spec.usernames.length;
  const t0 = performance.now();
  const waveMs = spec.loginSeconds * 1000;
  const tokens = await Promise.all(spec.usernames.map((u, i) => masuk(u, i + 1, t0 + (i / n) * waveMs, t0 + waveMs + 60_000)));
  const login_wave = { operators: n, seconds: Math.round((performance.now() - t0) / 100) / 10, signed_in: tokens.filter(Boolean).length };
  // 2. the rush
  const start = performance.now();
  const deadline = start + spec.seconds * 1000;
  await Promise.all(spec.usernames.map((u, i) => (tokens[i] ? operator(u, tokens[i]!, file, start, deadline, i + 1) : Promise.resolve())));
  const elapsed = (performance.now() - start) / 1000;
  fs.writeFileSync(spec.ackFile, JSON.stringify({ ids: ackIds, files: ackFiles, answers: ackAnswers, docs: ackDocs }));
  // every request of the rush (the sign-in wave has its own figures)
  const all = [...lat.create, ...lat.editor, ...lat.indikator, ...lat.upload, ...lat.dokumen];
  const out = {
    operators: spec.usernames.length,
    pace_s: spec.pace,
    login_wave: { ...login_wave, p50_ms: pct(lat.login, 50), p99_ms: pct(lat.login, 99), max_ms: pct(lat.login, 100) },
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
    acknowledged: { innovations: ackIds.length, answers: ackAnswers.length, files: ackFiles.length, documents: ackDocs.length },
    upload_mb_per_s: Math.round(((ackFiles.length * spec.pdfBytes) / 1024 / 1024 / elapsed) * 10) / 10,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
