import { z } from 'zod';
import { amplop, amplopDaftar, bulatAntara, id, jawabanOk, kontrak, kueriDaftar } from './dasar';

/**
 * The generic `/crud/{table}` routes: one contract each; the resource (and so the permission) comes from the
 * URL, the row shape from the resource definition (packages/domain/src/resources), which also validates bodies
 * (`validateInput`) and filters (`orderBy[field]`, filterable fields). Rows are objects of the resource's fields.
 */

const tabel = z.string().regex(/^[a-z0-9_]{1,64}$/, 'Nama tabel tidak dikenal.');
const paramTabel = z.object({ table: tabel });
const paramTabelId = z.object({ table: tabel, id });
const baris = z.record(z.string(), z.unknown());
/** The list contract plus the resource's own filters (`tahun[]=2024`, `profil_id=3`), checked against the resource. */
const kueriCrud = kueriDaftar.catchall(z.unknown());
const isian = z.record(z.string(), z.unknown(), 'Kirim data sebagai objek JSON.');

export const K_CRUD = {
  daftar: kontrak({
    method: 'GET',
    path: '/crud/:table',
    izin: { resource: ':table', action: 'list' },
    ringkasan: 'Daftar data satu sumber (tabel) dengan halaman, pencarian, urutan dan filter',
    tag: 'crud',
    params: paramTabel,
    // `fields=nama,tahun`: only those columns (plus id and what the resource adds); absent = the full row (decision 100)
    query: kueriCrud.extend({
      fields: z.union([z.string('Harus berupa teks.').max(4000, 'Maksimal 4000 karakter.'), z.array(z.string('Harus berupa teks.')).max(100, 'Paling banyak 100 kolom.')], 'Sebutkan kolom dipisah koma: fields=nama,tahun.').optional(),
    }),
    jawaban: amplopDaftar(baris).extend({ page: z.number(), per_page: z.number() }),
  }),
  lookup: kontrak({
    method: 'GET',
    path: '/crud/:table/lookup',
    izin: { resource: ':table', action: 'list' },
    ringkasan: 'Pilihan (value, label) satu sumber untuk kolom isian',
    tag: 'crud',
    params: paramTabel,
    query: kueriCrud.extend({
      per_page: bulatAntara(1, 10_000).optional(),
      pageSize: bulatAntara(1, 10_000).optional(),
      value: z.string('Harus berupa teks.').max(64, 'Maksimal 64 karakter.').optional(),
    }),
    jawaban: amplopDaftar(z.object({ value: z.unknown(), label: z.string(), id: z.number() })),
  }),
  baca: kontrak({
    method: 'GET',
    path: '/crud/:table/:id',
    izin: { resource: ':table', action: 'read' },
    ringkasan: 'Satu data',
    tag: 'crud',
    params: paramTabelId,
    jawaban: amplop(baris),
  }),
  tambah: kontrak({
    method: 'POST',
    path: '/crud/:table',
    izin: { resource: ':table', action: 'create' },
    ringkasan: 'Tambah data (diperiksa menurut definisi sumber)',
    tag: 'crud',
    params: paramTabel,
    body: isian,
    jawaban: amplop(baris),
  }),
  ubah: kontrak({
    method: 'POST',
    path: '/crud/:table/:id',
    izin: { resource: ':table', action: 'update' },
    ringkasan: 'Ubah data (diperiksa menurut definisi sumber)',
    tag: 'crud',
    params: paramTabelId,
    body: isian,
    jawaban: amplop(baris),
  }),
  hapus: kontrak({
    method: 'DELETE',
    path: '/crud/:table/:id',
    izin: { resource: ':table', action: 'delete' },
    ringkasan: 'Hapus data',
    tag: 'crud',
    params: paramTabelId,
    jawaban: jawabanOk,
  }),
};
