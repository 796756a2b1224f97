import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { BarisTenggat } from '@sigap/domain';

/** Excel of the deadline board, streamed (the same rows and order as the screen). */
export function tenggatExcel(rows: readonly BarisTenggat[], meta: { tahun: number; periodeSelesai: string | null; hariIni: string }): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const ws = wb.addWorksheet('Papan Tenggat');
  ws.columns = [
    { header: 'No', key: 'no', width: 6 },
    { header: 'Pemerintah Daerah', key: 'nama', width: 40 },
    { header: 'Provinsi', key: 'propinsi', width: 28 },
    { header: 'Risiko', key: 'risiko', width: 18 },
    { header: 'Kelengkapan (%)', key: 'persen', width: 16 },
    { header: 'Indikator Terisi', key: 'indikator', width: 16 },
    { header: 'Wajib Lengkap', key: 'wajib', width: 15 },
    { header: 'Dokumen', key: 'dokumen', width: 10 },
    { header: 'Inovasi Terkirim', key: 'terkirim', width: 16 },
    { header: 'Inovasi Draf', key: 'draf', width: 13 },
    { header: 'IID Mandiri', key: 'iid', width: 12, style: { numFmt: '0.00' } },
    { header: 'Alasan', key: 'alasan', width: 70 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const write = async () => {
    rows.forEach((r, i) => {
      ws.addRow({
        no: i + 1,
        nama: r.nama,
        propinsi: r.propinsi ?? '',
        risiko: r.risiko_label,
        persen: r.persen,
        indikator: `${r.indikator_terisi}/${r.indikator_jumlah}`,
        wajib: `${r.wajib_terpenuhi}/${r.wajib_jumlah}`,
        dokumen: r.jumlah_dokumen,
        terkirim: r.inovasi_terkirim,
        draf: r.inovasi_draf,
        iid: r.iid,
        alasan: r.alasan.join(' '),
      }).commit();
    });
    ws.addRow([]).commit();
    ws.addRow(['', `Papan tenggat tahun penilaian ${meta.tahun}; akhir periode pengisian ${meta.periodeSelesai ?? 'belum ditetapkan'}; data per ${meta.hariIni}.`]).commit();
    ws.commit();
    await wb.commit();
  };
  write().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}
