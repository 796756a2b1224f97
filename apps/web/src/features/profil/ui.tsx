import type { ReactNode } from 'react';
import { ActionIcon, Alert, Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { STATUS_MANDATORI_TERPENUHI } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { userMessage } from '../../lib/errors';
import { pageCount, pageWindow, rowRange } from '../../resource-ui/pagination';

export const UKURAN_HALAMAN = [10, 20, 50, 100] as const;

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

/** Page size, "1-20 dari 35 data", previous / a window of 5 pages / next. */
export function Halaman({ page, size, total, onPage, onSize }: { page: number; size: number; total: number; onPage: (p: number) => void; onSize: (s: number) => void }) {
  const pages = pageCount(total, size);
  const { from, to } = rowRange(page, size, total);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label="Jumlah per halaman"
          data={UKURAN_HALAMAN.map((s) => ({ value: String(s), label: `${s} / halaman` }))}
          value={String(size)}
          onChange={(v) => v && onSize(Number(v))}
          allowDeselect={false}
          w={140}
        />
        <Text size="sm" c="dimmed" data-testid="list-range">
          {total > 0 ? `${from}-${to} dari ${total} data` : '0 data'}
        </Text>
      </Group>
      {pages > 0 && (
        <Group gap={4} component="nav" aria-label="Halaman" wrap="nowrap">
          <ActionIcon variant="default" size="lg" disabled={page <= 0} onClick={() => onPage(page - 1)} aria-label="Halaman sebelumnya">
            <IconChevronLeft size={16} className="sigap-flip" />
          </ActionIcon>
          {pageWindow(page, pages).map((p) => (
            <Button key={p} size="compact-md" h={34} miw={34} px={8} variant={p === page ? 'filled' : 'default'} onClick={() => onPage(p)} aria-label={`Halaman ${p + 1}`} aria-current={p === page ? 'page' : undefined}>
              {p + 1}
            </Button>
          ))}
          <ActionIcon variant="default" size="lg" disabled={page >= pages - 1} onClick={() => onPage(page + 1)} aria-label="Halaman berikutnya">
            <IconChevronRight size={16} className="sigap-flip" />
          </ActionIcon>
        </Group>
      )}
    </Group>
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
