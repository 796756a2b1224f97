import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export interface BarisRekap {
  nama: string;
  total_inovasi: number;
  skor: number;
  skor_final_raw: number;
  iga: boolean;
  predikat: string;
}

/**
 * Excel of the final recap (IDX-03), streamed: rows are written as they are
 * produced and the response starts before the workbook is complete. Numbers are
 * stored as numbers with the recap's display format (dot thousands, no
 * decimals in an Indonesian Excel: format "#,##0").
 */
export function rekapExcel(rows: readonly BarisRekap[], meta: { tahun: number; klaster: string }): PassThrough {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();
  const ws = wb.addWorksheet('Rekap Akhir');
  ws.columns = [
    { header: 'No', key: 'no', width: 6 },
    { header: 'Nama Daerah', key: 'nama', width: 48 },
    { header: 'Total Inovasi', key: 'total_inovasi', width: 14, style: { numFmt: '#,##0' } },
    { header: 'IID Mandiri', key: 'skor', width: 13, style: { numFmt: '#,##0' } },
    { header: 'Skor Final (terverifikasi)', key: 'skor_final_raw', width: 16, style: { numFmt: '#,##0' } },
    { header: 'IGA', key: 'iga', width: 8 },
    { header: 'Predikat', key: 'predikat', width: 22 },
  ];
  const head = ws.getRow(1);
  head.font = { bold: true };
  head.commit();
  const write = async () => {
    rows.forEach((r, i) => {
      ws.addRow({ no: i + 1, nama: r.nama, total_inovasi: r.total_inovasi, skor: r.skor, skor_final_raw: r.skor_final_raw, iga: r.iga ? 'Ya' : 'Tidak', predikat: r.predikat }).commit();
    });
    ws.addRow([]).commit();
    ws.addRow(['', `Rekap akhir ${meta.klaster} tahun ${meta.tahun}; predikat dari skor terverifikasi.`]).commit();
    ws.commit();
    await wb.commit();
  };
  write().catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return out;
}
