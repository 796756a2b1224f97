import { A_IGA, type AksiTahapIga, type KoreksiIgaBody, type LembarIgaBody, type TahapPenilaian, type TahunIgaRow } from '@sigap/domain';
import type { Query } from '../../lib/api';
import { alamatBerkas, unduhBerkas, bukaBerkas } from '../../lib/berkas';
import { panggil } from '../../lib/kontrak';

export type {
  HasilPenugasanIga,
  ItemLembarRow,
  JuriRow,
  KriteriaIgaRow,
  LembarIga,
  LembarSayaRow,
  NomineRow,
  PemenangRow,
  PeringkatIgaRow,
  PresentasiRow,
  ProgressRow,
  RankingReviewRow,
  RiwayatTahapIga,
  StatusLembarIga,
  TahunIgaRow,
} from '@sigap/domain';

/** The filters of the award screens: year (null = the newest award year) and cluster (null = every cluster). */
export interface SaringIga {
  tahun: number | null;
  klaster: string | null;
}

const q = (s: Partial<SaringIga>) => ({ tahun: s.tahun ?? undefined, klaster: s.klaster ?? undefined });

/** The award year's combination weights as the answers carry them. */
export type BobotIgaTampil = TahunIgaRow['bobot'];

/** The lists' page size (the contracts' maximum). */
const HALAMAN = 100;

/** Every page of a list call (the award lists are a few hundred rows at most; at most 50 pages are read). */
async function semua<T>(baca: (page: number) => Promise<{ data: T[]; total: number }>): Promise<{ data: T[]; total: number }> {
  const data: T[] = [];
  let total = 0;
  for (let page = 0; page < 50; page++) {
    const r = await baca(page);
    total = r.total;
    data.push(...r.data);
    if (data.length >= r.total || r.data.length === 0) break;
  }
  return { data, total };
}

/** Query keys of this feature, from one object (a command invalidates `KUNCI.semua`). */
export const KUNCI = {
  semua: ['iga'] as const,
  daftarTahun: ['iga', 'tahun'] as const,
  tahun: (tahun: number) => ['iga', 'tahun', tahun] as const,
  rankingReview: (s: SaringIga & { page: number; per_page: number; search: string; iga: boolean }) => ['iga', 'ranking-review', s] as const,
  progress: (s: SaringIga) => ['iga', 'progress', s] as const,
  presentasi: (s: SaringIga) => ['iga', 'presentasi', s] as const,
  peringkat: (jenis: 'ranking' | 'pengukuran', s: SaringIga) => ['iga', jenis, s] as const,
  nomine: (tahun: number) => ['iga', 'nomine', tahun] as const,
  juri: (tahun: number) => ['iga', 'juri', tahun] as const,
  lembarSaya: (tahun: number) => ['iga', 'lembar-saya', tahun] as const,
  lembar: (nomineId: number, tahap: TahapPenilaian, penilaiId: number | null) => ['iga', 'lembar', nomineId, tahap, penilaiId] as const,
  pemenang: (tahun: number) => ['iga', 'pemenang', tahun] as const,
};

export const igaApi = {
  daftarTahun: async (signal?: AbortSignal) => (await panggil(A_IGA.daftarTahun, { signal })).data,
  tahun: async (tahun: number, signal?: AbortSignal) => (await panggil(A_IGA.tahun, { params: { tahun }, signal })).data,
  aksiTahap: (tahun: number, aksi: AksiTahapIga, alasan: string | null) => panggil(A_IGA.aksiTahap, { params: { tahun, aksi }, body: { alasan } }),
  pengaturan: (tahun: number, body: { bobot?: { indeks: number; presentasi: number; validasi: number; catatan?: string | null }; alasan?: string | null }) =>
    panggil(A_IGA.pengaturan, { params: { tahun }, body }),

  rankingReview: async (s: SaringIga & { page: number; per_page: number; search: string; iga: boolean }, signal?: AbortSignal) => {
    const r = await panggil(A_IGA.rankingReview, {
      query: { ...q(s), page: s.page, per_page: s.per_page, search: s.search || undefined, iga: s.iga ? 1 : undefined },
      signal,
    });
    return { data: r.data, total: r.total, tahun: r.tahun };
  },
  progress: async (s: SaringIga, signal?: AbortSignal) => {
    let tahun: number | null = null;
    const r = await semua(async (page) => {
      const x = await panggil(A_IGA.progress, { query: { ...q(s), page, per_page: HALAMAN }, signal });
      tahun = x.tahun;
      return x;
    });
    return { ...r, tahun };
  },
  presentasi: async (s: SaringIga, signal?: AbortSignal) => {
    let tahun: number | null = null;
    let bobot: BobotIgaTampil | null = null;
    const r = await semua(async (page) => {
      const x = await panggil(A_IGA.presentasi, { query: { ...q(s), page, per_page: HALAMAN }, signal });
      tahun = x.tahun;
      bobot = x.bobot;
      return x;
    });
    return { ...r, tahun, bobot: bobot as BobotIgaTampil | null };
  },
  peringkat: async (jenis: 'ranking' | 'pengukuran', s: SaringIga, signal?: AbortSignal) => {
    let tahun: number | null = null;
    const r = await semua(async (page) => {
      const p = { query: { ...q(s), page, per_page: HALAMAN }, signal };
      const x = jenis === 'ranking' ? await panggil(A_IGA.ranking, p) : await panggil(A_IGA.pengukuran, p);
      tahun = x.tahun;
      return x;
    });
    return { ...r, tahun };
  },

  nomine: async (tahun: number, signal?: AbortSignal) => (await semua((page) => panggil(A_IGA.nomine, { params: { tahun }, query: { page, per_page: HALAMAN }, signal }))).data,
  juri: async (tahun: number, signal?: AbortSignal) => (await panggil(A_IGA.juri, { params: { tahun }, signal })).data,
  simpanJuri: (tahun: number, penilaiIds: number[]) => panggil(A_IGA.simpanJuri, { params: { tahun }, body: { penilai_ids: penilaiIds } }),
  tugaskan: (tahun: number, nomineId: number, penilaiId: number) => panggil(A_IGA.tugaskan, { params: { tahun }, body: { nomine_id: nomineId, penilai_id: penilaiId } }),
  hapusTugas: (tahun: number, penugasanId: number) => panggil(A_IGA.hapusTugas, { params: { tahun, id: penugasanId } }),
  tugaskanOtomatis: async (tahun: number, body: { per_nomine?: number; ganti?: boolean }) => (await panggil(A_IGA.tugaskanOtomatis, { params: { tahun }, body })).data,
  konflik: (tahun: number, body: { nomine_id: number; penilai_id?: number; alasan: string }) => panggil(A_IGA.konflik, { params: { tahun }, body }),

  lembarSaya: async (tahun: number, signal?: AbortSignal) => (await panggil(A_IGA.lembarSaya, { params: { tahun }, signal })).data,
  lembar: async (nomineId: number, tahap: TahapPenilaian, penilaiId: number | null, signal?: AbortSignal) =>
    (await panggil(A_IGA.lembar, { params: { id: nomineId, tahap }, query: { penilai_id: penilaiId ?? undefined }, signal })).data,
  simpanLembar: async (nomineId: number, tahap: TahapPenilaian, body: LembarIgaBody) => panggil(A_IGA.simpanLembar, { params: { id: nomineId, tahap }, body }),
  kirimLembar: async (nomineId: number, tahap: TahapPenilaian, body: LembarIgaBody) => panggil(A_IGA.kirimLembar, { params: { id: nomineId, tahap }, body }),
  koreksiLembar: async (nomineId: number, tahap: TahapPenilaian, body: KoreksiIgaBody, penilaiId: number | null) =>
    panggil(A_IGA.koreksiLembar, { params: { id: nomineId, tahap }, query: { penilai_id: penilaiId ?? undefined }, body }),

  pleno: (tahun: number, catatan: string | null) => panggil(A_IGA.pleno, { params: { tahun }, body: { catatan } }),
  pemenang: async (tahun: number, signal?: AbortSignal) => (await panggil(A_IGA.pemenang, { params: { tahun }, signal })).data,
};

/** Downloads (download token, lib/berkas.ts). */
export const unduhIga = {
  rankingReviewExcel: (s: SaringIga & { iga: boolean }) => {
    const query: Query = { ...q(s), iga: s.iga ? 1 : undefined };
    return unduhBerkas(alamatBerkas(A_IGA.rankingReviewExcel, { query }), `hasil-review-ranking-${s.tahun ?? ''}${s.klaster ? `-${s.klaster}` : ''}.xlsx`);
  },
  rankingExcel: (tahun: number) => unduhBerkas(alamatBerkas(A_IGA.rankingExcel, { params: { tahun } }), `ranking-iga-${tahun}.xlsx`),
  beritaAcara: (tahun: number) => bukaBerkas(alamatBerkas(A_IGA.beritaAcara, { params: { tahun } })),
  sertifikat: (tahun: number, winnerId: number) => bukaBerkas(alamatBerkas(A_IGA.sertifikat, { params: { tahun, id: winnerId } })),
};
