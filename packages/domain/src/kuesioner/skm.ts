/**
 * The questionnaire (PLT-15): Survei Kepuasan Masyarakat (SKM) as PermenPANRB No. 14 Tahun 2017 sets it out.
 * Nine standard elements (unsur), each answered on a 1-4 scale; per period the value of an element (NRR) is the
 * mean of its answers, the index (IKM) the mean of the element values (every element weighs 1/9), converted to
 * 25-100 by x 25; the quality band (mutu A-D) and performance (kinerja) follow the regulation's intervals below.
 * Pure functions: the API stores and aggregates, the web shows, both use these.
 */

export interface UnsurSkm {
  kode: string;
  nama: string;
  /** The regulation's sample question, worded for this service. */
  pertanyaan: string;
  /** Answer labels for the values 1, 2, 3 and 4. */
  pilihan: readonly [string, string, string, string];
}

/** The nine standard elements of PermenPANRB 14/2017 (Lampiran), in the regulation's order. */
export const UNSUR_SKM: readonly UnsurSkm[] = [
  {
    kode: 'U1',
    nama: 'Persyaratan',
    pertanyaan: 'Bagaimana pendapat Saudara tentang kesesuaian persyaratan pelayanan dengan jenis pelayanannya?',
    pilihan: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
  },
  {
    kode: 'U2',
    nama: 'Sistem, Mekanisme, dan Prosedur',
    pertanyaan: 'Bagaimana pemahaman Saudara tentang kemudahan prosedur pelayanan di unit ini?',
    pilihan: ['Tidak mudah', 'Kurang mudah', 'Mudah', 'Sangat mudah'],
  },
  {
    kode: 'U3',
    nama: 'Waktu Penyelesaian',
    pertanyaan: 'Bagaimana pendapat Saudara tentang kecepatan waktu dalam memberikan pelayanan?',
    pilihan: ['Tidak cepat', 'Kurang cepat', 'Cepat', 'Sangat cepat'],
  },
  {
    kode: 'U4',
    nama: 'Biaya/Tarif',
    pertanyaan: 'Bagaimana pendapat Saudara tentang kewajaran biaya/tarif dalam pelayanan?',
    pilihan: ['Sangat mahal', 'Cukup mahal', 'Murah', 'Gratis'],
  },
  {
    kode: 'U5',
    nama: 'Produk Spesifikasi Jenis Pelayanan',
    pertanyaan: 'Bagaimana pendapat Saudara tentang kesesuaian produk pelayanan antara yang tercantum dalam standar pelayanan dengan hasil yang diberikan?',
    pilihan: ['Tidak sesuai', 'Kurang sesuai', 'Sesuai', 'Sangat sesuai'],
  },
  {
    kode: 'U6',
    nama: 'Kompetensi Pelaksana',
    pertanyaan: 'Bagaimana pendapat Saudara tentang kompetensi/kemampuan petugas dalam pelayanan?',
    pilihan: ['Tidak kompeten', 'Kurang kompeten', 'Kompeten', 'Sangat kompeten'],
  },
  {
    kode: 'U7',
    nama: 'Perilaku Pelaksana',
    pertanyaan: 'Bagaimana pendapat Saudara tentang perilaku petugas dalam pelayanan terkait kesopanan dan keramahan?',
    pilihan: ['Tidak sopan dan ramah', 'Kurang sopan dan ramah', 'Sopan dan ramah', 'Sangat sopan dan ramah'],
  },
  {
    kode: 'U8',
    nama: 'Penanganan Pengaduan, Saran dan Masukan',
    pertanyaan: 'Bagaimana pendapat Saudara tentang penanganan pengaduan pengguna layanan?',
    pilihan: ['Tidak ada', 'Ada tetapi tidak berfungsi', 'Berfungsi kurang maksimal', 'Dikelola dengan baik'],
  },
  {
    kode: 'U9',
    nama: 'Sarana dan Prasarana',
    pertanyaan: 'Bagaimana pendapat Saudara tentang kualitas sarana dan prasarana?',
    pilihan: ['Buruk', 'Cukup', 'Baik', 'Sangat baik'],
  },
];

export const KODE_UNSUR_SKM = UNSUR_SKM.map((u) => u.kode) as [string, ...string[]];
export const unsurSkm = (kode: string): UnsurSkm | undefined => UNSUR_SKM.find((u) => u.kode === kode);

/** Answer values: 1 (worst) to 4 (best). */
export const NILAI_SKM_MIN = 1;
export const NILAI_SKM_MAKS = 4;
/** The conversion factor of the regulation (IKM 1-4 -> 25-100). */
export const KONVERSI_IKM = 25;

export interface MutuSkm {
  /** Nilai persepsi 1-4. */
  persepsi: 1 | 2 | 3 | 4;
  mutu: 'A' | 'B' | 'C' | 'D';
  kinerja: string;
  /** Interval of the index value (1-4), as printed in the regulation. */
  ni: readonly [number, number];
  /** Interval of the converted index (25-100), as printed in the regulation; the lower end decides. */
  nik: readonly [number, number];
}

/**
 * Nilai persepsi, interval (NI), interval konversi (NIK), mutu pelayanan and kinerja unit pelayanan
 * (PermenPANRB 14/2017, Lampiran, Bab IV). Best band first.
 */
export const MUTU_SKM: readonly MutuSkm[] = [
  { persepsi: 4, mutu: 'A', kinerja: 'Sangat Baik', ni: [3.5324, 4.0], nik: [88.31, 100.0] },
  { persepsi: 3, mutu: 'B', kinerja: 'Baik', ni: [3.0644, 3.532], nik: [76.61, 88.3] },
  { persepsi: 2, mutu: 'C', kinerja: 'Kurang Baik', ni: [2.6, 3.064], nik: [65.0, 76.6] },
  { persepsi: 1, mutu: 'D', kinerja: 'Tidak Baik', ni: [1.0, 2.5996], nik: [25.0, 64.99] },
];

const bulat = (n: number, d: number) => Math.round((n + Number.EPSILON) * 10 ** d) / 10 ** d;

/**
 * The band of a converted index. The converted value is taken at two decimals (as the regulation prints it), so
 * the printed intervals leave no gap: 64.99 is D, 65.00 is C, 76.60 C, 76.61 B, 88.30 B, 88.31 A.
 */
export function mutuSkm(ikmKonversi: number): MutuSkm {
  const v = bulat(ikmKonversi, 2);
  return MUTU_SKM.find((m) => v >= m.nik[0]) ?? MUTU_SKM[MUTU_SKM.length - 1]!;
}

export interface NilaiUnsur {
  kode: string;
  nama: string;
  /** Answers counted for the element. */
  jumlah: number;
  /** Nilai rata-rata (NRR) of the element: mean of its answers (1-4), 4 decimals; null without answers. */
  nrr: number | null;
  /** NRR x 25, 2 decimals: the element on the 25-100 scale. */
  nrr_konversi: number | null;
}

export interface HasilIkm {
  responden: number;
  unsur: NilaiUnsur[];
  /** Mean of the element values (1-4), 4 decimals; null without answers. */
  ikm: number | null;
  /** IKM x 25, 2 decimals. */
  ikm_konversi: number | null;
  mutu: MutuSkm['mutu'] | null;
  kinerja: string | null;
}

/** One submitted questionnaire: the element and value of each answer. */
export type IsianSkm = readonly { unsur: string; nilai: number }[];

/**
 * The index of one period from its submitted questionnaires (PermenPANRB 14/2017):
 * NRR per element = sum of its values / number of its answers; IKM = sum of NRR x 1/9 (the mean of the element
 * values; an element nobody answered is left out and the weight shared by the others); IKM konversi = IKM x 25.
 * Answers outside 1-4 or of an unknown element are ignored (the API refuses them on entry).
 */
export function hitungIkm(isian: readonly IsianSkm[]): HasilIkm {
  const jumlah = new Map<string, { jumlah: number; total: number }>();
  let responden = 0;
  for (const satu of isian) {
    let dihitung = false;
    for (const j of satu) {
      if (!unsurSkm(j.unsur) || !Number.isInteger(j.nilai) || j.nilai < NILAI_SKM_MIN || j.nilai > NILAI_SKM_MAKS) continue;
      const s = jumlah.get(j.unsur) ?? { jumlah: 0, total: 0 };
      s.jumlah += 1;
      s.total += j.nilai;
      jumlah.set(j.unsur, s);
      dihitung = true;
    }
    if (dihitung) responden += 1;
  }
  return hitungIkmDariRekap(responden, [...jumlah].map(([kode, s]) => ({ kode, ...s })));
}

/**
 * {@link hitungIkm} from sums per element (what the database aggregates): `jumlah` answers of the element with
 * values adding up to `total`.
 */
export function hitungIkmDariRekap(responden: number, rekap: readonly { kode: string; jumlah: number; total: number }[]): HasilIkm {
  const per = new Map<string, { jumlah: number; total: number }>();
  for (const r of rekap) {
    if (!unsurSkm(r.kode) || r.jumlah <= 0) continue;
    const s = per.get(r.kode) ?? { jumlah: 0, total: 0 };
    s.jumlah += r.jumlah;
    s.total += r.total;
    per.set(r.kode, s);
  }
  const unsur: NilaiUnsur[] = UNSUR_SKM.map((u) => {
    const s = per.get(u.kode);
    const nrr = s ? s.total / s.jumlah : null;
    return { kode: u.kode, nama: u.nama, jumlah: s?.jumlah ?? 0, nrr: nrr === null ? null : bulat(nrr, 4), nrr_konversi: nrr === null ? null : bulat(nrr * KONVERSI_IKM, 2) };
  });
  // the mean over the exact element means (not their rounded display values)
  const nilai = UNSUR_SKM.map((u) => per.get(u.kode)).filter((s): s is { jumlah: number; total: number } => !!s).map((s) => s.total / s.jumlah);
  if (!nilai.length) return { responden, unsur, ikm: null, ikm_konversi: null, mutu: null, kinerja: null };
  const ikm = nilai.reduce((a, b) => a + b, 0) / nilai.length;
  const ikm_konversi = bulat(ikm * KONVERSI_IKM, 2);
  const m = mutuSkm(ikm_konversi);
  return { responden, unsur, ikm: bulat(ikm, 4), ikm_konversi, mutu: m.mutu, kinerja: m.kinerja };
}

// ---------------------------------------------------------------- periods

/** A survey period: a calendar half year, `2026-1` (January-June) or `2026-2` (July-December), WIB. */
export const POLA_PERIODE_SKM = /^(20[0-9]{2})-([12])$/;

/** The period of a WIB day (YYYY-MM-DD). */
export function periodeSkm(hariIni: string): string {
  const tahun = Number(hariIni.slice(0, 4));
  const bulan = Number(hariIni.slice(5, 7));
  return `${tahun}-${bulan <= 6 ? 1 : 2}`;
}

/** `2026-1` -> `Semester I 2026`. */
export function labelPeriodeSkm(periode: string): string {
  const m = POLA_PERIODE_SKM.exec(periode);
  if (!m) return periode;
  return `Semester ${m[2] === '1' ? 'I' : 'II'} ${m[1]}`;
}

/** The period before one (`2026-1` -> `2025-2`). */
export function periodeSebelumSkm(periode: string): string {
  const m = POLA_PERIODE_SKM.exec(periode);
  if (!m) return periode;
  return m[2] === '2' ? `${m[1]}-1` : `${Number(m[1]) - 1}-2`;
}

export const PESAN_SKM = {
  sudahMengisi: (periode: string) => `Anda sudah mengisi survei kepuasan periode ${labelPeriodeSkm(periode)}. Terima kasih; survei dapat diisi lagi pada periode berikutnya.`,
  terimaKasih: 'Terima kasih. Jawaban survei kepuasan Anda sudah tersimpan.',
  wajibDipilih: 'Wajib dipilih.',
  tidakDikenal: 'Pertanyaan ini tidak ada atau tidak aktif.',
  tanpaPertanyaan: 'Belum ada pertanyaan survei yang aktif.',
  sudahDijawab: 'Pertanyaan ini sudah dijawab responden sehingga tidak dapat dihapus. Nonaktifkan saja.',
} as const;
