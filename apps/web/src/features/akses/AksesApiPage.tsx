import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Box, Button, Card, Code, CopyButton, Group, Modal, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { isApiError } from '../../lib/api';
import { endsSession } from '../../lib/errors';
import { formatAngka, formatWaktu } from '../../lib/format';
import { useIsMobile } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { aksesApi, kunciAkses, type KunciApiRow } from './api';

type Baru = KunciApiRow & { api_secret: string };

function Salin({ nilai, label }: { nilai: string; label: string }) {
  return (
    <CopyButton value={nilai}>
      {({ copied, copy }) => (
        <Button size="compact-sm" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />} onClick={copy} aria-label={`Salin ${label}`}>
          {copied ? 'Tersalin' : 'Salin'}
        </Button>
      )}
    </CopyButton>
  );
}

/** Akses API (PLT-13): the account's key, its secret shown once, revocation, the exchange log and how to use it. */
export default function AksesApiPage({ module }: ModuleScreenProps) {
  const qc = useQueryClient();
  const isMobile = useIsMobile();
  const list = useQuery({ queryKey: kunciAkses.daftar, queryFn: ({ signal }) => aksesApi.daftar(signal) });
  useEffect(() => {
    if (list.isError && !endsSession(list.error)) notifyError(list.error, 'Gagal memuat kunci API');
  }, [list.errorUpdatedAt]);
  const rows = list.data?.data ?? [];
  const ketentuan = list.data?.ketentuan;
  const adaAktif = rows.some((k) => k.status === 'aktif');

  const [nama, setNama] = useState('');
  const [galatNama, setGalatNama] = useState<string | null>(null);
  const [baru, setBaru] = useState<Baru | null>(null);
  const [cabut, setCabut] = useState<KunciApiRow | null>(null);
  const [riwayat, setRiwayat] = useState<KunciApiRow | null>(null);

  const buat = useMutation({
    mutationFn: () => aksesApi.buat(nama),
    onSuccess: (r) => {
      setBaru(r.data);
      setNama('');
      setGalatNama(null);
      void qc.invalidateQueries({ queryKey: kunciAkses.daftar });
    },
    onError: (e) => {
      if (isApiError(e) && e.errors?.nama) setGalatNama(e.errors.nama);
      else notifyError(e, 'Kunci API gagal dibuat');
    },
  });
  const cabutM = useMutation({
    mutationFn: (id: number) => aksesApi.cabut(id),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Kunci API dicabut.');
      setCabut(null);
      void qc.invalidateQueries({ queryKey: kunciAkses.daftar });
    },
    onError: (e) => notifyError(e, 'Kunci API gagal dicabut'),
  });

  const status = (k: KunciApiRow) => (
    <Badge color={k.status === 'aktif' ? 'teal' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
      {k.status === 'aktif' ? 'Aktif' : 'Dicabut'}
    </Badge>
  );
  const aksi = (k: KunciApiRow) => (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-sm" variant="light" onClick={() => setRiwayat(k)} aria-label={`Riwayat penukaran ${k.nama}`}>
        Riwayat
      </Button>
      {k.status === 'aktif' && (
        <Button size="compact-sm" variant="light" color="red" onClick={() => setCabut(k)} aria-label={`Cabut kunci ${k.nama}`}>
          Cabut
        </Button>
      )}
    </Group>
  );
  const asal = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          Kunci dan rahasia API untuk sistem lain (dasbor daerah, aplikasi internal) yang membaca data akun ini. Token yang dihasilkan hanya dapat membaca (GET), berlaku{' '}
          {ketentuan ? Math.round(ketentuan.ttl_detik / 60) : 15} menit, dan hanya melihat data yang boleh dilihat akun ini.
        </Text>
      </div>

      <Card withBorder padding="md" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            buat.mutate();
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Nama kunci"
              description="Untuk apa kunci ini dipakai, misalnya “Dasbor kinerja daerah”."
              placeholder="Nama kunci"
              value={nama}
              maxLength={100}
              onChange={(e) => setNama(e.currentTarget.value)}
              error={galatNama}
              disabled={adaAktif}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" leftSection={<IconKey size={16} />} loading={buat.isPending} disabled={adaAktif}>
              Buat Kunci API
            </Button>
          </Group>
          {adaAktif && (
            <Text size="sm" c="dimmed" mt="xs">
              Akun ini sudah memiliki kunci aktif. Cabut kunci tersebut untuk membuat yang baru.
            </Text>
          )}
        </form>
      </Card>

      <Card withBorder padding={0} radius="md">
        {list.isPending || rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
            {list.isPending ? 'Mohon tunggu sebentar...' : 'Belum ada kunci API.'}
          </Text>
        ) : isMobile ? (
          <Stack gap={0}>
            {rows.map((k, i) => (
              <Box key={k.id} p="sm" data-row-id={k.id} style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {k.nama || '(tanpa nama)'}
                  </Text>
                  {status(k)}
                </Group>
                <Code style={{ wordBreak: 'break-all' }}>{k.api_key}</Code>
                <Text size="xs">Dibuat {formatWaktu(k.created_at)} · Terakhir dipakai {k.last_used_at ? formatWaktu(k.last_used_at) : 'belum pernah'}</Text>
                <Box mt={6}>{aksi(k)}</Box>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm" aria-label="Tabel kunci API">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>Kunci API</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Dibuat</Table.Th>
                  <Table.Th>Terakhir dipakai</Table.Th>
                  <Table.Th>Penukaran</Table.Th>
                  <Table.Th>Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((k) => (
                  <Table.Tr key={k.id} data-row-id={k.id}>
                    <Table.Td>{k.nama || '(tanpa nama)'}</Table.Td>
                    <Table.Td>
                      <Code>{k.api_key}</Code>
                    </Table.Td>
                    <Table.Td>{status(k)}</Table.Td>
                    <Table.Td>{formatWaktu(k.created_at)}</Table.Td>
                    <Table.Td>{k.last_used_at ? formatWaktu(k.last_used_at) : 'Belum pernah'}</Table.Td>
                    <Table.Td>{formatAngka(k.jumlah_tukar)}</Table.Td>
                    <Table.Td>{aksi(k)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder padding="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          Cara memakai
        </Title>
        <Text size="sm">1. Tukar kunci dan rahasia dengan token akses (berlaku {ketentuan ? Math.round(ketentuan.ttl_detik / 60) : 15} menit):</Text>
        <Code block my="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {`curl -X POST ${asal}/api/access/token -H 'Content-Type: application/json' \\\n  -d '{"api_key":"sgk_…","api_secret":"sgs_…"}'`}
        </Code>
        <Text size="sm">2. Baca data dengan token tersebut, misalnya daftar inovasi daerah:</Text>
        <Code block my="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {`curl ${asal}/crud/iga2020_inovasi -H 'Authorization: Bearer <access_token>'`}
        </Code>
        <Text size="sm" c="dimmed">
          Batas {ketentuan?.batas_per_menit ?? 120} permintaan per menit per kunci (penukaran dan pembacaan). Perubahan data (POST, DELETE) selalu ditolak. Daftar alamat lengkap ada di{' '}
          <a href="/docs">/docs</a>.
        </Text>
      </Card>

      <Modal opened={baru !== null} onClose={() => setBaru(null)} title="Kunci API baru" size="lg" closeOnClickOutside={false}>
        {baru && (
          <Stack gap="sm">
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Rahasia hanya ditampilkan sekali">
              Salin dan simpan rahasia ini sekarang di tempat yang aman. Setelah jendela ini ditutup, rahasia tidak dapat dilihat lagi; bila hilang, cabut kunci lalu buat yang baru.
            </Alert>
            <div>
              <Text size="sm" fw={600}>
                Kunci API
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Code data-testid="kunci-baru" style={{ wordBreak: 'break-all' }}>
                  {baru.api_key}
                </Code>
                <Salin nilai={baru.api_key} label="kunci API" />
              </Group>
            </div>
            <div>
              <Text size="sm" fw={600}>
                Rahasia API
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Code data-testid="rahasia-baru" style={{ wordBreak: 'break-all' }}>
                  {baru.api_secret}
                </Code>
                <Salin nilai={baru.api_secret} label="rahasia API" />
              </Group>
            </div>
            <Group justify="flex-end">
              <Button onClick={() => setBaru(null)}>Saya sudah menyimpannya</Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal opened={cabut !== null} onClose={() => setCabut(null)} title="Cabut kunci API">
        {cabut && (
          <Stack gap="sm">
            <Text size="sm">
              Cabut kunci <b>{cabut.nama || cabut.api_key}</b>? Token yang sudah dibuat dengan kunci ini langsung ditolak dan sistem yang memakainya berhenti membaca data.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCabut(null)}>
                Batal
              </Button>
              <Button color="red" loading={cabutM.isPending} onClick={() => cabutM.mutate(cabut.id)}>
                Cabut Kunci
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal opened={riwayat !== null} onClose={() => setRiwayat(null)} title={`Riwayat penukaran: ${riwayat?.nama ?? ''}`} size="lg">
        {riwayat && <Riwayat kunci={riwayat} />}
      </Modal>
    </Stack>
  );
}

function Riwayat({ kunci }: { kunci: KunciApiRow }) {
  const [page, setPage] = useState(0);
  const q = useQuery({ queryKey: kunciAkses.riwayat(kunci.id, page), queryFn: ({ signal }) => aksesApi.riwayat(kunci.id, page, signal), placeholderData: (p) => p });
  const rows = q.data?.data ?? [];
  const total = q.data?.total ?? 0;
  if (q.isError) return <Text c="red">Riwayat gagal dimuat.</Text>;
  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {q.isPending ? 'Mohon tunggu sebentar...' : 'Kunci ini belum pernah ditukar.'}
        </Text>
      ) : (
        <Table striped aria-label="Riwayat penukaran kunci API">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Waktu</Table.Th>
              <Table.Th>Hasil</Table.Th>
              <Table.Th>Alamat</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{formatWaktu(r.created_at)}</Table.Td>
                <Table.Td>
                  <Badge color={r.hasil === 'berhasil' ? 'teal' : 'red'} variant="light" style={{ minWidth: 'max-content' }}>
                    {r.hasil_label}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.ip ?? '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > 10 && <Pagination total={Math.ceil(total / 10)} value={page + 1} onChange={(p) => setPage(p - 1)} size="sm" />}
    </Stack>
  );
}
