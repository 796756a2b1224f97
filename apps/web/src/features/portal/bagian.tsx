import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BerkasPublik } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize';
import { tidakAda } from './api';

/** Pieces shared by the portal's pages. */

const TANGGAL = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' });
/** "31 Januari 2026" (WIB). */
export const tanggalPanjang = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : TANGGAL.format(d);
};

export const TAHAP = ['Inisiatif', 'Uji Coba', 'Penerapan'] as const;

/** Loading, not found, error (with retry) or the content. */
export function Keadaan<T, E = unknown>({ q, tidakAdaJudul, children, tinggi = 240 }: { q: UseQueryResult<T, E>; tidakAdaJudul?: string; children: (d: T) => ReactNode; tinggi?: number }) {
  if (q.isPending)
    return (
      <Stack role="status" aria-busy="true" aria-label="Memuat">
        <Skeleton h={32} w="60%" />
        <Skeleton h={tinggi} />
      </Stack>
    );
  if (q.isError && tidakAdaJudul && tidakAda(q.error))
    return (
      <Alert color="gray" title={tidakAdaJudul}>
        Halaman ini tidak ada atau belum diterbitkan.{' '}
        <Anchor component={Link} to="/">
          Kembali ke beranda
        </Anchor>
      </Alert>
    );
  if (q.isError)
    return (
      <Alert color="red" title="Halaman tidak dapat dimuat">
        {userMessage(q.error)}{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => void q.refetch()}>
          Coba lagi
        </Button>
      </Alert>
    );
  return <>{children(q.data as T)}</>;
}

export function JudulHalaman({ judul, sub }: { judul: string; sub?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
        {judul}
      </Title>
      {sub && (
        <Text c="dimmed" size="sm">
          {sub}
        </Text>
      )}
    </Stack>
  );
}

/** A picture that loads only when it comes near the screen, with its box reserved (no layout shift). */
export function Gambar({ src, lebar, tinggi, sizes, alt = '', prioritas = false }: { src: string; lebar: number; tinggi: number; sizes: string; alt?: string; prioritas?: boolean }) {
  return (
    <img
      className="portal-gambar"
      src={src}
      width={lebar}
      height={tinggi}
      sizes={sizes}
      alt={alt}
      loading={prioritas ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: `${lebar} / ${tinggi}` }}
    />
  );
}

/** Stored rich text (sanitised by the server, and again here). */
export function IsiKaya({ html }: { html: string | null }) {
  if (!html) return null;
  return <div className="portal-isi-kaya" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

const ukuran = (n: number | null) => (n === null ? '' : n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1).replace('.', ',')} MB`);

/** A public file's download link (public uploads and https links need no sign-in). */
export function TautanUnduh({ berkas, label }: { berkas: BerkasPublik; label?: string }) {
  const jenis = berkas.mime === 'application/pdf' || /\.pdf$/i.test(berkas.nama) ? 'PDF' : 'berkas';
  return (
    <Button component="a" href={berkas.url} download={berkas.url.startsWith('/') ? berkas.nama : undefined} target={berkas.url.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer" variant="default" size="xs">
      {label ?? `Unduh ${jenis}`}
      {berkas.ukuran !== null && (
        <Text span size="xs" ml={6} c="dark.5">
          ({ukuran(berkas.ukuran)})
        </Text>
      )}
    </Button>
  );
}

/** Previous / next page of a list. */
export function Halaman({ page, total, perPage, onPage }: { page: number; total: number; perPage: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="lg" gap="sm">
      <Button variant="default" size="xs" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Sebelumnya
      </Button>
      <Text size="sm" aria-live="polite">
        Halaman {page + 1} dari {pages}
      </Text>
      <Button variant="default" size="xs" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Berikutnya
      </Button>
    </Group>
  );
}

/** Badge colours with readable contrast (text at least 4.5:1 on its background at 10 px bold). */
const WARNA_LENCANA = {
  teal: ['#e6fcf5', '#065f46'],
  orange: ['#fff4e6', '#9a3412'],
  gray: ['#f1f3f5', '#343a40'],
  indigo: ['#edf2ff', '#312e81'],
  yellow: ['#fff3bf', '#6b3f00'],
} as const;
export function Lencana({ warna = 'gray', children, ...rest }: { warna?: keyof typeof WARNA_LENCANA; children: ReactNode; size?: 'sm' | 'md' | 'lg'; circle?: boolean; maw?: string }) {
  const [bg, c] = WARNA_LENCANA[warna];
  return (
    <Badge variant="light" bg={bg} c={c} style={{ textTransform: 'none', flexShrink: 0 }} {...rest}>
      {children}
    </Badge>
  );
}
