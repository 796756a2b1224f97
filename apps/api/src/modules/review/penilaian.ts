import { and, asc, eq } from 'drizzle-orm';
import { adaJawaban, sudahDievaluasi, type IndikatorDinilai } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { igaIndikator, indikatorInovasi } from '../../db/schema';

/** An innovation's indicators as the approval rule sees them (answered, automatic, judged; decision 87). */
export async function indikatorPenilaian(db: DbOrTx, inovasiId: number): Promise<IndikatorDinilai[]> {
  const rows = await db
    .select({
      kode: igaIndikator.kode,
      no_urut: igaIndikator.no_urut,
      jenis: igaIndikator.jenis,
      nilai: indikatorInovasi.nilai,
      nilai_sebelum: indikatorInovasi.nilai_sebelum,
      nilai_sesudah: indikatorInovasi.nilai_sesudah,
      skala_id: indikatorInovasi.skala_id,
      informasi: indikatorInovasi.informasi,
      verified_at: indikatorInovasi.verified_at,
      verifikasi_skor: indikatorInovasi.verifikasi_skor,
    })
    .from(indikatorInovasi)
    .innerJoin(igaIndikator, eq(igaIndikator.id, indikatorInovasi.indikator_id))
    .where(and(eq(indikatorInovasi.inovasi_id, inovasiId), eq(indikatorInovasi.jenis, 'penerapan')))
    .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.id));
  return rows.map((r) => ({
    kode: r.kode ?? String(r.no_urut),
    dijawab: adaJawaban(r),
    otomatis: r.jenis === 'A',
    dievaluasi: sudahDievaluasi(r),
  }));
}
