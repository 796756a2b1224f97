import { Link } from 'react-router';
import { Alert, Anchor, Button, Card, Collapse, Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { Tanda } from './Tanda';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ItemPeriksa } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import type { EditorIndikator, Pemilik, PeriksaIndikator } from './types';

interface Props {
  pemilik: Pemilik;
  data: PeriksaIndikator | undefined;
  pending: boolean;
  error: unknown;
  registrasi?: EditorIndikator['registrasi'];
  onPilih: (indikatorId: number) => void;
}

/** Where an item without an indicator is fixed (profile or innovation form), as an in-app path. */
const tautanLain = (i: ItemPeriksa) => (i.tautan.startsWith('/') ? i.tautan : null);

function Baris({ i, onPilih }: { i: ItemPeriksa; onPilih: (id: number) => void }) {
  const lain = i.indikator_id == null ? tautanLain(i) : null;
  return (
    <List.Item icon={i.blocking ? <IconAlertTriangle size={16} color="var(--mantine-color-red-6)" /> : <IconInfoCircle size={16} color="var(--mantine-color-yellow-7)" />}>
      <Text size="sm" span>
        {i.pesan}{' '}
      </Text>
      {i.indikator_id != null ? (
        <Anchor component="button" type="button" size="sm" onClick={() => onPilih(i.indikator_id!)}>
          Buka indikator
        </Anchor>
      ) : lain ? (
        <Anchor component={Link} to={lain} size="sm">
          Perbaiki
        </Anchor>
      ) : null}
    </List.Item>
  );
}

/** The pre-submit checker: exactly what is missing or inconsistent, each item opening the indicator. */
export function PeriksaPanel({ pemilik, data, pending, error, registrasi, onPilih }: Props) {
  const [catatanBuka, catatan] = useDisclosure(false);
  const blocking = data?.data.filter((i) => i.blocking) ?? [];
  const notes = data?.data.filter((i) => !i.blocking) ?? [];
  return (
    <Card withBorder radius="md" padding="md" data-testid="panel-periksa">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={700}>Pemeriksaan kelengkapan</Text>
        {data && (
          <Group gap={6}>
            <Tanda color={blocking.length ? 'red' : 'teal'} data-testid="jumlah-blocking">
              {blocking.length} harus diperbaiki
            </Tanda>
            <Tanda color="yellow" variant="light">
              {notes.length} catatan
            </Tanda>
          </Group>
        )}
      </Group>
      {pending ? (
        <Skeleton h={48} />
      ) : error ? (
        <Alert color="red">{userMessage(error)}</Alert>
      ) : data ? (
        <Stack gap="xs">
          {pemilik === 'inovasi' &&
            (registrasi && (registrasi.status_nomor === 0 || registrasi.status_nomor === 1) ? (
              <Alert color="blue" icon={<IconInfoCircle />}>
                Inovasi sudah dikirim{registrasi.nomor ? ` (nomor ${registrasi.nomor})` : ''} dan {registrasi.status_nomor === 0 ? 'sedang diverifikasi' : 'sudah terverifikasi'}.
              </Alert>
            ) : data.submitable === 1 ? (
              <Alert color="teal" icon={<IconCircleCheck />} data-testid="dapat-dikirim">
                Inovasi dapat dikirim ke Kemendagri.{' '}
                <Anchor component={Link} to="/dashboard/inovasi-daerah" size="sm">
                  Ke daftar inovasi untuk mengirim
                </Anchor>
              </Alert>
            ) : (
              <Alert color="orange" icon={<IconAlertTriangle />} data-testid="belum-dapat-dikirim">
                Inovasi belum dapat dikirim: {blocking.length} hal di bawah ini harus diperbaiki lebih dulu.
              </Alert>
            ))}
          {blocking.length === 0 ? (
            <Text size="sm" c="teal.9" data-testid="periksa-bersih">
              Tidak ada isian yang menghalangi: indikator mandatori dan bukti dukungnya sudah lengkap.
            </Text>
          ) : (
            <List spacing={4} size="sm" data-testid="daftar-blocking">
              {blocking.map((i, k) => (
                <Baris key={`${i.kode}-${i.indikator_id ?? i.field}-${k}`} i={i} onPilih={onPilih} />
              ))}
            </List>
          )}
          {notes.length > 0 && (
            <>
              <Button variant="subtle" size="compact-sm" onClick={catatan.toggle} style={{ alignSelf: 'flex-start' }}>
                {catatanBuka ? 'Sembunyikan catatan' : `Tampilkan ${notes.length} catatan (tidak menghalangi)`}
              </Button>
              <Collapse expanded={catatanBuka}>
                <List spacing={4} size="sm">
                  {notes.map((i, k) => (
                    <Baris key={`${i.kode}-${i.indikator_id ?? i.field}-${k}`} i={i} onPilih={onPilih} />
                  ))}
                </List>
              </Collapse>
            </>
          )}
        </Stack>
      ) : null}
    </Card>
  );
}
