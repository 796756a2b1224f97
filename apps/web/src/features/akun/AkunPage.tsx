import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUserOff } from '@tabler/icons-react';
import { can, fixedRegion, sumberAkunLayar, type LayarAkun } from '@sigap/domain';
import { endsSession } from '../../lib/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { resourceQueries, type Row } from '../../lib/resource-api';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { useIsMobile } from '../../lib/media';
import ResourceListPage, { aksiBaris, KepalaHalaman } from '../../resource-ui/ResourceListPage';
import { ResourceForm } from '../../resource-ui/ResourceForm';
import { akunApi, akunQueries } from './api';

/**
 * `account-admin` (ACC-01: the 11 roles, superadmin and admin) and `account` (ACC-02: a pemda's own OPD and UPT
 * accounts): the generic list and form of the account resource as the screen offers it (domain
 * `sumberAkunLayar`: the screen's roles, the region locked for a pemda). The conditional fields show and hide by
 * the one rule of domain akun/kolom.ts, which the server enforces too. Removing an account deletes it, or
 * deactivates it when records still name it.
 */
export default function AkunPage({ module }: ModuleScreenProps) {
  const user = useUser()!;
  const isMobile = useIsMobile();
  const layar: LayarAkun = module.slug === 'account-admin' ? 'account-admin' : 'account';
  const resource = useMemo(() => sumberAkunLayar(layar, user), [layar, user]);
  const pilihan = useQuery(akunQueries.pilihan(layar));
  const qc = useQueryClient();
  const [form, setForm] = useState<{ mode: 'create' | 'update'; row: Row | null } | null>(null);
  const [hapus, setHapus] = useState<Row | null>(null);
  const [sibuk, setSibuk] = useState(false);
  const region = fixedRegion(user);
  const peran = pilihan.data?.peran.map((p) => p.label).join(', ');

  async function konfirmasiHapus() {
    if (!hapus) return;
    setSibuk(true);
    try {
      const r = await akunApi.hapus(hapus.id);
      notifySuccess(r.message ?? 'Akun berhasil dihapus.');
      setHapus(null);
      await qc.invalidateQueries({ queryKey: resourceQueries('usr_asn').all });
    } catch (e) {
      if (!endsSession(e)) notifyError(e, 'Akun gagal dihapus');
    } finally {
      setSibuk(false);
    }
  }

  return (
    <>
      <ResourceListPage
        module={module}
        resource={resource}
        slots={{
          // a pemda's screen: its own region, roles opd and upt only
          filters: layar === 'account' ? ['role', 'opd_perangkat_id', 'is_active'] : undefined,
          header: (
            <KepalaHalaman
              judul={module.title}
              keterangan={
                layar === 'account'
                  ? `Akun OPD dan UPT ${pilihan.data?.daerah_tetap?.nama ?? 'daerah Anda'}.`
                  : `Akun pengguna${peran ? ` (peran: ${peran})` : ''}.`
              }
            >
              {can(user.role, 'create', 'usr_asn') && (
                <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ mode: 'create', row: null })}>
                  Tambah Akun
                </Button>
              )}
            </KepalaHalaman>
          ),
          rowActions: (row, ctx) => {
            const aksi = aksiBaris(row) ?? [];
            return (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {aksi.includes('ubah') && (
                  <Tooltip label="Ubah">
                    <ActionIcon variant="subtle" color="blue" onClick={() => setForm({ mode: 'update', row })} aria-label={`Ubah ${ctx.title}`}>
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                {aksi.includes('hapus') && (
                  <Tooltip label="Hapus">
                    <ActionIcon variant="subtle" color="red" onClick={() => setHapus(row)} aria-label={`Hapus ${ctx.title}`}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            );
          },
        }}
      />
      <Modal
        opened={form !== null}
        onClose={() => setForm(null)}
        title={form?.mode === 'update' ? `Ubah Akun ${String(form.row?.username ?? '')}` : 'Tambah Akun'}
        size="lg"
        fullScreen={isMobile}
      >
        {form && pilihan.data?.daerah_tetap && (
          <Text size="sm" c="dimmed" mb="sm" data-daerah-tetap>
            Daerah: <b>{pilihan.data.daerah_tetap.nama}</b> (akun mengikuti daerah Anda)
          </Text>
        )}
        {form && (
          <ResourceForm
            key={form.row?.id ?? 'baru'}
            resource={resource}
            role={user.role}
            mode={form.mode}
            record={form.row}
            defaults={form.mode === 'create' ? { role: pilihan.data?.peran[0]?.value, ...(region != null ? { m_daerah_id: region } : {}) } : undefined}
            onSaved={() => setForm(null)}
            onCancel={() => setForm(null)}
          />
        )}
      </Modal>
      <Modal opened={hapus !== null} onClose={() => setHapus(null)} title="Hapus akun" centered>
        <Stack gap="sm">
          <Text size="sm">
            Hapus akun <b>{String(hapus?.username ?? '')}</b> ({String(hapus?.nama_lengkap ?? '')})?
          </Text>
          <Alert color="yellow" icon={<IconUserOff size={18} />} p="xs">
            <Text size="sm">Bila akun ini masih tercatat pada data lain (inovasi, penilaian, berkas), akun dinonaktifkan, bukan dihapus, agar riwayatnya tetap utuh.</Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setHapus(null)}>
              Batal
            </Button>
            <Button color="red" loading={sibuk} onClick={konfirmasiHapus}>
              Hapus
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
