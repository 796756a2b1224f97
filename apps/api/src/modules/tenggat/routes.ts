import type { FastifyInstance } from 'fastify';
import { and, asc, eq, exists, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  aksesPapanTenggat,
  halaman,
  hariIniWib,
  hariMenujuTutup,
  K_TENGGAT,
  LABEL_RISIKO,
  polaLike,
  risikoDaerah,
  type BarisTenggat,
  type QueryOf,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, igaKlaster, igaKlasterDaerah, indeksHasil, mDaerah, nomorRegistrasi, profilPemda, wilayahDaerah } from '../../db/schema';
import { inRegions } from '../../crud/query';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { dokumenDari, jawabanDaerahBanyak, katalog, perPemilik, statusRingkas, tahunDari } from '../indikator';
import { daftarkanEkspor, eksporAtauLatar, tulisBerkas } from '../ekspor';
import { tenggatExcel } from './excel';

/**
 * Deadline board (issue 20): every region in the caller's reach with its progress for the assessment year —
 * regional indicators answered, mandatory ones complete with evidence, innovations drafted and sent, the
 * stored self IID — turned into a risk level by the domain's `risikoDaerah`, the regions at risk first.
 */

type Saring = Omit<QueryOf<typeof K_TENGGAT.daftar>, 'page' | 'per_page' | 'pageSize' | 'orderBy'>;

/** The regions a caller may see on the board: null = every region (403 for roles without the board). */
function lingkupTenggat(user: SessionUser): number[] | null {
  const akses = aksesPapanTenggat(user);
  if (akses === null) throw new AppError('FORBIDDEN', 'Papan tenggat hanya untuk Kementerian dan provinsi.');
  return akses === 'wilayah' ? (user.daerah_ids ?? (user.m_daerah_id != null ? [user.m_daerah_id] : [])) : null;
}

/**
 * The board's rows of the regions in `daerahIds` (null: every region) for the filters, all of them, sorted: most
 * at risk first, then by name. Also what the reminders read (modules/pengingat).
 */
export async function barisTenggat(db: DbOrTx, daerahIds: readonly number[] | null, tahun: number, q: Saring): Promise<BarisTenggat[]> {
  const prov = alias(mDaerah, 'prov');
  const syarat: (SQL | undefined)[] = [
    inRegions(profilPemda.id, daerahIds),
    q.propinsi_id ? sql`(${mDaerah.parent_id} = ${q.propinsi_id} or ${mDaerah.id} = ${q.propinsi_id})` : undefined,
    q.search ? ilike(profilPemda.nama, polaLike(q.search)) : undefined,
    q.klaster
      ? exists(
          db
            .select({ x: sql`1` })
            .from(igaKlasterDaerah)
            .innerJoin(igaKlaster, eq(igaKlaster.id, igaKlasterDaerah.iga_klaster_id))
            .where(and(eq(igaKlasterDaerah.iga_daerah_id, profilPemda.id), eq(igaKlaster.kode, q.klaster))),
        )
      : undefined,
    q.wilayah_id
      ? exists(
          db
            .select({ x: sql`1` })
            .from(wilayahDaerah)
            .where(and(eq(wilayahDaerah.m_daerah_id, profilPemda.m_daerah_id), eq(wilayahDaerah.wilayah_id, q.wilayah_id))),
        )
      : undefined,
  ];
  const daerah = await db
    .select({ id: profilPemda.id, nama: profilPemda.nama, propinsi: prov.nama, iid: indeksHasil.iid, predikat: indeksHasil.predikat })
    .from(profilPemda)
    .innerJoin(mDaerah, eq(mDaerah.id, profilPemda.m_daerah_id))
    .leftJoin(prov, eq(prov.id, mDaerah.parent_id))
    .leftJoin(indeksHasil, and(eq(indeksHasil.profil_id, profilPemda.id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, 'self')))
    .where(and(...syarat))
    .orderBy(asc(profilPemda.nama));
  const ids = daerah.map((d) => d.id);
  if (!ids.length) return [];
  const defs = await katalog(db, tahun, 'P');
  const [jawaban, dokumen, inovasi] = await Promise.all([
    jawabanDaerahBanyak(db, ids, tahun),
    dokumenDari(
      db,
      'daerah',
      ids,
      defs.map((d) => d.id),
    ),
    db
      .select({
        profil_id: iga2020Inovasi.profil_id,
        jumlah: sql<number>`count(*)::int`,
        terkirim: sql<number>`count(${nomorRegistrasi.id})::int`,
      })
      .from(iga2020Inovasi)
      .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
      .where(and(inRegions(iga2020Inovasi.profil_id, ids), eq(iga2020Inovasi.is_lomba, 0), isNull(iga2020Inovasi.keluar_indeks_alasan)))
      .groupBy(iga2020Inovasi.profil_id),
  ]);
  const dok = perPemilik(dokumen);
  const inoBy = new Map(inovasi.map((i) => [i.profil_id, i]));
  const rows = daerah.map((d) => {
    const s = statusRingkas(defs, jawaban.get(d.id), dok.get(d.id) ?? []);
    const ino = inoBy.get(d.id);
    const k = {
      indikator_terisi: s.terisi,
      indikator_jumlah: s.jumlah,
      wajib_terpenuhi: s.wajib_terpenuhi,
      wajib_jumlah: s.wajib,
      inovasi_jumlah: ino?.jumlah ?? 0,
      inovasi_draf: (ino?.jumlah ?? 0) - (ino?.terkirim ?? 0),
      inovasi_terkirim: ino?.terkirim ?? 0,
      iid: d.iid ?? null,
    };
    const r = risikoDaerah(k);
    return {
      baris: {
        profil_id: d.id,
        nama: d.nama,
        propinsi: d.propinsi ?? null,
        ...k,
        jumlah_dokumen: s.jumlah_dokumen,
        predikat: d.predikat ?? null,
        risiko: r.tingkat,
        risiko_label: LABEL_RISIKO[r.tingkat],
        alasan: r.alasan,
        tidak_dapat_dinilai: r.tidak_dapat_dinilai,
        persen: r.persen,
      } satisfies BarisTenggat,
      skor: r.skor,
    };
  });
  rows.sort((a, b) => b.skor - a.skor || a.baris.nama.localeCompare(b.baris.nama, 'id'));
  return rows.map((r) => r.baris);
}

export async function tenggatRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_TENGGAT.daftar, async ({ user, query }) => {
    const settings = await app.ctx.settings.all();
    const tahun = tahunDari(settings, query.tahun);
    const semua = await barisTenggat(db, lingkupTenggat(user), tahun, { ...query, risiko: undefined });
    const rekap = { tinggi: 0, sedang: 0, rendah: 0, tidak_dapat_dinilai: 0 };
    for (const r of semua) {
      rekap[r.risiko] += 1;
      if (r.tidak_dapat_dinilai) rekap.tidak_dapat_dinilai += 1;
    }
    const rows = query.risiko ? semua.filter((r) => r.risiko === query.risiko) : semua;
    const { offset, perPage } = halaman(query, { perPage: 20 });
    const selesai = settings.periode_selesai || null;
    return { status: 1 as const, data: rows.slice(offset, offset + perPage), total: rows.length, tahun, periode_selesai: selesai, hari_sisa: hariMenujuTutup(hariIniWib(), selesai), rekap };
  });

  /**
   * The board as an xlsx: every row of the filters (not a page). Rows are regions: the board is computed whole (as
   * the screen's every page is) and sent while it has at most EKSPOR_LATAR_BARIS rows; past that, or with
   * `Prefer: respond-async`, a job writes it with the caller's reach as it was (decision 116).
   */
  const barisEkspor = async (dbx: DbOrTx, user: SessionUser, tahun: number, query: Omit<Saring, 'tahun'>) => {
    const semua = await barisTenggat(dbx, lingkupTenggat(user), tahun, query);
    return query.risiko ? semua.filter((r) => r.risiko === query.risiko) : semua;
  };
  const bukuTenggat = async (rows: readonly BarisTenggat[], tahun: number) =>
    tenggatExcel(rows, { tahun, periodeSelesai: (await app.ctx.settings.all()).periode_selesai || null, hariIni: hariIniWib() });
  daftarkanEkspor(app, 'papan_tenggat', {
    izin: K_TENGGAT.excel.izin,
    tulis: async (dbTugas, user, kueri, berkas) => {
      const { tahun, ...q } = kueri as Saring & { tahun: number };
      const rows = await barisEkspor(dbTugas, user, tahun, q);
      await tulisBerkas(berkas, await bukuTenggat(rows, tahun));
      return { baris: rows.length };
    },
  });
  rute(app, K_TENGGAT.excel, async ({ user, req, query, reply }) => {
    const { unduh: _token, ...saring } = query;
    const tahun = tahunDari(await app.ctx.settings.all(), saring.tahun);
    lingkupTenggat(user); // a role without the board: 403 before anything is queued
    const nama = `papan-tenggat-${tahun}.xlsx`;
    return eksporAtauLatar(app, req, reply, { user, jenis: 'papan_tenggat', kueri: { ...saring, tahun }, nama }, async () => {
      const rows = await barisEkspor(db, user, tahun, saring);
      return {
        baris: rows.length,
        kirim: async () =>
          reply
            .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('Content-Disposition', `attachment; filename="${nama}"`)
            .header('Cache-Control', 'private, no-store')
            .send(await bukuTenggat(rows, tahun)),
      };
    });
  });
}
