import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatTanggal, hariIniWib, iidTampil, K_IGA, LABEL_TAHAP_IGA, type PemenangRow, type RankingReviewRow, type SessionUser } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { renderPdf } from '../../lib/pdf';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { hitungSkor, muatTahun, perKlaster, riwayatTahun, type BarisTahun } from './data';
import { pemenangTahun } from './pleno';

const XLSX_JENIS = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const dua = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–');

/** Streams a workbook built by `isi` (rows as they come; the answer starts before the workbook is complete). */
function bukuKerja(isi: (wb: ExcelJS.stream.xlsx.WorkbookWriter) => void): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const tulis = async () => {
    isi(wb);
    await wb.commit();
  };
  tulis().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}

/** Excel of the ranking review (spec Ranking rows). */
export function rankingReviewExcel(rows: readonly RankingReviewRow[], tahun: number): PassThrough {
  return bukuKerja((wb) => {
    const ws = wb.addWorksheet('Hasil Review Ranking');
    ws.columns = [
      { header: 'Peringkat', key: 'peringkat', width: 10 },
      { header: 'Klaster', key: 'klaster', width: 22 },
      { header: 'Pemda', key: 'pemda', width: 44 },
      { header: 'Jumlah Inovasi', key: 'jumlah_inovasi', width: 14, style: { numFmt: '#,##0' } },
      { header: 'ISP (Skor Pemda Terverifikasi)', key: 'skor_pemda_verify', width: 16, style: { numFmt: '#,##0.00' } },
      { header: 'ISI (Skor Inovasi)', key: 'avg_inovasi', width: 16, style: { numFmt: '#,##0.00' } },
      { header: 'IID', key: 'skor_total', width: 12, style: { numFmt: '#,##0.00' } },
      { header: 'Predikat', key: 'predikat', width: 20 },
      { header: 'IGA', key: 'iga', width: 8 },
    ];
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for (const r of rows) ws.addRow({ ...r, iga: r.iga ? 'Ya' : 'Tidak' }).commit();
    ws.addRow([]).commit();
    ws.addRow(['', `Hasil review ranking tahun ${tahun}; skor terverifikasi dari mesin indeks.`]).commit();
    ws.commit();
  });
}

interface BarisAkhir {
  klaster: string;
  nama: string;
  skor_indeks: number | null;
  presentasi: number | null;
  validasi: number | null;
  overall: number | null;
  peringkat: number;
  penilai_p: number;
  penilai_v: number;
  simpangan_p: number | null;
  simpangan_v: number | null;
  outlier: string[];
}

/** The final ranking per cluster as the plenary sees it (every number from the sheets and the index). */
async function peringkatPleno(db: DbOrTx, t: BarisTahun, user: SessionUser): Promise<BarisAkhir[]> {
  const k = await hitungSkor(db, t, user);
  const namaJuri = new Map(k.juri.map((j) => [j.penilai_id, j.nama]));
  const rows = perKlaster(k.nomine, undefined);
  const out: BarisAkhir[] = [];
  const perKode = new Map<string, typeof rows>();
  for (const r of rows) perKode.set(r.klaster_kode, [...(perKode.get(r.klaster_kode) ?? []), r]);
  for (const g of perKode.values()) {
    const urut = [...g].sort((a, b) => (b.overall ?? -1) - (a.overall ?? -1) || a.nama.localeCompare(b.nama, 'id'));
    let rank = 0;
    let prev: number | null = null;
    urut.forEach((r, i) => {
      const v = r.overall === null ? null : iidTampil(r.overall);
      if (v === null || v !== prev) rank = i + 1;
      prev = v;
      out.push({
        klaster: r.klaster_nama,
        nama: r.nama,
        skor_indeks: r.skor_indeks,
        presentasi: r.presentasi.terlihat ? r.presentasi.rata : null,
        validasi: r.validasi_lapangan.terlihat ? r.validasi_lapangan.rata : null,
        overall: r.presentasi.terlihat && r.validasi_lapangan.terlihat ? r.overall : null,
        peringkat: rank,
        penilai_p: r.presentasi.jumlah_dinilai,
        penilai_v: r.validasi_lapangan.jumlah_dinilai,
        simpangan_p: r.presentasi.simpangan,
        simpangan_v: r.validasi_lapangan.simpangan,
        outlier: [
          ...(r.presentasi.terlihat ? r.presentasi.outlier.map((o) => `${namaJuri.get(o.penilai_id) ?? o.penilai_id} (presentasi ${dua(o.skor)})`) : []),
          ...(r.validasi_lapangan.terlihat ? r.validasi_lapangan.outlier.map((o) => `${namaJuri.get(o.penilai_id) ?? o.penilai_id} (validasi ${dua(o.skor)})`) : []),
        ],
      });
    });
  }
  return out;
}

function rankingIgaExcel(rows: readonly BarisAkhir[], t: BarisTahun): PassThrough {
  return bukuKerja((wb) => {
    const ws = wb.addWorksheet('Peringkat IGA');
    ws.columns = [
      { header: 'Klaster', key: 'klaster', width: 22 },
      { header: 'Peringkat', key: 'peringkat', width: 10 },
      { header: 'Nama Daerah', key: 'nama', width: 44 },
      { header: 'Skor Indeks (IID)', key: 'skor_indeks', width: 14, style: { numFmt: '#,##0.00' } },
      { header: 'Skor Presentasi', key: 'presentasi', width: 14, style: { numFmt: '#,##0.00' } },
      { header: 'Skor Validasi Lapangan', key: 'validasi', width: 16, style: { numFmt: '#,##0.00' } },
      { header: 'Skor Akhir', key: 'overall', width: 12, style: { numFmt: '#,##0.00' } },
      { header: 'Penilai Presentasi', key: 'penilai_p', width: 12 },
      { header: 'Penilai Validasi', key: 'penilai_v', width: 12 },
      { header: 'Simpangan Presentasi', key: 'simpangan_p', width: 14, style: { numFmt: '#,##0.00' } },
      { header: 'Simpangan Validasi', key: 'simpangan_v', width: 14, style: { numFmt: '#,##0.00' } },
      { header: 'Outlier', key: 'outlier', width: 40 },
    ];
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    const bulat = (v: number | null) => (v === null ? null : iidTampil(v));
    for (const r of rows)
      ws.addRow({ ...r, skor_indeks: bulat(r.skor_indeks), presentasi: bulat(r.presentasi), validasi: bulat(r.validasi), overall: bulat(r.overall), simpangan_p: bulat(r.simpangan_p), simpangan_v: bulat(r.simpangan_v), outlier: r.outlier.join('; ') }).commit();
    ws.addRow([]).commit();
    const b = t.bobot;
    ws.addRow(['', `Skor akhir = (${b.indeks} x indeks + ${b.presentasi} x presentasi + ${b.validasi} x validasi) / ${b.indeks + b.presentasi + b.validasi}; bobot: ${b.sumber === 'pilihan_proyek' ? 'pilihan proyek (bobot resmi tidak dipublikasikan)' : b.sumber}.`]).commit();
    ws.commit();
  });
}

const TH = (s: string) => ({ text: s, bold: true, fillColor: '#eeeeee' });

async function beritaAcaraPdf(db: DbOrTx, t: BarisTahun, user: SessionUser): Promise<Buffer> {
  const [rows, pemenang, riwayat] = await Promise.all([peringkatPleno(db, t, user), pemenangTahun(db, t), riwayatTahun(db, t.id)]);
  const b = t.bobot;
  const plenoRiwayat = [...riwayat].reverse().find((r) => r.aksi === 'pleno');
  const perKlaster = new Map<string, BarisAkhir[]>();
  for (const r of rows) perKlaster.set(r.klaster, [...(perKlaster.get(r.klaster) ?? []), r]);
  const doc = {
    pageSize: 'A4',
    pageMargins: [36, 48, 36, 44],
    info: { title: `Berita Acara Rapat Pleno IGA ${t.tahun}`, subject: 'Innovative Government Award', creator: 'SIGAP Inovasi' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({ text: `Halaman ${page} dari ${pages}`, alignment: 'center', fontSize: 7.5, color: '#666', margin: [0, 16, 0, 0] }),
    content: [
      { text: 'BERITA ACARA RAPAT PLENO', fontSize: 15, bold: true, alignment: 'center' },
      { text: `Penetapan Pemenang Innovative Government Award Tahun ${t.tahun}`, fontSize: 11, alignment: 'center', margin: [0, 3, 0, 10] },
      {
        text: `Rapat pleno ${t.pleno_at ? `pada ${formatTanggal(t.pleno_at.slice(0, 10))}` : '(belum dijalankan)'} menetapkan peringkat akhir para nomine per klaster dari skor indeks (IID terverifikasi), rata-rata nilai presentasi kepala daerah dan rata-rata nilai validasi lapangan dari penilai yang mengirim lembar penilaiannya (penilai yang abstain karena konflik kepentingan tidak dihitung).`,
        margin: [0, 0, 0, 6],
      },
      {
        text: `Bobot gabungan: indeks ${b.indeks}, presentasi ${b.presentasi}, validasi lapangan ${b.validasi} (${b.sumber === 'pilihan_proyek' ? 'pilihan proyek; bobot resmi tidak dipublikasikan' : b.sumber}). Aturan outlier: selisih dari rata-rata lebih dari ${t.aturan_outlier.k} x simpangan baku dan lebih dari ${t.aturan_outlier.selisih_min} poin, minimal ${t.aturan_outlier.min_penilai} penilai.`,
        color: '#444',
        margin: [0, 0, 0, 6],
      },
      ...(plenoRiwayat?.alasan ? [{ text: `Catatan rapat: ${plenoRiwayat.alasan}`, italics: true, margin: [0, 0, 0, 6] }] : []),
      { text: 'Pemenang', fontSize: 11, bold: true, margin: [0, 6, 0, 4] },
      pemenang.length
        ? {
            table: {
              headerRows: 1,
              widths: [150, 30, '*', 50],
              body: [[TH('Kategori'), TH('Urutan'), TH('Daerah'), TH('Skor Akhir')], ...pemenang.map((p) => [p.kategori, String(p.urutan), p.nama, dua(p.overall_score)])],
            },
            layout: 'lightHorizontalLines',
          }
        : { text: 'Belum ada pemenang yang ditetapkan.', italics: true },
      ...[...perKlaster.entries()].flatMap(([klaster, rs]) => [
        { text: `Peringkat akhir klaster ${klaster}`, fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
        {
          table: {
            headerRows: 1,
            widths: [24, '*', 42, 42, 42, 42, 28, 28, 90],
            body: [
              [TH('No'), TH('Daerah'), TH('Indeks'), TH('Presentasi'), TH('Validasi'), TH('Akhir'), TH('Pnl P'), TH('Pnl V'), TH('Outlier')],
              ...rs.map((r) => [String(r.peringkat), r.nama, dua(r.skor_indeks), dua(r.presentasi), dua(r.validasi), dua(r.overall), String(r.penilai_p), String(r.penilai_v), r.outlier.join('; ') || '–']),
            ],
          },
          layout: 'lightHorizontalLines',
          fontSize: 7.5,
        },
      ]),
      { text: 'Riwayat tahap', fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [70, 70, '*', 90],
          body: [[TH('Waktu'), TH('Perintah'), TH('Tahap / alasan'), TH('Oleh')], ...riwayat.map((r) => [formatTanggal(r.created_at.slice(0, 10)), r.aksi, `${LABEL_TAHAP_IGA[r.tahap_ke as keyof typeof LABEL_TAHAP_IGA] ?? r.tahap_ke} (${r.status_ke})${r.alasan ? ` · ${r.alasan}` : ''}`, r.oleh ?? '–'])],
        },
        layout: 'lightHorizontalLines',
        fontSize: 7.5,
      },
      { text: `Dicetak ${formatTanggal(hariIniWib())}.`, color: '#666', margin: [0, 16, 0, 0] },
    ],
  };
  return renderPdf(doc);
}

async function sertifikatPdf(t: BarisTahun, p: PemenangRow): Promise<Buffer> {
  const doc = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [60, 60, 60, 60],
    info: { title: `Sertifikat ${p.nama} IGA ${t.tahun}`, subject: 'Innovative Government Award', creator: 'SIGAP Inovasi' },
    defaultStyle: { font: 'Roboto', fontSize: 12, alignment: 'center' },
    background: () => ({ canvas: [{ type: 'rect', x: 24, y: 24, w: 793.89, h: 547.28, lineWidth: 3, lineColor: '#1b5e20' }] }),
    content: [
      { text: 'SERTIFIKAT', fontSize: 34, bold: true, color: '#1b5e20', margin: [0, 40, 0, 6] },
      { text: `Innovative Government Award ${t.tahun}`, fontSize: 18, margin: [0, 0, 0, 30] },
      { text: 'diberikan kepada', fontSize: 13, color: '#444' },
      { text: p.nama, fontSize: 26, bold: true, margin: [0, 8, 0, 8] },
      { text: `sebagai peringkat ${p.urutan} ${p.kategori}`, fontSize: 15 },
      ...(p.overall_score !== null ? [{ text: `dengan skor akhir ${dua(p.overall_score)}`, fontSize: 12, color: '#444', margin: [0, 6, 0, 0] }] : []),
      { text: `Ditetapkan dalam rapat pleno${t.pleno_at ? ` tanggal ${formatTanggal(t.pleno_at.slice(0, 10))}` : ''}.`, fontSize: 11, color: '#666', margin: [0, 40, 0, 0] },
    ],
  };
  return renderPdf(doc);
}

export async function keluaranRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_IGA.beritaAcara, async ({ user, params, reply }) => {
    const t = await muatTahun(db, params.tahun);
    if (!t.pleno_at) throw new AppError('INVALID_TRANSITION', 'Berita acara tersedia setelah rapat pleno dijalankan.');
    const pdf = await beritaAcaraPdf(db, t, user);
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="berita-acara-iga-${t.tahun}.pdf"`).header('Cache-Control', 'private, no-store').send(pdf);
  });

  rute(app, K_IGA.sertifikat, async ({ params, reply }) => {
    const t = await muatTahun(db, params.tahun);
    if (!t.pleno_at) throw new AppError('INVALID_TRANSITION', 'Sertifikat tersedia setelah rapat pleno dijalankan.');
    const p = (await pemenangTahun(db, t)).find((w) => w.id === params.id);
    if (!p) throw new AppError('NOT_FOUND', 'Pemenang tidak ditemukan pada tahun ini.');
    const pdf = await sertifikatPdf(t, p);
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `attachment; filename="sertifikat-iga-${t.tahun}-${p.id}.pdf"`).header('Cache-Control', 'private, no-store').send(pdf);
  });

  rute(app, K_IGA.rankingExcel, async ({ user, params, reply }) => {
    const t = await muatTahun(db, params.tahun);
    const rows = await peringkatPleno(db, t, user);
    return reply.header('Content-Type', XLSX_JENIS).header('Content-Disposition', `attachment; filename="peringkat-iga-${t.tahun}.xlsx"`).header('Cache-Control', 'private, no-store').send(rankingIgaExcel(rows, t));
  });
}

