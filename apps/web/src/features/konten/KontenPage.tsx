import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconSettings } from '@tabler/icons-react';
import { can } from '@sigap/domain';
import { klikUnduh, tautanBerkas } from '../../lib/berkas';
import { formatWaktu } from '../../lib/format';
import { paths } from '../../lib/routes';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { KepalaHalaman } from '../../resource-ui/ResourceListPage';
import { pageCount } from '../../resource-ui/pagination';
import { Pager } from '../../resource-ui/Pager';
import { kontenQueries, LAYAR_KONTEN, ukuranBerkas, type LayarKonten } from './api';
import { BarisJudul, IsiKaya, KeadaanDaftar, KotakCari, useCariHalaman } from './parts';

const PER_HALAMAN = 10;

/**
 * content-panduan, content-laporan, content-dokumen (CNT-01): the contents of one category, newest first, with
 * the file to download (its own name and size); editors get a way to the `contents` screen.
 */
export default function KontenPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const layar = module.slug as LayarKonten;
  const { q, page, teks, setTeks, setPage } = useCariHalaman();
  const daftar = useQuery(kontenQueries.daftar(layar, { search: q || undefined, page, per_page: PER_HALAMAN }));
  const total = daftar.data?.total ?? 0;

  return (
    <Stack gap="md">
      <KepalaHalaman judul={module.title} keterangan={LAYAR_KONTEN[layar]?.keterangan ?? ''}>
        {can(user.role, 'create', 'contents') && (
          <Button component={Link} to={paths.module('contents')} variant="light" leftSection={<IconSettings size={16} />}>
            Kelola konten
          </Button>
        )}
      </KepalaHalaman>
      <KotakCari value={teks} onChange={setTeks} label={`Cari ${module.title.toLowerCase()}`} />
      <KeadaanDaftar pending={daftar.isPending} error={daftar.error} kosong={q ? 'Tidak ada yang cocok dengan pencarian.' : 'Belum ada konten.'}>
        {daftar.data?.data.map((k) => (
          <Card key={k.id} withBorder radius="md" padding="md" component="article" data-konten={k.id}>
            <Stack gap={6}>
              <BarisJudul judul={k.title} kanan={<Text size="xs" c="dimmed">{formatWaktu(k.created_at)}</Text>} />
              <IsiKaya html={k.description} />
              {k.file && (
                <Group gap="xs" wrap="wrap">
                  {k.file.startsWith('/media/') ? (
                    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={klikUnduh(k.file, k.nama_berkas ?? undefined)} aria-label={`Unduh ${k.title}`}>
                      Unduh
                    </Button>
                  ) : (
                    <Button size="xs" variant="light" component="a" {...tautanBerkas(k.file)} leftSection={<IconDownload size={14} />}>
                      Buka tautan
                    </Button>
                  )}
                  {k.nama_berkas && (
                    <Text size="xs" c="dimmed" truncate maw={320} data-nama-berkas>
                      {k.nama_berkas}
                    </Text>
                  )}
                  {k.ukuran ? <Badge variant="light" color="gray">{ukuranBerkas(k.ukuran)}</Badge> : null}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </KeadaanDaftar>
      {total > PER_HALAMAN && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} konten
          </Text>
          <Pager page={page} pages={pageCount(total, PER_HALAMAN)} onPage={setPage} />
        </Group>
      )}
    </Stack>
  );
}
