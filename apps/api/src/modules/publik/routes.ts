import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { berkasUnggahanAman, K_PUBLIK, tautanHttpsAman, parseYears, PREDIKAT_BELUM_MENGISI_DATA, iidTampil, predikatRanking, PREDIKAT_TIDAK_DAPAT_DIUKUR, sanitasiPeta } from '@sigap/domain';
import { iga2020Inovasi, iga2020Tematik, indeksHasil, mDaerah, media, metodologi, nomorRegistrasi, profilPemda } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { beritaHooks } from './hooks';
import { CACHE_PUBLIK, katalogRoutes, syaratPublikSql } from './katalog';
import { kontenRoutes, pemenangDaerah } from './konten';
import { tautanRoutes } from './tautan';
import { hitungDaerah, metodologiTahun } from '../indeks';

/** Setting with the comma list of years whose verified index the public may see (the ministry decides). */
export const SETTING_TAHUN_PUBLIKASI = 'tahun_publikasi';

const JENIS_LABEL: Record<string, string> = { provinsi: 'Provinsi', kabupaten: 'Kabupaten', kota: 'Kota' };

/**
 * Public page of a region (PLT-14, `/landing/pemda/{profil_id}`), no sign-in:
 * profile, logo, map, the verified index and predikat of the published years
 * (setting `tahun_publikasi`), and the innovations at stage Penerapan whose
 * registration passed verification (decision 68, katalog.ts). Nothing else: no
 * staff contacts, no self scores, no drafts.
 */
export async function publikRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('news', beritaHooks);
  katalogRoutes(app);
  kontenRoutes(app);
  tautanRoutes(app);

  rute(app, K_PUBLIK.pemda, async ({ params: { profil_id: id }, reply }) => {
    const [p] = await db
      .select({
        id: profilPemda.id,
        nama: profilPemda.nama,
        alamat: profilPemda.alamat,
        logo_url: profilPemda.logo_url,
        map_embed: profilPemda.map_embed,
        jenis: mDaerah.jenis,
        kode: mDaerah.kode,
        parent_id: mDaerah.parent_id,
      })
      .from(profilPemda)
      .innerJoin(mDaerah, eq(mDaerah.id, profilPemda.m_daerah_id))
      .where(eq(profilPemda.id, id));
    if (!p) throw new AppError('NOT_FOUND', 'Pemerintah daerah tidak ditemukan.');

    const settings = await app.ctx.settings.all();
    const tahunPublikasi = [...new Set(parseYears(settings[SETTING_TAHUN_PUBLIKASI]))].sort((a, b) => b - a);

    const [induk, logo, inovasi, tersimpan, adaMetodologi, pemenang] = await Promise.all([
      p.parent_id ? db.select({ nama: mDaerah.nama }).from(mDaerah).where(eq(mDaerah.id, p.parent_id)) : Promise.resolve([]),
      // an uploaded logo only when its file is public; an external https address as it is
      berkasUnggahanAman(p.logo_url)
        ? db.select({ is_public: media.is_public }).from(media).where(eq(media.file_url, p.logo_url))
        : Promise.resolve([]),
      db
        .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, tema: iga2020Tematik.nama, tahun: iga2020Inovasi.tahun, jenis_inovasi: iga2020Inovasi.jenis_inovasi })
        .from(iga2020Inovasi)
        .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .leftJoin(iga2020Tematik, eq(iga2020Tematik.kode, iga2020Inovasi.is_covid))
        .where(and(eq(iga2020Inovasi.profil_id, id), eq(iga2020Inovasi.inovasi_status, 2), syaratPublikSql()))
        .orderBy(desc(iga2020Inovasi.tahun), iga2020Inovasi.nama)
        .limit(500),
      tahunPublikasi.length
        ? db
            .select({ tahun: indeksHasil.tahun, iid: indeksHasil.iid, predikat: indeksHasil.predikat })
            .from(indeksHasil)
            .where(and(eq(indeksHasil.profil_id, id), eq(indeksHasil.sumber, 'verified'), inArray(indeksHasil.tahun, tahunPublikasi)))
        : Promise.resolve([]),
      tahunPublikasi.length ? db.select({ tahun: metodologi.tahun }).from(metodologi).where(inArray(metodologi.tahun, tahunPublikasi)) : Promise.resolve([]),
      pemenangDaerah(db, id),
    ]);

    const byTahun = new Map(tersimpan.map((r) => [r.tahun, r]));
    const denganMetodologi = new Set(adaMetodologi.map((r) => r.tahun));
    const indeks: { tahun: number; iid: number | null; predikat: string }[] = [];
    for (const tahun of tahunPublikasi) {
      if (!denganMetodologi.has(tahun)) continue; // a year without rules has no index to publish
      const s = byTahun.get(tahun);
      if (s) {
        const m = await metodologiTahun(db, tahun).catch(() => null);
        const iid = iidTampil(s.iid);
        const adaData = s.predikat !== null && s.predikat !== PREDIKAT_BELUM_MENGISI_DATA;
        // the ranking's rule and rounding: the same number and words as ranking-index
        const p = !m ? (s.predikat ?? PREDIKAT_BELUM_MENGISI_DATA) : adaData && m.skor_maks_total === null ? PREDIKAT_TIDAK_DAPAT_DIUKUR : predikatRanking(m.predikat, s.iid, adaData);
        indeks.push({ tahun, iid: p === PREDIKAT_BELUM_MENGISI_DATA || p === PREDIKAT_TIDAK_DAPAT_DIUKUR ? null : iid, predikat: p });
        continue;
      }
      // not stored yet for that year: computed for this region only, not written by a public read
      const hasil = await hitungDaerah(db, tahun, [id]).catch(() => []);
      const v = hasil[0]?.verified;
      if (v) indeks.push({ tahun, iid: v.iid_tampil, predikat: v.predikat });
    }

    const logoPublik = tautanHttpsAman(p.logo_url) ? p.logo_url : berkasUnggahanAman(p.logo_url) && logo[0]?.is_public === 1 ? p.logo_url : null;
    reply.header('Cache-Control', CACHE_PUBLIK);
    // the answer schema is the whitelist: parsing drops any key it does not list
    return K_PUBLIK.pemda.jawaban.parse({
      status: 1,
      data: {
        profil: {
          id: p.id,
          nama: p.nama,
          tingkat: JENIS_LABEL[p.jenis] ?? p.jenis,
          jenis: p.jenis,
          kode: p.kode,
          induk: induk[0]?.nama ?? null,
          alamat: p.alamat,
          logo_url: logoPublik,
          peta_src: sanitasiPeta(p.map_embed).src,
        },
        indeks,
        tahun_publikasi: tahunPublikasi,
        inovasi: inovasi.map((i) => ({ ...i, tema: i.tema ?? null })),
        pemenang,
      },
    });
  }, { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } });
}
