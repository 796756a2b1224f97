import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Card, Group, List, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconAlertCircle, IconChecklist, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { formatAngka } from '../../lib/format';
import { profilQueries, type ItemPeriksa } from './api';
import { GagalMuat, StatusBadge } from './ui';

/** Where an indicator of this region is filled (and verified): the indicator helper's editor. */
export const tautanIndikator = (profilId: number, indikatorId?: number) =>
  `/dashboard/indikator_daerah?id=${profilId}${indikatorId ? `&indikator=${indikatorId}` : ''}`;

/**
 * Tab Indikator: the region's overall status ("Belum Lengkap" / "Indikator
 * Mandatori Sudah Terpenuhi"), its progress and the pre-submit checker, each
 * item a link to where it is fixed.
 */
export function IndikatorTab({
  profilId,
  bolehIsi,
  bukaEditor,
  labelTombol,
  onPerbaikiProfil,
}: {
  profilId: number;
  /** The role has the indicator editor (module indikator_daerah). */
  bolehIsi: boolean;
  bukaEditor: boolean;
  labelTombol: string;
  /** Opens the edit modal on a profile field (null: read-only view). */
  onPerbaikiProfil: ((field: string) => void) | null;
}) {
  const ringkasan = useQuery(profilQueries.ringkasan(profilId));
  const periksa = useQuery(profilQueries.periksa(profilId));
  const r = ringkasan.data?.ringkasan;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" c="dimmed">
              Status indikator daerah{r ? ` tahun ${r.tahun}` : ''}
            </Text>
            {ringkasan.isPending ? <Skeleton h={26} w={220} /> : ringkasan.isError ? <GagalMuat error={ringkasan.error} /> : <StatusBadge status={r?.status} size="lg" />}
            {ringkasan.data && !ringkasan.data.boleh_ubah && ringkasan.data.alasan_kunci && bolehIsi && bukaEditor && (
              <Text size="xs" c="dimmed">
                {ringkasan.data.alasan_kunci}
              </Text>
            )}
          </Stack>
          {bukaEditor && (
            <Button component={Link} to={tautanIndikator(profilId)} leftSection={<IconChecklist size={18} />} data-testid="isi-indikator">
              {labelTombol}
            </Button>
          )}
        </Group>
        {r && (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="md">
            <Angka label="Indikator terisi" nilai={`${r.terisi} / ${r.jumlah_indikator}`} persen={r.jumlah_indikator ? (r.terisi / r.jumlah_indikator) * 100 : 0} />
            <Angka label="Mandatori terpenuhi" nilai={`${r.wajib_terpenuhi} / ${r.wajib}`} persen={r.wajib ? (r.wajib_terpenuhi / r.wajib) * 100 : 0} />
            <Angka label="Skor sementara" nilai={`${formatAngka(r.skor_total)} / ${formatAngka(r.skor_maks)}`} persen={r.skor_maks ? (r.skor_total / r.skor_maks) * 100 : 0} keterangan={`${formatAngka(r.jumlah_dokumen)} dokumen bukti dukung`} />
          </SimpleGrid>
        )}
      </Card>

      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Title order={3} size="h5">
            Pemeriksaan sebelum pengiriman
          </Title>
          {periksa.data?.ringkasan && (
            <Group gap={6}>
              <Lencana color={periksa.data.ringkasan.blocking ? 'red' : 'teal'} variant="light">
                {periksa.data.ringkasan.blocking} harus diperbaiki
              </Lencana>
              <Lencana color="gray" variant="light">
                {periksa.data.ringkasan.catatan} catatan
              </Lencana>
            </Group>
          )}
        </Group>
        {periksa.isPending ? (
          <Stack gap="xs">
            <Skeleton h={18} />
            <Skeleton h={18} />
            <Skeleton h={18} />
          </Stack>
        ) : periksa.isError ? (
          <GagalMuat error={periksa.error} />
        ) : periksa.data.data.length === 0 ? (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="periksa-kosong">
            Tidak ada kekurangan: profil, pakta integritas dan seluruh indikator sudah lengkap.
          </Alert>
        ) : (
          <List spacing="xs" size="sm" center={false} data-testid="periksa" listStyleType="none" styles={{ itemWrapper: { width: '100%' } }}>
            {periksa.data.data.map((it, i) => (
              <List.Item
                key={`${it.kode}-${it.indikator_id ?? it.field}-${i}`}
                data-testid="periksa-item"
                data-blocking={it.blocking ? '1' : '0'}
                icon={
                  <ThemeIcon size={22} radius="xl" variant="light" color={it.blocking ? 'red' : 'yellow'}>
                    {it.blocking ? <IconAlertCircle size={14} /> : <IconInfoCircle size={14} />}
                  </ThemeIcon>
                }
              >
                <ItemTeks item={it} profilId={profilId} bolehIsi={bolehIsi} onPerbaikiProfil={onPerbaikiProfil} />
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}

function ItemTeks({ item, profilId, bolehIsi, onPerbaikiProfil }: { item: ItemPeriksa; profilId: number; bolehIsi: boolean; onPerbaikiProfil: ((field: string) => void) | null }) {
  const jenis = (
    <Text span size="xs" c={item.blocking ? 'red.7' : 'yellow.8'} fw={600}>
      {item.blocking ? 'Harus diperbaiki' : 'Catatan'}
    </Text>
  );
  let aksi = null;
  if (item.indikator_id && bolehIsi) {
    aksi = (
      <Anchor component={Link} to={tautanIndikator(profilId, item.indikator_id)} size="sm">
        Buka indikator
      </Anchor>
    );
  } else if (!item.indikator_id && item.field && onPerbaikiProfil) {
    const field = item.field === 'pakta_pemda_filename' ? null : item.field;
    aksi = field ? (
      <Anchor component="button" type="button" size="sm" onClick={() => onPerbaikiProfil(field)}>
        Ubah profil
      </Anchor>
    ) : (
      <Anchor component="button" type="button" size="sm" onClick={() => onPerbaikiProfil('pakta')}>
        Unggah pakta
      </Anchor>
    );
  }
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      <Text size="sm">{item.pesan}</Text>
      <Group gap="sm" mt={2}>
        {jenis}
        {aksi}
      </Group>
    </div>
  );
}

function Angka({ label, nilai, persen, keterangan }: { label: string; nilai: string; persen: number; keterangan?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{nilai}</Text>
      <Progress value={Math.max(0, Math.min(100, persen))} size="sm" mt={4} aria-label={label} />
      {keterangan && (
        <Text size="xs" c="dimmed" mt={4}>
          {keterangan}
        </Text>
      )}
    </div>
  );
}
