/**
 * Approving a sent innovation (issue 19 item 3, decision 87): every indicator the region answered is judged by
 * the verifier, or the verifier explicitly accepts the rest as claimed ("terima sisanya sesuai klaim") with a
 * written reason, which the review history keeps. The API guards the approval commands with `cekPersetujuan`;
 * the review screen shows the same counts before the button is pressed.
 */

/** Shortest reason for accepting the unjudged indicators as claimed. */
export const MIN_ALASAN_TERIMA_SISA = 20;

/** The approval commands this rule guards (a verifier's approvals; QC's own decisions are not approvals of scores). */
export const AKSI_PERSETUJUAN = ['setujui', 'setujui_hasil_rejected'] as const;
export const butuhPenilaian = (aksi: string): boolean => (AKSI_PERSETUJUAN as readonly string[]).includes(aksi);

/** One indicator of the innovation as the rule sees it. */
export interface IndikatorDinilai {
  /** Catalogue code or number, for the message. */
  kode: string | null;
  /** The region gave an answer (an unanswered indicator has nothing to judge). */
  dijawab: boolean;
  /** Automatic indicators (jenis A) are computed, never judged. */
  otomatis: boolean;
  /** The verifier saved an evaluation for it. */
  dievaluasi: boolean;
}

/** The indicators that must be judged before approval: answered and not automatic. */
export const perluDinilai = (i: IndikatorDinilai): boolean => i.dijawab && !i.otomatis;

export interface RingkasanPenilaian {
  /** Indicators to judge. */
  wajib: number;
  /** Of those, judged. */
  dinilai: number;
  /** Codes of the ones not judged yet. */
  belum: string[];
}

export function ringkasanPenilaian(indikator: readonly IndikatorDinilai[]): RingkasanPenilaian {
  const wajib = indikator.filter(perluDinilai);
  const belum = wajib.filter((i) => !i.dievaluasi);
  return { wajib: wajib.length, dinilai: wajib.length - belum.length, belum: belum.map((i, n) => i.kode ?? `#${n + 1}`) };
}

export interface PermintaanPersetujuan {
  terima_sisa?: boolean | null;
  alasan_terima_sisa?: string | null;
}

export type HasilPersetujuan =
  | { ok: true; /** indicators accepted as claimed (0 when all were judged) */ terima_sisa: number; alasan: string | null }
  | { ok: false; errors: Record<string, string> };

const daftarKode = (k: string[]) => (k.length > 8 ? `${k.slice(0, 8).join(', ')} dan ${k.length - 8} lainnya` : k.join(', '));

/**
 * The approval rule: all judged → allowed (a reason sent anyway is ignored, nothing is "accepted as claimed");
 * some unjudged → allowed only with `terima_sisa` and a reason of at least MIN_ALASAN_TERIMA_SISA characters;
 * otherwise refused with a message per field.
 */
export function cekPersetujuan(indikator: readonly IndikatorDinilai[], p: PermintaanPersetujuan): HasilPersetujuan {
  const r = ringkasanPenilaian(indikator);
  if (r.belum.length === 0) return { ok: true, terima_sisa: 0, alasan: null };
  if (!p.terima_sisa) {
    return {
      ok: false,
      errors: {
        terima_sisa: `Masih ada ${r.belum.length} dari ${r.wajib} indikator yang belum dinilai (${daftarKode(r.belum)}). Nilai semua indikator, atau pilih "Terima sisanya sesuai klaim" dan tuliskan alasannya.`,
      },
    };
  }
  const alasan = (p.alasan_terima_sisa ?? '').trim();
  if (alasan.length < MIN_ALASAN_TERIMA_SISA) {
    return {
      ok: false,
      errors: {
        alasan_terima_sisa: alasan
          ? `Alasan menerima sisa indikator sesuai klaim minimal ${MIN_ALASAN_TERIMA_SISA} karakter.`
          : 'Alasan menerima sisa indikator sesuai klaim wajib diisi.',
      },
    };
  }
  return { ok: true, terima_sisa: r.belum.length, alasan };
}
