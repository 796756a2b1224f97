import { asc, eq } from 'drizzle-orm';
import { ALASAN_VERIFIKASI, formatTanggal, labelStatusQc, labelStatusReview } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { renderPdf } from '../../lib/pdf';
import { iga2020Inovasi, igaIndikator, indikatorInovasi, nomorRegistrasi, nomorRegistrasiHistory, profilPemda, usrAsn } from '../../db/schema';

const waktu = (s: string | null) => (s ? `${formatTanggal(s.slice(0, 10))} ${s.slice(11, 16)}` : '-');
const angka = (n: number | null | undefined) => (n == null ? '-' : n.toLocaleString('id-ID', { maximumFractionDigits: 2 }));

/** "Download summary": the innovation's review on A4 — self and verified score per indicator, notes, decisions. */
export async function ringkasanPdf(db: DbOrTx, row: typeof iga2020Inovasi.$inferSelect): Promise<Buffer> {
  const [[profil], [reg], indikator] = await Promise.all([
    db.select({ nama: profilPemda.nama }).from(profilPemda).where(eq(profilPemda.id, row.profil_id)),
    db.select().from(nomorRegistrasi).where(eq(nomorRegistrasi.inovasi_id, row.id)),
    db
      .select({ kode: igaIndikator.kode, nama: igaIndikator.indikator, skor: indikatorInovasi.skor, vskor: indikatorInovasi.verifikasi_skor, catatan: indikatorInovasi.catatan, alasan: indikatorInovasi.alasan })
      .from(indikatorInovasi)
      .innerJoin(igaIndikator, eq(igaIndikator.id, indikatorInovasi.indikator_id))
      .where(eq(indikatorInovasi.inovasi_id, row.id))
      .orderBy(asc(igaIndikator.no_urut)),
  ]);
  const riwayat = reg
    ? await db
        .select({ aksi: nomorRegistrasiHistory.aksi, catatan: nomorRegistrasiHistory.catatan, created_at: nomorRegistrasiHistory.created_at, oleh: usrAsn.nama_lengkap })
        .from(nomorRegistrasiHistory)
        .leftJoin(usrAsn, eq(usrAsn.id, nomorRegistrasiHistory.usr_asn_id))
        .where(eq(nomorRegistrasiHistory.nomor_registrasi_id, reg.id))
        .orderBy(asc(nomorRegistrasiHistory.id))
    : [];
  const alasan = (v: string | null) => ALASAN_VERIFIKASI.find((a) => a.value === v)?.label ?? '';
  const selfTotal = indikator.reduce((s, i) => s + (i.skor ?? 0), 0);
  const verTotal = indikator.reduce((s, i) => s + (i.vskor ?? i.skor ?? 0), 0);
  const doc = {
    pageSize: 'A4',
    pageMargins: [36, 48, 36, 48],
    info: { title: `Ringkasan review: ${row.nama}` },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      { text: 'Ringkasan Review Inovasi', fontSize: 14, bold: true },
      { text: row.nama, fontSize: 12, margin: [0, 4, 0, 0] },
      { text: `${profil?.nama ?? ''} · Nomor registrasi ${reg?.nomor ?? '-'}`, color: '#444', margin: [0, 2, 0, 8] },
      { text: `Status verifikasi: ${reg ? labelStatusReview(reg.status_nomor) : 'Belum Dikirim'} · Status QC: ${reg ? labelStatusQc(reg.qc) : '-'}`, margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: [40, '*', 45, 45, 120],
          body: [
            ['Kode', 'Indikator', 'Skor Mandiri', 'Skor Verifikasi', 'Alasan / Catatan'].map((t) => ({ text: t, bold: true })),
            ...indikator.map((i) => [i.kode ?? '', i.nama, angka(i.skor), angka(i.vskor ?? i.skor), [alasan(i.alasan), i.catatan ?? ''].filter(Boolean).join(': ')]),
            [{ text: 'Jumlah (kematangan)', colSpan: 2, bold: true }, '', angka(selfTotal), angka(verTotal), ''],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Riwayat keputusan', bold: true, margin: [0, 12, 0, 4] },
      riwayat.length
        ? { ul: riwayat.map((h) => `${waktu(h.created_at)} · ${h.aksi} · ${h.oleh ?? '-'}${h.catatan ? ` · ${h.catatan}` : ''}`) }
        : { text: 'Belum ada keputusan.', italics: true },
    ],
  };
  return renderPdf(doc);
}
