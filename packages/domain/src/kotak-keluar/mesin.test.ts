import { describe, expect, it } from 'vitest';
import { jawabanSementara, KotakKeluar, type JawabanKirim, type KeadaanKotakKeluar, type MetodeTulis } from './mesin';
import { ringkas, sambung } from './sambung';

interface Kiriman {
  kunci: string;
  method: MetodeTulis;
  path: string;
  body: unknown;
}

/** An outbox over memory whose sender answers from `jawab` (throwing = no connection). */
function buat(jawab: (k: Kiriman) => JawabanKirim | Promise<JawabanKirim>, jam = { t: Date.parse('2026-03-01T00:00:00Z') }) {
  let simpan: unknown = null;
  const terkirim: Kiriman[] = [];
  const kotak = new KotakKeluar(
    { baca: () => (simpan ? JSON.parse(JSON.stringify(simpan)) : null), tulis: (v) => (simpan = JSON.parse(JSON.stringify(v))) },
    async (k) => {
      terkirim.push(k);
      return jawab(k);
    },
    () => new Date(jam.t),
  );
  return { kotak, terkirim, simpanan: () => simpan as KeadaanKotakKeluar, jam };
}

const entri = (id: string, over: Record<string, unknown> = {}) => ({ id, method: 'POST' as const, path: `/x/${id}`, body: { n: id }, label: `Simpan ${id}`, ...over });

describe('offline outbox engine', () => {
  it('sends strictly in order and empties the queue', async () => {
    const { kotak, terkirim } = buat(() => ({ status: 200, body: { status: 1, data: {} } }));
    for (const id of ['a', 'b', 'c']) kotak.tambah(entri(id));
    const r = await kotak.kirimUlang();
    expect(r).toEqual({ terkirim: 3, ditolak: 0, berhenti: false, sisa: 0 });
    expect(terkirim.map((k) => k.kunci)).toEqual(['a', 'b', 'c']);
    expect(kotak.keadaan().antrian).toEqual([]);
    expect(kotak.status('b').status).toBe('selesai');
  });

  it('stops at the first failure to connect and keeps that entry and the rest, counting the attempt', async () => {
    let putus = true;
    const { kotak, terkirim } = buat((k) => {
      if (putus && k.kunci === 'b') throw new TypeError('Failed to fetch');
      return { status: 201, body: { status: 1, data: {} } };
    });
    for (const id of ['a', 'b', 'c']) kotak.tambah(entri(id));
    const r = await kotak.kirimUlang();
    expect(r).toMatchObject({ terkirim: 1, berhenti: true, sisa: 2 });
    expect(terkirim.map((k) => k.kunci)).toEqual(['a', 'b']);
    const [b, c] = kotak.keadaan().antrian;
    expect(b).toMatchObject({ id: 'b', tries: 1 });
    expect(b!.last_error).toContain('Failed to fetch');
    expect(c).toMatchObject({ id: 'c', tries: 0 });
    putus = false;
    expect(await kotak.kirimUlang()).toMatchObject({ terkirim: 2, berhenti: false, sisa: 0 });
    expect(terkirim.map((k) => k.kunci)).toEqual(['a', 'b', 'b', 'c']);
  });

  it('a server or gateway error, an expired session or the same write still running wait like no connection', async () => {
    for (const j of [{ status: 503, body: {} }, { status: 502, body: '' }, { status: 401, body: {} }, { status: 429, body: {} }, { status: 409, body: { code: 'SEDANG_DIPROSES' } }])
      expect(jawabanSementara(j)).toBe(true);
    for (const j of [{ status: 422, body: {} }, { status: 409, body: { code: 'DIUBAH_PENGGUNA_LAIN' } }, { status: 403, body: {} }, { status: 404, body: {} }])
      expect(jawabanSementara(j)).toBe(false);
    const { kotak } = buat(() => ({ status: 503, body: { status: 0, message: 'Basis data sedang tidak dapat dihubungi.' } }));
    kotak.tambah(entri('a'));
    expect(await kotak.kirimUlang()).toMatchObject({ berhenti: true, sisa: 1 });
    expect(kotak.keadaan().antrian[0]).toMatchObject({ tries: 1, last_error: 'Basis data sedang tidak dapat dihubungi.' });
  });

  it('keeps refused writes (4xx, a newer version) with the server message and goes on; only the user discards them', async () => {
    const { kotak } = buat((k) =>
      k.kunci === 'a'
        ? { status: 422, body: { status: 0, code: 'VALIDATION_FAILED', message: 'Isian belum valid.', errors: { nama: 'Wajib diisi.' } } }
        : k.kunci === 'b'
          ? { status: 409, body: { status: 0, code: 'DIUBAH_PENGGUNA_LAIN', message: 'Data telah diubah oleh pengguna lain.' } }
          : { status: 200, body: { status: 1, data: {} } },
    );
    for (const id of ['a', 'b', 'c']) kotak.tambah(entri(id));
    expect(await kotak.kirimUlang()).toMatchObject({ terkirim: 1, ditolak: 2, berhenti: false });
    const { ditolak } = kotak.keadaan();
    expect(ditolak.map((d) => [d.id, d.status, d.kode, d.pesan])).toEqual([
      ['a', 422, 'VALIDATION_FAILED', 'Isian belum valid.'],
      ['b', 409, 'DIUBAH_PENGGUNA_LAIN', 'Data telah diubah oleh pengguna lain.'],
    ]);
    expect(ditolak[0]!.errors).toEqual({ nama: 'Wajib diisi.' });
    expect(ditolak[0]!.label).toBe('Simpan a');
    // a later run sends nothing again and keeps them
    expect(await kotak.kirimUlang()).toMatchObject({ terkirim: 0, ditolak: 0 });
    expect(kotak.keadaan().ditolak).toHaveLength(2);
    kotak.buang('a');
    expect(kotak.keadaan().ditolak.map((d) => d.id)).toEqual(['b']);
  });

  it('a create then two updates made offline replay as the create, then updates of the created record with the versions they produced', async () => {
    let versi = 0;
    const { kotak, terkirim } = buat((k) => {
      versi++;
      const v = `2026-03-01T00:00:0${versi}.000Z`;
      if (k.method === 'POST') return { status: 201, body: { status: 1, data: { id: 77, updated_at: v } } };
      return { status: 200, body: { status: 1, data: { id: 77, updated_at: v } } };
    });
    const sasaran = 'iga2020_inovasi:baru:f1';
    kotak.tambah({ ...entri('c'), path: '/crud/iga2020_inovasi', jenis: 'rekaman', sasaran });
    kotak.tambah({ ...entri('u1'), method: 'PUT', path: '/crud/iga2020_inovasi/:id', body: { nama: 'Dua' }, jenis: 'rekaman', sasaran });
    kotak.tambah({ ...entri('u2'), method: 'PUT', path: '/crud/iga2020_inovasi/:id', body: { nama: 'Tiga' }, jenis: 'rekaman', sasaran });
    expect(kotak.keadaan().antrian.map((e) => e.setelah)).toEqual([null, 'c', 'u1']);
    expect(kotak.menunggu(sasaran)).toBe(true);
    await kotak.kirimUlang();
    expect(terkirim.map((k) => `${k.method} ${k.path}`)).toEqual(['POST /crud/iga2020_inovasi', 'PUT /crud/iga2020_inovasi/77', 'PUT /crud/iga2020_inovasi/77']);
    // the first update had no version (a new record); each later one carries the version the previous one produced
    expect(terkirim[1]!.body).toEqual({ nama: 'Dua', updated_at: '2026-03-01T00:00:01.000Z' });
    expect(terkirim[2]!.body).toEqual({ nama: 'Tiga', updated_at: '2026-03-01T00:00:02.000Z' });
    expect(kotak.status('c')).toEqual({ status: 'selesai', ringkas: { id: 77, versi: { _: [null, '2026-03-01T00:00:01.000Z'] } } });
    expect(kotak.menunggu(sasaran)).toBe(false);
  });

  it('an update continuing a refused create is refused too, naming it, and never sent', async () => {
    const { kotak, terkirim } = buat(() => ({ status: 422, body: { status: 0, code: 'VALIDATION_FAILED', message: 'Nama wajib diisi.' } }));
    kotak.tambah({ ...entri('c'), jenis: 'rekaman', sasaran: 's' });
    kotak.tambah({ ...entri('u'), method: 'PUT', path: '/crud/t/:id', jenis: 'rekaman', sasaran: 's' });
    expect(await kotak.kirimUlang()).toMatchObject({ terkirim: 0, ditolak: 2 });
    expect(terkirim.map((k) => k.kunci)).toEqual(['c']);
    expect(kotak.keadaan().ditolak[1]).toMatchObject({ id: 'u', pesan: 'Perubahan sebelumnya ("Simpan c") ditolak, sehingga perubahan ini tidak dikirim.' });
  });

  it('indicator answers take the version the earlier save produced only for the answers that save carried', () => {
    const jawaban = { status: 1, data: [{ id: 5, updated_at: 'v5b', subs: [{ id: 6, updated_at: 'v6b', subs: [] }] }, { id: 7, updated_at: 'v7-lain', subs: [] }] };
    const r = ringkas('indikator', { data: [{ indikator_id: 5, nilai: '1', updated_at: 'v5a' }, { indikator_id: 6, updated_at: null }] }, jawaban)!;
    expect(r.versi).toEqual({ '5': ['v5a', 'v5b'], '6': [null, 'v6b'] });
    const lanjut = sambung('indikator', '/p', { data: [{ indikator_id: 5, updated_at: 'v5a' }, { indikator_id: 6, updated_at: null }, { indikator_id: 7, updated_at: 'v7a' }] }, r);
    // 7 was not in the earlier save: it keeps the version the user read, so a change by someone else is still caught
    expect(lanjut.body).toEqual({ data: [{ indikator_id: 5, updated_at: 'v5b' }, { indikator_id: 6, updated_at: 'v6b' }, { indikator_id: 7, updated_at: 'v7a' }] });
    expect(sambung('indikator', '/p', { indikator_id: 5, updated_at: 'v5a' }, r).body).toEqual({ indikator_id: 5, updated_at: 'v5b' });
    // a record update made from another version than the chain's keeps it
    expect(sambung('rekaman', '/t/:id', { updated_at: 'lain' }, { id: 3, versi: { _: ['v1', 'v2'] } })).toEqual({ path: '/t/3', body: { updated_at: 'lain' } });
  });

  it('forgets answers after a day unless a waiting entry still continues them; one run at a time', async () => {
    const { kotak, jam, terkirim } = buat(() => ({ status: 200, body: { status: 1, data: { id: 1 } } }));
    kotak.tambah(entri('a'));
    await Promise.all([kotak.kirimUlang(), kotak.kirimUlang()]);
    expect(terkirim).toHaveLength(1);
    expect(kotak.status('a').status).toBe('selesai');
    jam.t += 25 * 60 * 60 * 1000;
    kotak.tambah(entri('b'));
    expect(kotak.status('a').status).toBe('tidak-ada');
    expect(() => kotak.tambah(entri('b'))).toThrow();
  });

  it('reads a damaged store as empty instead of failing', () => {
    const kotak = new KotakKeluar({ baca: () => 'rusak', tulis: () => {} }, async () => ({ status: 200, body: {} }));
    expect(kotak.keadaan()).toEqual({ antrian: [], ditolak: [], selesai: {} });
  });
});
