import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCalendarStats, IconInfoCircle } from '@tabler/icons-react';
import { ringkasPeriode, type PeriodePenilaian } from '@sigap/domain';

/** A reason keeping Kirim from a row, as the row carries it (`hambatan_kirim`). */
export interface HambatanBaris {
  code: string;
  pesan: string;
  field?: string;
  tautan?: 'indikator';
}
import { inovasiQueries } from './api';

/** The period of the assessment year (null while loading or when it cannot be read). */
export function usePeriode(): PeriodePenilaian | null {
  const q = useQuery(inovasiQueries.periode());
  // only a whole period (a stubbed or older server may answer something else)
  return q.data && typeof q.data === 'object' && 'dihitung' in q.data ? q.data : null;
}

/** Which assessment year a screen is about, and its windows (decision 83), in one compact box. */
export function PeriodeInfo({ periode, ringkas = false }: { periode: PeriodePenilaian | null; ringkas?: boolean }) {
  if (!periode) return null;
  const r = ringkasPeriode(periode);
  return (
    <Alert color="blue" variant="light" icon={<IconCalendarStats size={18} />} title={r.judul} data-testid="periode-penilaian" p="sm">
      <Text size="sm">{ringkas ? r.baris.slice(0, 2).join(' ') : r.baris.join(' ')}</Text>
    </Alert>
  );
}

/** Where a reason is fixed: the field of the form (focused on arrival) or the innovation's indicators. */
export function tautanHambatan(id: number, h: { field?: string; tautan?: 'indikator' }): { to: string; label: string } | null {
  if (h.tautan === 'indikator') return { to: `/dashboard/indikator_inovasi?id=${id}`, label: 'Buka indikator' };
  if (!h.field) return null;
  // the year follows the application date: both are fixed in the "Waktu" section of the form
  const field = h.field === 'tahun' ? 'waktu_implementasi' : h.field;
  return { to: `/inovasi/${id}#${field}`, label: 'Perbaiki isian' };
}

/**
 * "Why no Kirim": every reason from the server (`hambatan_kirim`), each with a link to where it is fixed;
 * `tidakDihitung`: why the innovation will not count in the assessment year, said before it is sent.
 */
export function AlasanKirim({
  id,
  hambatan,
  tidakDihitung,
  tahun,
  judul = 'Mengapa belum dapat dikirim',
}: {
  id: number;
  hambatan: readonly HambatanBaris[];
  tidakDihitung?: readonly { pesan: string; field?: string }[];
  tahun?: number;
  judul?: string;
}) {
  const tampil = hambatan.filter((h) => h.code !== 'SUDAH_DIKIRIM' && h.code !== 'FORBIDDEN');
  const hitung = (tidakDihitung ?? []).filter((t) => !tampil.some((h) => h.pesan === t.pesan));
  if (!tampil.length && !hitung.length) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} title={tampil.length ? judul : `Tidak akan dihitung${tahun ? ` dalam IID ${tahun}` : ''}`} data-testid="alasan-kirim" p="sm">
      <List size="sm" spacing={4}>
        {tampil.map((h, i) => {
          const t = tautanHambatan(id, h);
          return (
            <List.Item key={`h${i}`}>
              {h.pesan}{' '}
              {t && (
                <Anchor component={Link} to={t.to} size="sm" fw={600}>
                  {t.label}
                </Anchor>
              )}
            </List.Item>
          );
        })}
        {hitung.map((h, i) => {
          const t = tautanHambatan(id, h);
          return (
            <List.Item key={`d${i}`}>
              Tidak akan dihitung{tahun ? ` dalam IID ${tahun}` : ''}: {h.pesan}{' '}
              {t && (
                <Anchor component={Link} to={t.to} size="sm" fw={600}>
                  {t.label}
                </Anchor>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
