import type { ReactNode } from 'react';
import { Alert, Badge, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { STATUS_MANDATORI_TERPENUHI } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';

export { PAGE_SIZES as UKURAN_HALAMAN } from '../../resource-ui/list-state';
export { ListFooter as Halaman } from '../../resource-ui/Pager';

/** "Belum Lengkap" (orange) or "Indikator Mandatori Sudah Terpenuhi" (green). */
export function StatusBadge({ status, size = 'md' }: { status: string | null | undefined; size?: 'sm' | 'md' | 'lg' }) {
  if (!status) return null;
  const ok = status === STATUS_MANDATORI_TERPENUHI;
  return (
    <Badge color={ok ? 'teal' : 'orange'} variant="light" size={size} style={{ textTransform: 'none', whiteSpace: 'normal', height: 'auto', lineHeight: 1.4 }} data-testid="status-indikator">
      {status}
    </Badge>
  );
}

/** Why a read failed; a record outside the user's region reads as 404 (decision 4). */
export function GagalMuat({ error, judul = 'Data tidak dapat dimuat', aksi }: { error: unknown; judul?: string; aksi?: ReactNode }) {
  const tidakAda = isApiError(error) && error.status === 404;
  return (
    <Alert color={tidakAda ? 'yellow' : 'red'} icon={<IconAlertTriangle size={18} />} title={tidakAda ? 'Profil tidak ditemukan' : judul} data-testid="gagal-muat">
      <Text size="sm">{tidakAda ? 'Profil daerah ini tidak ada atau berada di luar wilayah Anda.' : userMessage(error)}</Text>
      {aksi}
    </Alert>
  );
}

/** Whole numbers from the address bar (`?id=`), else null. */
export function idDari(v: string | null): number | null {
  if (!v || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Reading a page number / size from the address bar. */
export function angkaDari(v: string | null, bawaan: number, boleh?: readonly number[]): number {
  const n = Number(v);
  if (v === null || !Number.isInteger(n) || n < 0) return bawaan;
  if (boleh && !boleh.includes(n)) return bawaan;
  return n;
}

/** Label of a region's level: Provinsi, Kabupaten, Kota. */
export function labelTingkat(d: { tingkat: number | null; jenis: string | null } | null | undefined): string {
  if (!d) return '';
  const j = (d.jenis ?? '').toLowerCase();
  if (d.tingkat === 1 || j === 'provinsi') return 'Provinsi';
  if (j === 'kota') return 'Kota';
  if (j === 'kabupaten') return 'Kabupaten';
  return 'Kabupaten/Kota';
}
