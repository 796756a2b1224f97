import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Badge, Box, Button, Card, Group, Modal, PasswordInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlayerPause, IconPlayerPlay, IconPlus, IconSearch } from '@tabler/icons-react';
import { ROLE_LABELS, type FieldDef, type Role } from '@sigap/domain';
import { KepalaHalaman, Pager } from '../../resource-ui/ResourceListPage';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { endsSession, splitFieldErrors, userMessage } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import type { ModuleScreenProps } from '../../lib/screens';
import { diklatApi, KUNCI_DIKLAT, type AkunDiklat } from './api';

const DAERAH: FieldDef = { kind: 'lookup', label: 'Daerah', lookup: { resource: 'm_daerah' } };
const PER_HALAMAN = 20;
const peranLabel = (r: string) => ROLE_LABELS[r as Role] ?? r;

interface Isian {
  username: string;
  nama_lengkap: string;
  email: string;
  role: string | null;
  m_daerah_id: number | null;
  password: string;
}

/** Create or edit one diklat account: the role choices and the region lock come from the server's answer. */
function FormAkun({ akun, peran, daerahTerkunci, onTutup }: { akun: AkunDiklat | null; peran: string[]; daerahTerkunci: number | null; onTutup: () => void }) {
  const qc = useQueryClient();
  const [isian, setIsian] = useState<Isian>({
    username: akun?.username ?? '',
    nama_lengkap: akun?.nama_lengkap ?? '',
    email: akun?.email ?? '',
    role: akun?.role ?? (peran.length === 1 ? peran[0]! : null),
    m_daerah_id: akun ? akun.m_daerah_id : daerahTerkunci,
    password: '',
  });
  const [galat, setGalat] = useState<Record<string, string>>({});
  const simpan = useMutation({
    mutationFn: () => {
      const umum = { nama_lengkap: isian.nama_lengkap, email: isian.email, role: (isian.role ?? '') as never, m_daerah_id: isian.m_daerah_id };
      return akun ? diklatApi.ubahAkun(akun.id, { ...umum, password: isian.password }) : diklatApi.tambahAkun({ ...umum, username: isian.username, password: isian.password });
    },
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Akun diklat berhasil disimpan.');
      void qc.invalidateQueries({ queryKey: KUNCI_DIKLAT.semua });
      onTutup();
    },
    onError: (e) => {
      if (endsSession(e)) return;
      const { fields, rest } = splitFieldErrors(e, ['username', 'nama_lengkap', 'email', 'role', 'm_daerah_id', 'password']);
      setGalat(fields);
      if (rest.length || !Object.keys(fields).length) notifyError(rest.length ? rest.join(' ') : e, 'Akun gagal disimpan');
    },
  });
  const ubah = (k: keyof Isian) => (v: Isian[keyof Isian]) => {
    setIsian((c) => ({ ...c, [k]: v }));
    setGalat((g) => {
      const n = { ...g };
      delete n[k];
      return n;
    });
  };
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    simpan.mutate();
  };
  return (
    <form onSubmit={kirim} noValidate aria-label="Formulir akun diklat">
      <Stack gap="sm">
        <TextInput label="Nama pengguna" value={isian.username} onChange={(e) => ubah('username')(e.currentTarget.value)} error={galat.username} disabled={Boolean(akun)} withAsterisk={!akun} autoComplete="off" />
        <TextInput label="Nama lengkap" value={isian.nama_lengkap} onChange={(e) => ubah('nama_lengkap')(e.currentTarget.value)} error={galat.nama_lengkap} withAsterisk />
        <TextInput label="Email" type="email" value={isian.email} onChange={(e) => ubah('email')(e.currentTarget.value)} error={galat.email} />
        <Select
          label="Peran"
          data={peran.map((r) => ({ value: r, label: peranLabel(r) }))}
          value={isian.role}
          onChange={(v) => ubah('role')(v)}
          error={galat.role}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <LookupInput
          name="m_daerah_id"
          def={{ ...DAERAH, hint: daerahTerkunci != null ? 'Akun dibuat di daerah Anda.' : isian.role === 'admin.diklat' ? 'Kosongkan untuk admin diklat seluruh daerah.' : 'Wajib untuk admin diklat daerah dan peserta diklat.' }}
          value={isian.m_daerah_id}
          onChange={(v) => ubah('m_daerah_id')(v === null || v === '' ? null : Number(v))}
          values={{}}
          error={galat.m_daerah_id}
          disabled={daerahTerkunci != null}
          required={isian.role !== 'admin.diklat'}
        />
        <PasswordInput
          label={akun ? 'Kata sandi baru' : 'Kata sandi'}
          description={akun ? 'Kosongkan bila tidak diganti. Minimal 8 karakter dengan huruf dan angka.' : 'Minimal 8 karakter dengan huruf dan angka.'}
          value={isian.password}
          onChange={(e) => ubah('password')(e.currentTarget.value)}
          error={galat.password}
          withAsterisk={!akun}
          autoComplete="new-password"
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onTutup} disabled={simpan.isPending}>
            Batal
          </Button>
          <Button type="submit" loading={simpan.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `konfigurasi-akun-diklat` (DKL-01 item 6, `/account/diklat`): the training accounts a superadmin, pemda or
 * admin.diklat manages, with create, edit and (de)activate as each row's `aksi` from the server allows.
 */
export default function AkunDiklatPage({ module }: ModuleScreenProps) {
  const qc = useQueryClient();
  const [cari, setCari] = useState('');
  const [tunda] = useDebouncedValue(cari.trim(), 400);
  const [peran, setPeran] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [form, setForm] = useState<{ akun: AkunDiklat | null } | null>(null);
  const [ganti, setGanti] = useState<AkunDiklat | null>(null);
  const q = useQuery(diklatApi.akun({ page, per_page: PER_HALAMAN, search: tunda || undefined, role: peran ?? undefined, is_active: status === null ? undefined : Number(status) }));
  const statusAkun = useMutation({
    mutationFn: (a: AkunDiklat) => diklatApi.statusAkun(a.id, a.is_active !== 1),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Status akun diperbarui.');
      void qc.invalidateQueries({ queryKey: KUNCI_DIKLAT.semua });
      setGanti(null);
    },
    onError: (e) => {
      if (!endsSession(e)) notifyError(e, 'Status akun gagal diubah');
    },
  });
  const rows = q.data?.data ?? [];
  const pilihanPeran = q.data?.peran ?? [];

  return (
    <Stack gap="md">
      <KepalaHalaman judul={module.title} keterangan="Akun admin diklat, admin diklat daerah dan peserta diklat">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ akun: null })} disabled={!q.data}>
          Tambah Akun
        </Button>
      </KepalaHalaman>
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Cari"
            placeholder="Nama pengguna, nama atau email…"
            leftSection={<IconSearch size={16} />}
            value={cari}
            onChange={(e) => {
              setCari(e.currentTarget.value);
              setPage(0);
            }}
            type="search"
          />
          <Select label="Peran" placeholder="Semua peran" data={pilihanPeran.map((r) => ({ value: r, label: peranLabel(r) }))} value={peran} onChange={(v) => (setPeran(v), setPage(0))} clearable />
          <Select
            label="Status"
            placeholder="Semua status"
            data={[
              { value: '1', label: 'Aktif' },
              { value: '0', label: 'Nonaktif' },
            ]}
            value={status}
            onChange={(v) => (setStatus(v), setPage(0))}
            clearable
          />
        </SimpleGrid>
      </Card>
      <Card withBorder padding={0} radius="md">
        {q.isError ? (
          <Alert color="red" m="md" title="Data tidak dapat dimuat">
            {userMessage(q.error)}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Tabel akun diklat" aria-busy={q.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nama</Table.Th>
                  <Table.Th>Nama pengguna</Table.Th>
                  <Table.Th>Peran</Table.Th>
                  <Table.Th>Daerah</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Masuk terakhir</Table.Th>
                  <Table.Th ta="end">Aksi</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.isPending ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="lg">
                        Mohon tunggu sebentar...
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="lg">
                        Tidak ada data
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((a) => (
                    <Table.Tr key={a.id} data-row-id={a.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {a.nama_lengkap}
                        </Text>
                        {a.email && (
                          <Text size="xs" c="dimmed">
                            {a.email}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{a.username}</Table.Td>
                      <Table.Td>{peranLabel(a.role)}</Table.Td>
                      <Table.Td>{a.nama_daerah ?? 'Seluruh daerah'}</Table.Td>
                      <Table.Td>
                        <Badge color={a.is_active === 1 ? 'teal' : 'gray'} variant="light">
                          {a.is_active === 1 ? 'Aktif' : 'Nonaktif'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{a.last_login_at ? `${formatWaktu(a.last_login_at)} WIB` : '-'}</Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          {a.aksi.includes('ubah') && (
                            <Tooltip label="Ubah">
                              <ActionIcon variant="subtle" color="blue" onClick={() => setForm({ akun: a })} aria-label={`Ubah ${a.username}`}>
                                <IconPencil size={18} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                          {(a.aksi.includes('nonaktifkan') || a.aksi.includes('aktifkan')) && (
                            <Tooltip label={a.is_active === 1 ? 'Nonaktifkan' : 'Aktifkan'}>
                              <ActionIcon variant="subtle" color={a.is_active === 1 ? 'orange' : 'teal'} onClick={() => setGanti(a)} aria-label={`${a.is_active === 1 ? 'Nonaktifkan' : 'Aktifkan'} ${a.username}`}>
                                {a.is_active === 1 ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Box>
        <Pager page={page} pages={Math.ceil((q.data?.total ?? 0) / PER_HALAMAN)} onPage={setPage} />
      </Box>

      <Modal opened={form !== null} onClose={() => setForm(null)} title={form?.akun ? 'Ubah Akun Diklat' : 'Tambah Akun Diklat'} centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
        {form && <FormAkun akun={form.akun} peran={pilihanPeran} daerahTerkunci={q.data?.daerah_terkunci ?? null} onTutup={() => setForm(null)} />}
      </Modal>
      <Modal opened={ganti !== null} onClose={() => !statusAkun.isPending && setGanti(null)} title={ganti?.is_active === 1 ? 'Nonaktifkan akun' : 'Aktifkan akun'} centered closeButtonProps={{ 'aria-label': 'Tutup' }}>
        <Stack>
          <Text>
            {ganti?.is_active === 1 ? 'Nonaktifkan' : 'Aktifkan'} akun <b>{ganti?.username}</b>?{' '}
            {ganti?.is_active === 1 ? 'Akun tidak dapat masuk sampai diaktifkan kembali.' : 'Akun dapat masuk kembali.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setGanti(null)} disabled={statusAkun.isPending}>
              Batal
            </Button>
            <Button color={ganti?.is_active === 1 ? 'orange' : 'teal'} onClick={() => ganti && statusAkun.mutate(ganti)} loading={statusAkun.isPending}>
              Ya, {ganti?.is_active === 1 ? 'nonaktifkan' : 'aktifkan'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
