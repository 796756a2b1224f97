import { angkaRincian, barisRumus, formatTanggal, hariIniWib, LABEL_MENUNGGU_QC, type RincianSkorDaerah, type SisiRincian } from '@sigap/domain';
import { renderPdf } from '../../lib/pdf';

/**
 * "Rincian Skor" as an A4 PDF: the region's index for a year, self beside verified (every number of the
 * engine, the formula lines with the region's numbers), the region indicators (SPD) with evidence and the
 * verifier's reasons, and every innovation counted or not with the reasons. Built from the same answer as
 * the screen (`rincianDaerah`), so it hides what the screen hides.
 */

const a = angkaRincian;
const iid = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–');
const TERSEMBUNYI = 'disembunyikan';
/** The bundled Roboto has no arrow glyph: before → after is written with a guillemet. */
const teks = (s: string | null | undefined) => (s ?? '').replace(/→/g, '»');

function selisih(m: number | null | undefined, v: number | null | undefined, fmt: (x: number) => string = a): string {
  if (typeof m !== 'number' || typeof v !== 'number') return '–';
  const d = Math.round((v - m) * 10_000) / 10_000;
  if (d === 0) return '0';
  return `${d > 0 ? '+' : ''}${fmt(d)}`;
}

const th = (text: string, alignment: 'left' | 'right' | 'center' = 'left') => ({ text, bold: true, fillColor: '#eef2f6', alignment });
const kanan = (text: string, extra: Record<string, unknown> = {}) => ({ text, alignment: 'right', ...extra });
const merahBila = (d: string) => (d.startsWith('-') ? { color: '#c92a2a', bold: true } : d.startsWith('+') ? { color: '#2b8a3e', bold: true } : {});

const tataLetak = {
  hLineColor: () => '#d0d7de',
  vLineColor: () => '#d0d7de',
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: () => 4,
  paddingRight: () => 4,
};

/** The engine's numbers of both sources in one table. */
function tabelRingkasan(d: RincianSkorDaerah) {
  const m = d.mandiri;
  const v = d.terverifikasi;
  const baris = (label: string, pilih: (s: SisiRincian) => number | null, fmt: (x: number | null) => string = a) => {
    const mv = pilih(m);
    const vv = v ? pilih(v) : null;
    const s = v ? selisih(mv, vv, fmt === iid ? iid : a) : '–';
    return [label, kanan(fmt(mv)), kanan(v ? fmt(vv) : TERSEMBUNYI, v ? {} : { color: '#868e96', italics: true }), kanan(s, merahBila(s))];
  };
  return {
    table: {
      headerRows: 1,
      widths: ['*', 90, 90, 70],
      body: [
        [th('Komponen'), th('Mandiri', 'right'), th('Terverifikasi', 'right'), th('Selisih', 'right')],
        baris('SPD (skor indikator daerah)', (s) => s.hasil.spd),
        baris('Σ kematangan inovasi dihitung', (s) => s.hasil.jumlah_kematangan),
        baris('n (inovasi dihitung)', (s) => s.hasil.jumlah_inovasi),
        baris('k', (s) => s.hasil.k),
        baris('MAX(k, n)', (s) => s.hasil.pembagi),
        baris('Rata-rata kematangan', (s) => s.hasil.rata_kematangan),
        baris('Urusan wajib pelayanan dasar tercakup', (s) => s.urusan_yandas_tercakup),
        baris('Skor jumlah inovasi', (s) => s.hasil.skor_jumlah_inovasi, (x) => (x === null ? 'Belum ditetapkan' : a(x))),
        baris('SID', (s) => s.hasil.sid),
        baris('Skor total (SPD + SID)', (s) => s.hasil.total),
        baris('IID', (s) => s.hasil.iid, iid).map((c, i) => (i === 0 ? { text: c as string, bold: true } : typeof c === 'object' ? { ...c, bold: true } : c)),
        ['Predikat', kanan(m.hasil.predikat), kanan(v ? v.hasil.predikat : TERSEMBUNYI, v ? {} : { color: '#868e96', italics: true }), ''],
      ],
    },
    layout: tataLetak,
  };
}

function rumus(judul: string, s: SisiRincian, syarat: number | null) {
  const lines = barisRumus(s.hasil, { tercakup: s.urusan_yandas_tercakup, syarat });
  return [
    { text: judul, bold: true, margin: [0, 8, 0, 2] },
    {
      table: { widths: [110, '*'], body: lines.map((l) => [{ text: l.label, bold: true }, { stack: [{ text: l.rumus, color: '#555', fontSize: 7.5 }, { text: l.nilai }] }]) },
      layout: tataLetak,
    },
    ...(s.hasil.catatan.length ? [{ ul: s.hasil.catatan.map((c) => c.pesan), color: '#b35c00', margin: [0, 3, 0, 0] }] : []),
  ];
}

function tabelSpd(d: RincianSkorDaerah) {
  const ver = d.verifikasi_terlihat;
  const jumlah = d.spd.reduce((s, r) => s + r.skor, 0);
  const jumlahV = d.spd.reduce((s, r) => s + (r.skor_terverifikasi ?? 0), 0);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [34, '*', 90, 32, 30, 40, 34, 95],
      body: [
        [th('Kode'), th('Indikator'), th('Isian mandiri'), th('Skor', 'right'), th('Bukti', 'center'), th('Skor verifikasi', 'right'), th('Selisih', 'right'), th('Alasan / catatan')],
        ...d.spd.map((r) => {
          const s = ver ? selisih(r.skor, r.skor_terverifikasi ?? (r.dijawab ? 0 : null)) : '–';
          return [
            r.kode ?? '',
            { text: r.nama, fontSize: 7.5 },
            { text: teks(r.jawaban) || (r.dijawab ? '-' : 'Belum dijawab'), fontSize: 7.5, color: r.dijawab ? undefined : '#868e96' },
            kanan(a(r.skor)),
            { text: r.dijawab ? (r.ada_bukti ? 'Ada' : 'Tidak') : '', alignment: 'center', color: r.ada_bukti ? '#2b8a3e' : '#868e96' },
            kanan(ver ? a(r.skor_terverifikasi) : '–'),
            kanan(s, merahBila(s)),
            { text: [r.alasan_label, r.catatan].filter(Boolean).join(': ') || (ver && r.dievaluasi ? 'Dievaluasi' : ''), fontSize: 7.5 },
          ];
        }),
        [{ text: 'Jumlah (SPD)', bold: true, colSpan: 3 }, '', '', kanan(a(jumlah), { bold: true }), '', kanan(ver ? a(jumlahV) : '–', { bold: true }), kanan(ver ? selisih(jumlah, jumlahV) : '–', { bold: true }), ''],
      ],
    },
    layout: tataLetak,
    fontSize: 8,
  };
}

function tabelInovasi(d: RincianSkorDaerah) {
  const status = (k: { dihitung: boolean; kematangan: number | null; menunggu_qc?: boolean } | null) =>
    k === null ? { text: TERSEMBUNYI, color: '#868e96', italics: true } : { text: k.dihitung ? `Dihitung (${a(k.kematangan)})${k.menunggu_qc ? `\n${LABEL_MENUNGGU_QC}` : ''}` : 'Tidak dihitung', color: k.dihitung ? '#2b8a3e' : '#c92a2a' };
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', 70, 75, 80, 130],
      body: [
        [th('Inovasi'), th('Registrasi'), th('Mandiri'), th('Terverifikasi'), th('Alasan')],
        ...d.inovasi.map((i) => {
          const alasan = [...i.mandiri.alasan.map((x) => `Mandiri: ${x}`), ...(i.terverifikasi?.alasan ?? []).filter((x) => !i.mandiri.alasan.includes(x)).map((x) => `Terverifikasi: ${x}`)];
          return [
            { stack: [{ text: i.nama, bold: true }, { text: [i.tahapan, i.waktu_implementasi ? `diterapkan ${formatTanggal(i.waktu_implementasi)}` : null].filter(Boolean).join(' · '), color: '#555', fontSize: 7 }] },
            i.status_registrasi,
            status(i.mandiri),
            status(i.terverifikasi),
            { text: alasan.join('\n') || '-', fontSize: 7.5 },
          ];
        }),
      ],
    },
    layout: tataLetak,
    fontSize: 8,
  };
}

export async function rincianPdf(d: RincianSkorDaerah): Promise<Buffer> {
  const syarat = d.syarat_urusan_yandas_min;
  const doc = {
    pageSize: 'A4',
    pageMargins: [32, 48, 32, 44],
    info: { title: `Rincian skor ${d.nama} ${d.tahun}`, subject: 'Rincian Skor Indeks Inovasi Daerah', creator: 'SIGAP Inovasi' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5, lineHeight: 1.15 },
    header: { text: `Rincian Skor IID ${d.tahun} · ${d.nama}`, alignment: 'right', margin: [32, 22, 32, 0], fontSize: 7.5, color: '#666' },
    footer: (page: number, pages: number) => ({ text: `Halaman ${page} dari ${pages}`, alignment: 'center', fontSize: 7.5, color: '#666', margin: [0, 16, 0, 0] }),
    content: [
      { text: 'Rincian Skor Indeks Inovasi Daerah', fontSize: 15, bold: true },
      { text: `${d.nama} · Tahun penilaian ${d.tahun}`, fontSize: 11, margin: [0, 3, 0, 0] },
      { text: `Dicetak ${formatTanggal(hariIniWib())}. Skor mandiri dari isian daerah; skor terverifikasi dari hasil verifikasi dan quality control.`, color: '#555', margin: [0, 2, 0, 8] },
      ...(d.verifikasi_terlihat ? [] : [{ text: d.alasan_verifikasi_tersembunyi ?? 'Hasil verifikasi belum ditampilkan.', italics: true, color: '#b35c00', margin: [0, 0, 0, 6] }]),
      { text: 'Ringkasan', fontSize: 11, bold: true, margin: [0, 4, 0, 4] },
      tabelRingkasan(d),
      { text: 'Rumus dan perhitungan', fontSize: 11, bold: true, margin: [0, 12, 0, 0] },
      ...rumus('Mandiri', d.mandiri, syarat),
      ...(d.terverifikasi ? rumus('Terverifikasi', d.terverifikasi, syarat) : []),
      { text: 'Indikator satuan pemerintah daerah (SPD)', fontSize: 11, bold: true, margin: [0, 12, 0, 2], pageBreak: 'before' },
      {
        text: 'Skor verifikasi: skor verifikator bila dievaluasi; bila belum, skor mandiri bila ada bukti dukung; tanpa bukti dukung dan tanpa evaluasi: 0.',
        color: '#555',
        fontSize: 7.5,
        margin: [0, 0, 0, 4],
      },
      d.spd.length ? tabelSpd(d) : { text: 'Tidak ada indikator daerah untuk tahun ini.', italics: true },
      { text: `Inovasi daerah (${d.inovasi.length})`, fontSize: 11, bold: true, margin: [0, 12, 0, 2] },
      {
        text: 'Terverifikasi: dihitung bila disetujui verifikator dan tidak dikembalikan quality control; kematangan terverifikasi dipakai bila ada.',
        color: '#555',
        fontSize: 7.5,
        margin: [0, 0, 0, 4],
      },
      d.inovasi.length ? tabelInovasi(d) : { text: 'Tidak ada inovasi.', italics: true },
    ],
  };
  return renderPdf(doc);
}
