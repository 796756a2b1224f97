import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Box, Button, Card, Group, Modal, MultiSelect, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { AREAS, A_CRUD, A_REVIEW, ROLE_LABELS, type AkunPenugasan } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { panggil } from '../../lib/kontrak';
import { endsSession } from '../../lib/errors';
import { useIsMobile } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';

type Akun = AkunPenugasan;

/** Penugasan Verifikator (REV-06): the area and the extra regions of each verifier and QC account. */
export default function PenugasanPage({ module }: ModuleScreenProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 400);
  const list = useQuery({
    queryKey: ['penugasan', q],
    queryFn: async ({ signal }) => (await panggil(A_REVIEW.penugasan, { query: { search: q || undefined }, signal })).data,
    placeholderData: (p) => p,
  });
  const [edit, setEdit] = useState<Akun | null>(null);
  const isMobile = useIsMobile();
  useEffect(() => {
    if (list.isError && !endsSession(list.error)) notifyError(list.error, 'Gagal memuat data');
  }, [list.errorUpdatedAt]);
  const rows = list.data ?? [];

  const daerahText = (a: Akun) => (a.daerah.length ? a.daerah.map((d) => d.nama).join(', ') : '-');
  const tombol = (a: Akun) => (
    <Button size="compact-sm" variant="light" onClick={() => setEdit(a)} aria-label={`Atur penugasan ${a.nama_lengkap}`}>
      Atur
    </Button>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {module.title}
        </Title>
        <Text c="dimmed" size="sm">
          Wilayah (Barat, Timur, Tambahan) dan daerah tambahan tiap akun verifikator dan quality control. Perubahan berlaku seketika.
        </Text>
      </div>
      <Card withBorder padding="md" radius="md">
        <TextInput label="Cari" placeholder="Cari nama atau nama pengguna…" leftSection={<IconSearch size={16} />} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      </Card>
      <Card withBorder padding={0} radius="md">
        {list.isPending || rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="list-empty">
            {list.isPending ? 'Mohon tunggu sebentar...' : 'Tidak ada data'}
          </Text>
        ) : isMobile ? (
          <Stack gap={0}>
            {rows.map((a, i) => (
              <Box key={a.id} p="sm" data-row-id={a.id} style={{ borderTop: i ? '1px solid var(--mantine-color-gray-3)' : undefined }}>
                <Text fw={600} size="sm">
                  {a.nama_lengkap} <Text span size="xs" c="dimmed">({a.username})</Text>
                </Text>
                <Text size="xs">
                  {ROLE_LABELS[a.role] ?? a.role} · {a.area_label}
                  {a.area > 0 ? ` (${a.jumlah_daerah_area} daerah)` : ''}
                </Text>
                <Text size="xs">Daerah tambahan: {daerahText(a)}</Text>
                <Box mt={6}>{tombol(a)}</Box>
              </Box>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm" aria-label="Tabel penugasan verifikator">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>Peran</Table.Th>
                  <Table.Th>Wilayah</Table.Th>
                  <Table.Th>Daerah tambahan</Table.Th>
                  <Table.Th ta="end">Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((a) => (
                  <Table.Tr key={a.id} data-row-id={a.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {a.nama_lengkap}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {a.username}
                        {a.is_active !== 1 && (
                          <Badge ml={6} size="xs" color="gray">
                            nonaktif
                          </Badge>
                        )}
                      </Text>
                    </Table.Td>
                    <Table.Td>{ROLE_LABELS[a.role] ?? a.role}</Table.Td>
                    <Table.Td>
                      {a.area_label}
                      {a.area > 0 && (
                        <Text size="xs" c="dimmed">
                          {a.jumlah_daerah_area} daerah
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td maw={320}>
                      <Text size="sm">{daerahText(a)}</Text>
                    </Table.Td>
                    <Table.Td ta="end">{tombol(a)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {edit && <UbahPenugasan akun={edit} onClose={() => setEdit(null)} />}
    </Stack>
  );
}

function UbahPenugasan({ akun, onClose }: { akun: Akun; onClose: () => void }) {
  const qc = useQueryClient();
  const [area, setArea] = useState(String(akun.area));
  const [ids, setIds] = useState(akun.daerah.map((d) => String(d.id)));
  const [known, setKnown] = useState<Record<string, string>>(() => Object.fromEntries(akun.daerah.map((d) => [String(d.id), d.nama])));
  const [cari, setCari] = useState('');
  const [cariQ] = useDebouncedValue(cari.trim(), 300);
  const [error, setError] = useState<string | null>(null);
  const hasil = useQuery({
    queryKey: ['penugasan', 'daerah', cariQ],
    queryFn: async ({ signal }) => (await panggil(A_CRUD.daftar, { params: { table: 'm_daerah' }, query: { search: cariQ || undefined, per_page: 30 }, signal })).data as { id: number; nama: string }[],
    enabled: cariQ.length >= 2,
  });
  useEffect(() => {
    if (hasil.data) setKnown((k) => ({ ...k, ...Object.fromEntries(hasil.data.map((d) => [String(d.id), d.nama])) }));
  }, [hasil.data]);
  const data = useMemo(() => {
    const pilihan = new Set([...ids, ...(hasil.data ?? []).map((d) => String(d.id))]);
    return [...pilihan].map((v) => ({ value: v, label: known[v] ?? `Daerah #${v}` }));
  }, [ids, hasil.data, known]);
  const simpan = useMutation({
    mutationFn: () => panggil(A_REVIEW.simpanPenugasan, { params: { id: akun.id }, body: { area: Number(area) as 0 | 1 | 2 | 3, m_daerah_ids: ids.map(Number) } }),
    onSuccess: (r) => {
      notifySuccess(typeof r.message === 'string' ? r.message : 'Penugasan berhasil disimpan.');
      void qc.invalidateQueries({ queryKey: ['penugasan'] });
      onClose();
    },
    onError: (e) => {
      if (endsSession(e)) return;
      if (isApiError(e) && e.errors) setError(Object.values(e.errors).join(' '));
      else notifyError(e, 'Gagal menyimpan');
    },
  });
  return (
    <Modal opened onClose={() => !simpan.isPending && onClose()} title={`Penugasan: ${akun.nama_lengkap}`} centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
      <Stack gap="sm">
        <Select label="Wilayah" data={AREAS.map((a) => ({ value: String(a.value), label: a.label }))} value={area} onChange={(v) => v && setArea(v)} allowDeselect={false} />
        <MultiSelect
          label="Daerah tambahan"
          description="Ketik minimal 2 huruf nama daerah untuk mencari."
          placeholder="Cari daerah…"
          data={data}
          value={ids}
          onChange={(v) => {
            setIds(v);
            setError(null);
          }}
          searchable
          searchValue={cari}
          onSearchChange={setCari}
          nothingFoundMessage={cariQ.length < 2 ? 'Ketik minimal 2 huruf' : hasil.isFetching ? 'Mencari…' : 'Tidak ada data'}
          filter={({ options }) => options}
          clearable
          error={error}
          maxDropdownHeight={240}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={simpan.isPending}>
            Batal
          </Button>
          <Button onClick={() => simpan.mutate()} loading={simpan.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
