import { describe, expect, it, vi } from 'vitest';
import type { OpsiUnggahTus } from './unggah-tus-mesin';

/** The engine as a stand-in: what `unggahBerkas` hands it and how it stops it. */
const mesin = vi.hoisted(() => ({ opsi: null as OpsiUnggahTus | null, hentikan: vi.fn(), selesai: null as ((r: unknown) => void) | null }));
vi.mock('./unggah-tus-mesin', () => ({
  unggahTus: (_file: File, opsi: OpsiUnggahTus) => {
    mesin.opsi = opsi;
    return { hasil: new Promise((res) => (mesin.selesai = res)), jeda: vi.fn(), lanjutkan: vi.fn(), hentikan: mesin.hentikan };
  },
}));

const { unggahBerkas } = await import('./unggah-tus');
const berkas = new File(['%PDF-1.4'], 'pakta.pdf', { type: 'application/pdf' });
const tunggu = () => new Promise((r) => setTimeout(r, 0));

describe('unggahBerkas: the resumable upload for screens with their own progress line', () => {
  it('reports percent and the connection state, and answers the stored file', async () => {
    const persen: number[] = [];
    const putus: boolean[] = [];
    const hasil = unggahBerkas(berkas, { onProgress: (p) => persen.push(p), onTerputus: (t) => putus.push(t) });
    await tunggu();
    mesin.opsi!.onProgress!({ persen: 40, terkirim: 4, total: 10 });
    mesin.opsi!.onStatus!({ jenis: 'terputus' });
    mesin.opsi!.onStatus!({ jenis: 'dilanjutkan', persen: 40 });
    mesin.selesai!({ file_url: '/media/2026/11/a.pdf', mime: 'application/pdf', size: 8 });
    await expect(hasil).resolves.toMatchObject({ file_url: '/media/2026/11/a.pdf' });
    expect(persen).toEqual([40]);
    expect(putus).toEqual([true, false]);
  });

  it('the signal stops it, also when it was aborted before the engine loaded', async () => {
    mesin.hentikan.mockClear();
    const ctl = new AbortController();
    void unggahBerkas(berkas, { signal: ctl.signal });
    ctl.abort();
    await tunggu();
    expect(mesin.hentikan).toHaveBeenCalledTimes(1);
    const awal = new AbortController();
    awal.abort();
    void unggahBerkas(berkas, { signal: awal.signal });
    await tunggu();
    expect(mesin.hentikan).toHaveBeenCalledTimes(2);
  });
});
