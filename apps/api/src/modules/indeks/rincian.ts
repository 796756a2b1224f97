import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { cekKelayakanInovasi, hitungUrusanYandasTercakup, K_INDEKS, parseYears } from '@sigap/domain';
import { iga2020Inovasi, iga2020InovasiSkor, igaUrusanPemerintahan, indeksHasil, nomorRegistrasi, profilPemda } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { hitungDaerah, metodologiTahun, type Sumber } from './hitung';

/**
 * Why a region has its score (IDX-01 explained): the engine's full result for
 * the year and source (SPD, Σ kematangan, n, k, MAX(k, n), count score, the
 * basic-service coverage, notes) and every innovation of the region with
 * whether it counts and why not.
 */
export async function rincianRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  rute(app, K_INDEKS.rincian, async ({ params, query }) => {
    const id = params.profil_id;
    const tahun = query.tahun ?? parseYears((await app.ctx.settings.all()).tahun_penilaian)[0] ?? 2026;
    const sumber: Sumber = query.sumber ?? 'self';
    const [p] = await db.select({ id: profilPemda.id, nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, id));
    if (!p) throw new AppError('NOT_FOUND');
    const m = await metodologiTahun(db, tahun);
    const [[hasil], inovasi, yandas, [tersimpan]] = await Promise.all([
      hitungDaerah(db, tahun, [id]),
      db
        .select({
          id: iga2020Inovasi.id,
          nama: iga2020Inovasi.nama,
          inovasi_status: iga2020Inovasi.inovasi_status,
          is_index: iga2020Inovasi.is_index,
          waktu_implementasi: iga2020Inovasi.waktu_implementasi,
          urusan: iga2020Inovasi.urusan_pemerintah_id,
          kematangan: iga2020Inovasi.kematangan,
          verifikasi_points: iga2020InovasiSkor.verifikasi_points,
          status_nomor: nomorRegistrasi.status_nomor,
        })
        .from(iga2020Inovasi)
        .leftJoin(iga2020InovasiSkor, eq(iga2020InovasiSkor.inovasi_id, iga2020Inovasi.id))
        .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .where(eq(iga2020Inovasi.profil_id, id))
        .orderBy(iga2020Inovasi.nama)
        .limit(1000),
      db.select({ id: igaUrusanPemerintahan.id }).from(igaUrusanPemerintahan).where(eq(igaUrusanPemerintahan.yandas, 1)),
      db
        .select({ iid: indeksHasil.iid, updated_at: indeksHasil.updated_at })
        .from(indeksHasil)
        .where(and(eq(indeksHasil.profil_id, id), eq(indeksHasil.tahun, tahun), eq(indeksHasil.sumber, sumber))),
    ]);
    if (!hasil) throw new AppError('NOT_FOUND');
    const daftar = inovasi.map((i) => {
      const kel = cekKelayakanInovasi(i, m.kelayakan, tahun);
      const alasan = [...kel.alasan];
      if (sumber === 'verified' && kel.dihitung && i.status_nomor !== 1) alasan.push('Registrasi inovasi belum diverifikasi.');
      return {
        id: i.id,
        nama: i.nama,
        dihitung: alasan.length === 0,
        alasan,
        kematangan: sumber === 'verified' ? (i.verifikasi_points ?? i.kematangan) : i.kematangan,
      };
    });
    const yandasIds = yandas.map((y) => y.id);
    const dihitungIds = new Set(daftar.filter((d) => d.dihitung).map((d) => d.id));
    const urusanYandas = hitungUrusanYandasTercakup(
      inovasi.filter((i) => dihitungIds.has(i.id)).map((i) => i.urusan),
      yandasIds,
    );
    const aturan = m.skor_jumlah_inovasi;
    return {
      status: 1 as const,
      data: {
        profil_id: p.id,
        nama: p.nama,
        tahun,
        sumber,
        hasil: hasil[sumber],
        urusan_yandas_tercakup: urusanYandas,
        syarat_urusan_yandas_min: aturan.rumus !== null ? (aturan.syarat_urusan_yandas_min ?? null) : null,
        tersimpan: tersimpan ? { iid: tersimpan.iid, updated_at: tersimpan.updated_at } : null,
        inovasi: daftar,
      },
    };
  });
}
