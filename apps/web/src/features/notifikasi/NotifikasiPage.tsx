import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, SegmentedControl, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { JENIS_NOTIFIKASI, type JenisNotifikasi } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { ListFooter } from '../../resource-ui/Pager';
import { notifikasiQueries, type Notifikasi } from './api';
import { IkonJenis, labelJenis } from './ikon';
import { useNotifikasi } from './useNotifikasi';
import { SaklarPengingat } from '../../components/SaklarPengingat';

/** Accounts that receive the deadline reminders (the API's recipients): their switch sits where the reminders land. */
const PENERIMA_PENGINGAT = new Set(['pemda', 'opd']);


function Baris({ n, onBuka, onBaca, membaca }: { n: Notifikasi; onBuka: () => void; onBaca: () => void; membaca: boolean }) {
  const belum = !n.dibaca_at;
  return (
    <Card withBorder padding="sm" data-testid="notifikasi-baris" data-unread={belum || undefined} style={belum ? { background: 'var(--mantine-color-blue-light)' } : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <IkonJenis jenis={n.jenis} />
        <UnstyledButton onClick={onBuka} style={{ flex: 1, minWidth: 0 }} aria-label={`Buka notifikasi: ${n.judul}`}>
          <Text size="sm" fw={belum ? 600 : 400}>
            {n.judul}
          </Text>
          {n.isi && (
            <Text size="xs" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {n.isi}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {labelJenis(n.jenis)} · {formatWaktu(n.created_at)}
            {belum ? ' · belum dibaca' : ''}
          </Text>
        </UnstyledButton>
        {belum && (
          <Button size="compact-xs" variant="subtle" leftSection={<IconCheck size={14} />} onClick={onBaca} loading={membaca} aria-label={`Tandai dibaca: ${n.judul}`}>
            Dibaca
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * "Notifikasi" (decision 109): every notice of the signed-in account, newest first, filtered by kind and read
 * state, in pages; a notice opens its page and is marked read; "Tandai semua dibaca" marks all (of the kind
 * chosen). The accounts that receive deadline reminders switch them off or on here.
 */
export default function NotifikasiPage({ module }: ModuleScreenProps) {
  const user = useUser();
  const [jenis, setJenis] = useState<JenisNotifikasi | null>(null);
  const [status, setStatus] = useState<'' | '0' | '1'>('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const q = useQuery(notifikasiQueries.daftar({ page, per_page: size, ...(jenis ? { jenis } : {}), ...(status ? { dibaca: status } : {}) }));
  const { buka, baca, bacaSemua } = useNotifikasi();
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
            Keputusan review, pengembalian QC, komentar dan pengingat untuk akun Anda{b ? `; ${b.belum_dibaca} belum dibaca` : ''}.
          </Text>
        </div>
        <Button leftSection={<IconChecks size={16} />} variant="light" disabled={!b?.belum_dibaca} loading={bacaSemua.isPending} onClick={() => bacaSemua.mutate(jenis ?? undefined)}>
          {jenis ? `Tandai semua "${labelJenis(jenis)}" dibaca` : 'Tandai semua dibaca'}
        </Button>
      </Group>

      {user && PENERIMA_PENGINGAT.has(user.role) && <SaklarPengingat label="Terima pengingat tenggat pengisian" description="Lewat surel dan notifikasi, bila daerah Anda masih berisiko menjelang akhir periode." />}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Jenis"
          placeholder="Semua jenis"
          clearable
          data={JENIS_NOTIFIKASI.map((j) => ({ value: j, label: labelJenis(j) }))}
          value={jenis}
          onChange={(v) => ubah(() => setJenis(v as JenisNotifikasi | null))}
          w={{ base: '100%', xs: 240 }}
        />
        <SegmentedControl
          aria-label="Status baca"
          value={status}
          onChange={(v) => ubah(() => setStatus(v as '' | '0' | '1'))}
          data={[
            { value: '', label: 'Semua' },
            { value: '0', label: 'Belum dibaca' },
            { value: '1', label: 'Sudah dibaca' },
          ]}
        />
      </Group>

      {q.isError && <Alert color="red">{userMessage(q.error)}</Alert>}
      {b && b.data.length === 0 && <Text c="dimmed">Tidak ada notifikasi{jenis || status ? ' yang cocok dengan saringan' : ''}.</Text>}
      {b && b.data.length > 0 && (
        <>
          <Stack gap="xs">
            {b.data.map((n) => (
              <Baris key={n.id} n={n} onBuka={() => void buka(n)} onBaca={() => baca.mutate(n.id)} membaca={baca.isPending && baca.variables === n.id} />
            ))}
          </Stack>
          <ListFooter page={page} size={size} total={b.total} onPage={setPage} onSize={(s) => ubah(() => setSize(s))} />
        </>
      )}
    </Stack>
  );
}
