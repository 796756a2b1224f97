import ExcelJS from 'exceljs';
import { labelPeriodeSkm, MUTU_SKM, type HasilIkm } from '@sigap/domain';

/**
 * Excel of the satisfaction survey (PLT-15): sheet "IKM per Periode" (every period: respondents, IKM, converted
 * IKM, quality band, performance), sheet "Unsur <periode>" (the chosen period per element: answers, NRR, NRR x 25)
 * and the regulation's bands. Numbers stay numbers (an Indonesian Excel shows its own decimal comma).
 */
export async function hasilSkmExcel(pilih: { periode: string; hasil: HasilIkm }, semua: Map<string, HasilIkm>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SIGAP Inovasi';
  wb.created = new Date();

  const ringkas = wb.addWorksheet('IKM per Periode');
  ringkas.columns = [
    { header: 'Periode', key: 'periode', width: 18 },
    { header: 'Responden', key: 'responden', width: 12 },
    { header: 'IKM (1-4)', key: 'ikm', width: 12, style: { numFmt: '0.0000' } },
    { header: 'IKM Konversi (25-100)', key: 'ikm_konversi', width: 22, style: { numFmt: '0.00' } },
    { header: 'Mutu', key: 'mutu', width: 8 },
    { header: 'Kinerja Unit Pelayanan', key: 'kinerja', width: 24 },
  ];
  ringkas.getRow(1).font = { bold: true };
  for (const p of [...semua.keys()].sort().reverse()) {
    const h = semua.get(p)!;
    ringkas.addRow({ periode: labelPeriodeSkm(p), responden: h.responden, ikm: h.ikm, ikm_konversi: h.ikm_konversi, mutu: h.mutu ?? '-', kinerja: h.kinerja ?? '-' });
  }

  const unsur = wb.addWorksheet(`Unsur ${pilih.periode}`);
  unsur.columns = [
    { header: 'Kode', key: 'kode', width: 8 },
    { header: 'Unsur Pelayanan', key: 'nama', width: 42 },
    { header: 'Jumlah Jawaban', key: 'jumlah', width: 16 },
    { header: 'NRR (1-4)', key: 'nrr', width: 12, style: { numFmt: '0.0000' } },
    { header: 'NRR x 25', key: 'nrr_konversi', width: 12, style: { numFmt: '0.00' } },
  ];
  unsur.getRow(1).font = { bold: true };
  for (const u of pilih.hasil.unsur) unsur.addRow({ kode: u.kode, nama: u.nama, jumlah: u.jumlah, nrr: u.nrr, nrr_konversi: u.nrr_konversi });
  unsur.addRow([]);
  unsur.addRow(['', `${labelPeriodeSkm(pilih.periode)}: ${pilih.hasil.responden} responden`]);
  unsur.addRow(['', 'IKM (rata-rata NRR unsur, bobot 1/9)', '', pilih.hasil.ikm]);
  unsur.addRow(['', 'IKM konversi (x 25)', '', '', pilih.hasil.ikm_konversi]);
  unsur.addRow(['', 'Mutu pelayanan', pilih.hasil.mutu ?? '-', pilih.hasil.kinerja ?? '-']);
  unsur.addRow([]);
  unsur.addRow(['', 'Interval PermenPANRB 14/2017 (nilai konversi)']);
  for (const m of MUTU_SKM) unsur.addRow(['', `${m.nik[0].toFixed(2)} – ${m.nik[1].toFixed(2)}`, m.mutu, m.kinerja]);

  return Buffer.from(await wb.xlsx.writeBuffer());
}
