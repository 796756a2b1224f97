import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Accordion, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { can } from '@sigap/domain';
import { resourceQueries } from '../../lib/resource-api';
import { paths } from '../../lib/routes';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { KepalaHalaman } from '../../resource-ui/ResourceListPage';
import { IsiKaya, KeadaanDaftar, KotakCari, useCariHalaman } from './parts';

/** An answer, read when its question is opened (lists leave rich text out to stay small). */
function Jawaban({ id }: { id: number }) {
  const r = useQuery(resourceQueries('help_faq').one(id));
  if (r.isPending) return <Skeleton h={48} />;
  if (r.isError) return <Text size="sm" c="red">Jawaban tidak dapat dimuat.</Text>;
  return <IsiKaya html={typeof r.data?.answer === 'string' ? r.data.answer : null} />;
}

/** `faq` (CNT-02): the questions of help_faq as an accordion with search; editors reach `master-faq`. */
export default function FaqPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const { q, teks, setTeks } = useCariHalaman();
  const faq = useQuery(resourceQueries('help_faq').list({ search: q || undefined, per_page: 100, 'orderBy[field]': 'id', 'orderBy[sort]': 'asc' }));
  const rows = faq.data?.data ?? [];
  const [terbuka, setTerbuka] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <KepalaHalaman judul={module.title} keterangan="Pertanyaan yang sering diajukan tentang Indeks Inovasi Daerah.">
        {can(user.role, 'create', 'help_faq') && (
          <Button component={Link} to={paths.module('master-faq')} variant="light" leftSection={<IconSettings size={16} />}>
            Kelola FAQ
          </Button>
        )}
      </KepalaHalaman>
      <KotakCari value={teks} onChange={setTeks} label="Cari pertanyaan" />
      <KeadaanDaftar pending={faq.isPending} error={faq.error} kosong={q ? 'Tidak ada pertanyaan yang cocok.' : 'Belum ada pertanyaan.'}>
        {rows.length ? (
          <Accordion variant="separated" radius="md" multiple value={terbuka} onChange={setTerbuka}>
            {rows.map((r) => (
              <Accordion.Item key={r.id} value={String(r.id)}>
                <Accordion.Control>
                  <Text fw={500}>{String(r.question)}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  {terbuka.includes(String(r.id)) && <Jawaban id={r.id} />}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : null}
      </KeadaanDaftar>
      {(faq.data?.total ?? 0) > 100 && (
        <Text size="sm" c="dimmed">
          Menampilkan 100 pertanyaan pertama; persempit dengan pencarian.
        </Text>
      )}
    </Stack>
  );
}
