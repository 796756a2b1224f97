import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChecklist } from '@tabler/icons-react';
import { alasanTambah, alasanUbah, barisInovasi, type Registrasi } from '@sigap/domain';
import { resourceQueries } from '../../lib/resource-api';
import { useUser } from '../../lib/session';
import NotFoundPage from '../../components/status/NotFoundPage';
import { GagalMuat } from '../../components/status/GagalMuat';
import { InovasiForm } from './InovasiForm';
import { inovasiKonteks, useAppSettings } from './shared';
import { ProyekDiklatPanel } from './ProyekDiklatPanel';
import { AlasanKirim, PeriodeInfo, usePeriode, type HambatanBaris } from './Periode';

/** Where "Kembali" goes: the list the user came from (with its filters), else the innovation database. */
function useBackTo(arsip: boolean): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && /^\/dashboard\/[\w-]+/.test(from)) return from;
  return arsip ? '/dashboard/arsip' : '/dashboard/inovasi-daerah';
}

/** /inovasi (new) and /inovasi/{id} (edit, or a read-only view when the row may not be changed): INO-02, INO-10. */
export default function InovasiFormRoute() {
  const { id } = useParams();
  const user = useUser()!;
  const settings = useAppSettings();
  const recordId = id === undefined ? null : Number(id);
  const valid = recordId === null || (Number.isInteger(recordId) && recordId > 0);
  const record = useQuery({ ...resourceQueries('iga2020_inovasi').one(recordId ?? 0), enabled: valid && recordId !== null });
  const backTo = useBackTo(Boolean(record.data?.arsip));
  const periode = usePeriode();
  const { hash } = useLocation();
  const siap = recordId === null || Boolean(record.data);
  // a link from "why no Kirim" (/inovasi/{id}#field) opens the form at that field
  useEffect(() => {
    if (!siap || !hash || hash.length < 2) return;
    const t = window.setTimeout(() => {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!el) return;
      el.scrollIntoView({ block: 'center' });
      el.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [contenteditable=true], button')?.focus({ preventScroll: true });
    }, 150);
    return () => window.clearTimeout(t);
  }, [siap, hash]);
  if (!valid) return <NotFoundPage />;

  const ctx = inovasiKonteks(user, settings);
  const aksi = Array.isArray(record.data?.aksi) ? (record.data.aksi as string[]) : [];
  const readOnly = recordId !== null && !aksi.includes('ubah');
  // why not: the same policy that left `ubah` out of the row's actions (kebijakanInovasi)
  const reason =
    readOnly && record.data
      ? (alasanUbah(ctx, barisInovasi(record.data), (record.data.registrasi ?? null) as Registrasi | null)?.pesan ?? 'Anda hanya dapat melihat data inovasi ini.')
      : undefined;
  const title = recordId === null ? 'Tambah Inovasi Daerah' : readOnly ? 'Detail Inovasi Daerah' : 'Ubah Inovasi Daerah';
  const tolakTambah = recordId === null ? alasanTambah(ctx) : null;

  let body;
  if (tolakTambah) {
    body = (
      <Alert color="yellow" title="Tidak dapat menambah inovasi">
        {tolakTambah.pesan}
      </Alert>
    );
  } else if (recordId !== null && record.isPending) {
    body = (
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={160} />
        </Stack>
      </Card>
    );
  } else if (recordId !== null && record.isError) {
    body = <GagalMuat error={record.error} />;
  } else {
    body = (
      <InovasiForm
        key={`${user.id}-${recordId ?? 'baru'}-${readOnly}`}
        user={user}
        settings={settings}
        periode={periode}
        record={record.data ?? null}
        readOnly={readOnly}
        readOnlyReason={reason}
        backTo={backTo}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {record.data && (
            <Text c="dimmed" size="sm">
              {String(record.data.nama ?? '')}
              {record.data.nama_pemda ? ` · ${String(record.data.nama_pemda)}` : ''}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {recordId !== null && aksi.includes('indikator') && (
            <Button component={Link} to={`/dashboard/indikator_inovasi?id=${recordId}`} variant="light" leftSection={<IconChecklist size={16} />}>
              Indikator
            </Button>
          )}
          <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />}>
            Kembali ke daftar
          </Button>
        </Group>
      </Group>
      {!record.data?.arsip && <PeriodeInfo periode={periode} ringkas />}
      {recordId !== null && record.data && (
        <InfoKirim id={recordId} row={record.data} aksi={aksi} tahun={periode?.tahun} />
      )}
      {recordId !== null && record.data && <ProyekDiklatPanel inovasiId={recordId} />}
      {body}
    </Stack>
  );
}

/** The registration number once issued, or why the innovation cannot be sent / will not count (decision 84). */
function InfoKirim({ id, row, aksi, tahun }: { id: number; row: Record<string, unknown>; aksi: string[]; tahun?: number }) {
  const reg = row.registrasi as { nomor?: string | null; status_nomor: number } | null | undefined;
  const hambatan = Array.isArray(row.hambatan_kirim) ? (row.hambatan_kirim as HambatanBaris[]) : [];
  const tidakDihitung = Array.isArray(row.tidak_dihitung) ? (row.tidak_dihitung as { pesan: string; field?: string }[]) : [];
  if (reg?.nomor && reg.status_nomor >= 0) {
    return (
      <Alert color="teal" variant="light" title="Nomor registrasi" data-testid="nomor-registrasi">
        <Text size="sm">
          <b>{reg.nomor}</b> · {reg.status_nomor === 1 ? 'terverifikasi' : reg.status_nomor === 2 ? 'ditolak verifikator' : 'menunggu verifikasi'}
        </Text>
      </Alert>
    );
  }
  if (row.arsip) return null;
  return <AlasanKirim id={id} hambatan={aksi.includes('kirim') ? [] : hambatan} tidakDihitung={tidakDihitung} tahun={tahun} />;
}
