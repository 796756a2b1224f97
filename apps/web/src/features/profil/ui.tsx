import type { ReactNode } from 'react';
import { Alert, Box, Card, LoadingOverlay, Text } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
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
    <Lencana color={ok ? 'teal' : 'orange'} variant="light" size={size} data-testid="status-indikator">
      {status}
    </Lencana>
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

/**
 * The card around a list of the profile screens: a loading veil while it refreshes, the failure, "Mohon tunggu
 * sebentar..." on the first load, "Tidak ada data" when empty, else the rows (table or cards).
 */
export function ListCard({ q, empty, children }: { q: { isFetching: boolean; isPending: boolean; isError: boolean; error: unknown }; empty: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding={0} pos="relative">
      <LoadingOverlay visible={q.isFetching && !q.isPending} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      {q.isError ? (
        <Box p="md">
          <GagalMuat error={q.error} />
        </Box>
      ) : q.isPending ? (
        <Text c="dimmed" ta="center" py="lg">
          Mohon tunggu sebentar...
        </Text>
      ) : empty ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
          Tidak ada data
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
