import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlayerPlay, IconSearch, IconSettings } from '@tabler/icons-react';
import { STATUS_PENGINGAT } from '@sigap/domain';
import { Lencana } from '../../components/Lencana';
import { userMessage } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { ListFooter } from '../../resource-ui/Pager';
import { notifikasiApi, notifikasiQueries, type PengingatLogRow } from './api';

const STATUS: Record<string, { label: string; warna: string }> = {
  menunggu: { label: 'Surel dalam antrean', warna: 'yellow' },
  terkirim: { label: 'Terkirim', warna: 'teal' },
  tanpa_email: { label: 'Tanpa surel', warna: 'gray' },
  gagal: { label: 'Surel gagal', warna: 'red' },
};
const KANAL: Record<string, string> = { surel_aplikasi: 'Surel + aplikasi', aplikasi: 'Aplikasi' };
const titik = (n: number) => (n === 0 ? 'Hari H' : `H-${n}`);

function Status({ r }: { r: PengingatLogRow }) {
  const s = STATUS[r.status] ?? { label: r.status, warna: 'gray' };
  return (
    <Lencana color={s.warna} variant="light" style={{ flexShrink: 0 }}>
      {s.label}
    </Lencana>
  );
}

/**
 * "Log Pengingat" (decision 109): what the deadline reminders sent, to whom (account, region, address), at which
 * point before the close, by which channel, and why an e-mail failed; the reminder days are a shortcut to the
 * settings, and "Jalankan sekarang" runs today's schedule at once (it still sends each reminder once).
 */
export default function LogPengingatPage({ module }: ModuleScreenProps) {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [cari] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const q = useQuery(notifikasiQueries.logPengingat({ page, per_page: size, ...(cari ? { search: cari } : {}), ...(status ? { status } : {}) }));
  const jalankan = useMutation({
    mutationFn: () => notifikasiApi.prosesPengingat(),
    onSuccess: (r) => {
      const d = r.data;
      notifySuccess(
        d.titik === null
          ? `Hari ini bukan hari pengingat${d.hari_sisa === null ? ' (akhir periode belum ditetapkan)' : ` (${d.hari_sisa} hari menuju akhir periode)`}; tidak ada yang dikirim.`
          : `Pengingat ${titik(d.titik)} dijalankan: ${d.dijalankan} tugas diproses.`,
      );
      void qc.invalidateQueries({ queryKey: ['pengingat', 'log'] });
    },
    onError: (e) => notifyError(e, 'Pengingat gagal dijalankan'),
  });
  const b = q.data;
  const ubah = (f: () => void) => {
    f();
    setPage(0);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {module.title}
          </Title>
          <Text c="dimmed" size="sm">
            Pengingat tenggat yang sudah dikirim ke akun daerah berisiko, terbaru dulu.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/dashboard/settings?q=pengingat" variant="default" leftSection={<IconSettings size={16} />}>
            Atur hari pengingat
          </Button>
          <Button leftSection={<IconPlayerPlay size={16} />} loading={jalankan.isPending} onClick={() => jalankan.mutate()}>
            Jalankan sekarang
          </Button>
        </Group>
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Cari akun, daerah atau surel" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => ubah(() => setSearch(e.currentTarget.value))} w={{ base: '100%', xs: 280 }} />
        <Select
          label="Status"
          placeholder="Semua status"
          clearable
          data={STATUS_PENGINGAT.map((s) => ({ value: s, label: STATUS[s]!.label }))}
          value={status}
          onChange={(v) => ubah(() => setStatus(v))}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>

      {q.isError && <Alert color="red">{userMessage(q.error)}</Alert>}
      {b && b.data.length === 0 && <Text c="dimmed">{cari || status ? 'Tidak ada pengingat yang cocok dengan saringan.' : 'Belum ada pengingat yang dikirim.'}</Text>}
      {b && b.data.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={860} visibleFrom="sm">
            <Table striped highlightOnHover withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Waktu</Table.Th>
                  <Table.Th>Akun</Table.Th>
                  <Table.Th>Daerah</Table.Th>
                  <Table.Th>Titik</Table.Th>
                  <Table.Th>Kanal</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Galat</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {b.data.map((r) => (
                  <Table.Tr key={r.id} data-testid="log-pengingat-baris">
                    <Table.Td>{formatWaktu(r.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.nama_akun ?? '(akun dihapus)'}</Text>
                      {r.email && (
                        <Text size="xs" c="dimmed">
                          {r.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{r.nama_daerah ?? '-'}</Table.Td>
                    <Table.Td>
                      {titik(r.titik)}
                      <Text size="xs" c="dimmed">
                        akhir {r.periode_selesai}
                      </Text>
                    </Table.Td>
                    <Table.Td>{KANAL[r.kanal] ?? r.kanal}</Table.Td>
                    <Table.Td>
                      <Status r={r} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c={r.galat ? 'red' : 'dimmed'}>
                        {r.galat ?? '-'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SimpleGrid cols={1} hiddenFrom="sm" spacing="xs">
            {b.data.map((r) => (
              <Card key={r.id} withBorder padding="sm" data-testid="log-pengingat-kartu">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {r.nama_akun ?? '(akun dihapus)'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.nama_daerah ?? '-'}
                    </Text>
                  </div>
                  <Status r={r} />
                </Group>
                <Text size="xs" mt={4}>
                  {titik(r.titik)} (akhir {r.periode_selesai}) · {KANAL[r.kanal] ?? r.kanal} · {formatWaktu(r.created_at)}
                </Text>
                {r.galat && (
                  <Text size="xs" c="red">
                    {r.galat}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
          <ListFooter page={page} size={size} total={b.total} onPage={setPage} onSize={(s) => ubah(() => setSize(s))} />
        </>
      )}
      <Text size="xs" c="dimmed">
        Setiap pengingat juga muncul di notifikasi akun penerima. Akun daerah dapat berhenti menerima pengingat dari layar{' '}
        <Anchor component={Link} to="/dashboard/notifikasi" size="xs">
          Notifikasi
        </Anchor>{' '}
        atau lewat tautan di surel.
      </Text>
    </Stack>
  );
}
