import { useQuery } from '@tanstack/react-query';
import { hariIniWib, konteksInovasi, DAFTAR_TAHAPAN, tahunArsip, type InovasiContext, type WarnaBaris } from '@sigap/domain';
import { buildQuery, type Query } from '../../lib/api';
import { platformQueries } from '../../lib/platform-api';
import type { MeUser } from '../../lib/session';

/** An innovation row as GET /crud/iga2020_inovasi returns it (the domain's `inovasiBaris`, docs/API.md "Innovations"). */
export type { InovasiListRow } from '@sigap/domain';

export const TAHAPAN_TABS = [{ value: 'semua', label: 'Semua' }, ...DAFTAR_TAHAPAN.map((t) => ({ value: String(t.value), label: t.label }))] as const;

export const TAHAPAN_LABEL: Record<number, string> = Object.fromEntries(DAFTAR_TAHAPAN.map((t) => [t.value, t.label]));

/** The application settings the gate already loaded (same query key), as a name -> value map. */
export function useAppSettings(): Record<string, string | undefined> {
  const q = useQuery(platformQueries.settings());
  const out: Record<string, string | undefined> = {};
  for (const r of q.data ?? []) if (r && typeof r.name === 'string') out[r.name] = r.setting_value ?? undefined;
  return out;
}

/**
 * The row-rule context of the signed-in user: session flags from /me, period and year windows from settings,
 * the account's write years (the same context the server gives the policy, `kebijakanInovasi`).
 */
export function inovasiKonteks(user: MeUser, settings: Record<string, string | undefined>): InovasiContext {
  return konteksInovasi(
    user.role,
    { ...settings, iga_status: String(user.iga_status ?? settings.iga_status ?? 0), kirim_inovasi: String(user.kirim_inovasi ?? settings.kirim_inovasi ?? 0) },
    hariIniWib(),
    user.allowed_years,
  );
}

export const arsipTahun = (settings: Record<string, string | undefined>) => tahunArsip(settings);

/** The address of the innovation's PDF or Excel (opened with a download token: lib/berkas.ts). */
export const alamatUnduhan = (kind: 'pdf' | 'excel', id: number): string => `/inovasi/download-${kind}/${id}`;

/** The whole filtered list as an xlsx (same filters and scope as the screen, every page). */
export function alamatUnduhDaftar(query: Query): string {
  const { page: _p, per_page: _pp, pageSize: _ps, ...filters } = query;
  return `/inovasi/download-excel${buildQuery(filters)}`;
}

/** Row colours of the spec: red text on grey, green, salmon, white (text at least 4.5:1 on each). */
export const WARNA_STYLE: Record<WarnaBaris, { background: string; color?: string; label: string }> = {
  'merah-abu': { background: '#e9ecef', color: '#a61e1e', label: 'Tema bukan Asta Cita' },
  hijau: { background: '#d3f9d8', label: 'Sudah dikirim (menunggu/terverifikasi)' },
  salmon: { background: '#ffe3dc', label: 'Di luar jendela kirim/penilaian atau belum Penerapan' },
  putih: { background: '#ffffff', label: 'Siap dikirim' },
};
