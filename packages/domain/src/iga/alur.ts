import type { Role } from '../permissions/roles';

/**
 * The award year (IGA) as a workflow (decision 60): nominasi -> presentasi -> validasi_lapangan -> pleno ->
 * diumumkan. Each stage is open (`buka`) or closed (`tutup`); a closed stage is read-only (a score change then needs
 * a reasoned correction by an admin). One transition table decides both the buttons the screens show (aksiTahapIga)
 * and the guard of the API's commands (cekAksiTahapIga).
 */
export const TAHAP_IGA = ['nominasi', 'presentasi', 'validasi_lapangan', 'pleno', 'diumumkan'] as const;
export type TahapIga = (typeof TAHAP_IGA)[number];
export const STATUS_TAHAP_IGA = ['buka', 'tutup'] as const;
export type StatusTahapIga = (typeof STATUS_TAHAP_IGA)[number];

export interface KeadaanIga {
  tahap: TahapIga;
  status: StatusTahapIga;
}

export const LABEL_TAHAP_IGA: Record<TahapIga, string> = {
  nominasi: 'Nominasi',
  presentasi: 'Presentasi Kepala Daerah',
  validasi_lapangan: 'Validasi Lapangan',
  pleno: 'Rapat Pleno',
  diumumkan: 'Diumumkan',
};

/** The stages jurors score in (sheets). */
export const TAHAP_PENILAIAN = ['presentasi', 'validasi_lapangan'] as const;
export type TahapPenilaian = (typeof TAHAP_PENILAIAN)[number];

export const AKSI_TAHAP_IGA = ['tutup', 'buka', 'buka_kembali', 'umumkan'] as const;
export type AksiTahapIga = (typeof AKSI_TAHAP_IGA)[number];

const BERIKUT: Partial<Record<TahapIga, TahapIga>> = { nominasi: 'presentasi', presentasi: 'validasi_lapangan', validasi_lapangan: 'pleno' };

interface Transisi {
  label: string;
  roles: readonly Role[];
  /** Needs a written reason (recorded in the history). */
  butuhAlasan: boolean;
  boleh: (s: KeadaanIga) => boolean;
  ke: (s: KeadaanIga) => KeadaanIga;
}

const PENGELOLA = ['admin', 'superadmin'] as const satisfies readonly Role[];

export const ALUR_TAHAP_IGA: Record<AksiTahapIga, Transisi> = {
  /** Close the running stage (closing nominasi fixes the nominees and their index scores). */
  tutup: { label: 'Tutup tahap', roles: PENGELOLA, butuhAlasan: false, boleh: (s) => s.status === 'buka' && s.tahap !== 'diumumkan', ke: (s) => ({ ...s, status: 'tutup' }) },
  /** Open the next stage once the current one is closed. */
  buka: { label: 'Buka tahap berikutnya', roles: PENGELOLA, butuhAlasan: false, boleh: (s) => s.status === 'tutup' && BERIKUT[s.tahap] !== undefined, ke: (s) => ({ tahap: BERIKUT[s.tahap]!, status: 'buka' }) },
  /** Reopen a closed stage before the next one starts (with a reason). */
  buka_kembali: { label: 'Buka kembali tahap', roles: PENGELOLA, butuhAlasan: true, boleh: (s) => s.status === 'tutup' && s.tahap !== 'diumumkan', ke: (s) => ({ ...s, status: 'buka' }) },
  /** Publish the plenary's winners once the plenary is closed. */
  umumkan: { label: 'Umumkan pemenang', roles: PENGELOLA, butuhAlasan: false, boleh: (s) => s.tahap === 'pleno' && s.status === 'tutup', ke: () => ({ tahap: 'diumumkan', status: 'tutup' }) },
};

export const KEADAAN_AWAL_IGA: KeadaanIga = { tahap: 'nominasi', status: 'buka' };

export type HasilAksiTahap = { ok: true; ke: KeadaanIga } | { ok: false; alasan: 'peran' | 'status' | 'alasan' | 'pleno_belum' };

/**
 * The guard of a stage command. `plenoSelesai`: the plenary has produced its ranking and winners (closing the
 * plenary without them is refused).
 */
export function cekAksiTahapIga(role: Role | string, aksi: AksiTahapIga, s: KeadaanIga, alasan?: string | null, plenoSelesai = true): HasilAksiTahap {
  const t = ALUR_TAHAP_IGA[aksi];
  if (!t.roles.includes(role as Role)) return { ok: false, alasan: 'peran' };
  if (!t.boleh(s)) return { ok: false, alasan: 'status' };
  if (t.butuhAlasan && !(alasan ?? '').trim()) return { ok: false, alasan: 'alasan' };
  if (aksi === 'tutup' && s.tahap === 'pleno' && !plenoSelesai) return { ok: false, alasan: 'pleno_belum' };
  return { ok: true, ke: t.ke(s) };
}

/** The stage commands a role may run now (the screens' buttons); reasons are asked by the screen. */
export function aksiTahapIga(role: Role | string, s: KeadaanIga, plenoSelesai = true): AksiTahapIga[] {
  return AKSI_TAHAP_IGA.filter((a) => {
    const r = cekAksiTahapIga(role, a, s, 'x', plenoSelesai);
    return r.ok;
  });
}

export const PESAN_AKSI_TAHAP: Record<Exclude<HasilAksiTahap, { ok: true }>['alasan'], string> = {
  peran: 'Hanya admin dan superadmin yang dapat mengubah tahap penghargaan.',
  status: 'Perintah ini tidak berlaku pada tahap saat ini.',
  alasan: 'Alasan wajib diisi.',
  pleno_belum: 'Jalankan rapat pleno (peringkat akhir dan pemenang) sebelum menutup tahap pleno.',
};

/** Whether jurors may score (draft, submit) a stage now: only while that very stage is open. */
export function tahapTerbuka(s: KeadaanIga, tahap: TahapPenilaian): boolean {
  return s.tahap === tahap && s.status === 'buka';
}

/** Whether a stage is over (closed, or a later stage has started): its sheets are read-only, corrections need a reason. */
export function tahapSelesai(s: KeadaanIga, tahap: TahapIga): boolean {
  const i = TAHAP_IGA.indexOf(s.tahap);
  const j = TAHAP_IGA.indexOf(tahap);
  return i > j || (i === j && s.status === 'tutup');
}

/** Whether the nominees are fixed (nominasi closed). */
export function nomineTetap(s: KeadaanIga): boolean {
  return tahapSelesai(s, 'nominasi');
}
