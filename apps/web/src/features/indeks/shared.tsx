import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, ScrollArea, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { PREDIKAT_TABS } from '@sigap/domain';
import { Lencana } from '../../components/Lencana';
import { notifyError, notifySuccess } from '../../lib/notify';
import { indeksApi } from './api';
import { KLASTER, kueriMetodologi } from './kueri';

export { KLASTER, klasterValid } from './kueri';

/** IID with 2 decimals, Indonesian style (3,70). */
export const skor2 = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–';
/** Any score with up to 4 decimals. */
export const skor4 = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { maximumFractionDigits: 4 }) : '–');
/** Recap numbers: dot thousands, no decimals (IDX-03). */
export const bulatRibuan = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.round(v).toLocaleString('id-ID', { maximumFractionDigits: 0 }) : '–';

const WARNA: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'blue', 3: 'teal' };

/** The predikat, whole (it wraps rather than being cut: "Belum mengisi data", "Tidak Dapat Dinilai"). */
export function PredikatBadge({ predikat, tab }: { predikat: string; tab: number }) {
  return (
    <Lencana color={WARNA[tab] ?? 'gray'} data-testid="predikat">
      {predikat}
    </Lencana>
  );
}

export function KlasterTabs({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Tabs value={value} onChange={(v) => v && onChange(v)} variant="pills" radius="md" aria-label="Klaster">
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {KLASTER.map((k) => (
            <Tabs.Tab key={k.value} value={k.value} data-testid={`klaster-${k.value}`}>
              {k.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}

export function PredikatTabs({ value, onChange, counts }: { value: string; onChange: (v: string) => void; counts?: Record<number, number> }) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Tabs value={value} onChange={(v) => v && onChange(v)} aria-label="Predikat">
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="semua">Semua{counts ? ` (${Object.values(counts).reduce((a, b) => a + b, 0)})` : ''}</Tabs.Tab>
          {PREDIKAT_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={String(t.value)} data-testid={`tab-predikat-${t.value}`}>
              {t.label}
              {counts ? ` (${counts[t.value] ?? 0})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}

/** Years whose rules are stored (the methodology table), newest first. */
export function useTahunMetodologi() {
  return useQuery(kueriMetodologi());
}

export function TahunSelect({ value, onChange, label = 'Tahun' }: { value: number | null; onChange: (v: number | null) => void; label?: string }) {
  const q = useTahunMetodologi();
  const years = (q.data ?? []).map((m) => m.tahun);
  if (value && !years.includes(value)) years.unshift(value);
  return (
    <Select
      label={label}
      w={120}
      data={years.map((y) => ({ value: String(y), label: String(y) }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      allowDeselect={false}
      placeholder={q.isPending ? 'Memuat…' : 'Tahun'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * "Ubah Status IGA" (IDX-02/03): reads the flag (GET) then, after the admin
 * confirms, toggles it (POST). Shown where the row offers it (`boleh_ubah_iga`,
 * the server's policy that also guards the command). Lists of the index refresh afterwards.
 */
export function UbahIgaButton({ profilId, nama, isIga }: { profilId: number; nama: string; isIga: boolean }) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const current = useQuery({ queryKey: ['iga-flag', profilId], queryFn: () => indeksApi.flag(profilId), enabled: open, staleTime: 0 });
  const aktif = current.data ? current.data.is_iga === 1 : isIga;
  const m = useMutation({
    mutationFn: () => indeksApi.ubahFlag(profilId),
    onSuccess: async (r) => {
      notifySuccess(r.message ?? 'Status IGA diubah.');
      setOpen(false);
      qc.removeQueries({ queryKey: ['iga-flag', profilId] });
      await Promise.all([qc.invalidateQueries({ queryKey: ['ranking-index'] }), qc.invalidateQueries({ queryKey: ['rekap-akhir'] })]);
    },
    onError: (e) => notifyError(e, 'Status IGA gagal diubah'),
  });
  return (
    <>
      <Button size="compact-sm" variant="light" leftSection={<IconAward size={14} />} onClick={() => setOpen(true)} aria-label={`Ubah Status IGA ${nama}`}>
        Ubah Status IGA
      </Button>
      <Modal opened={open} onClose={() => !m.isPending && setOpen(false)} title="Ubah Status IGA" centered>
        <Stack gap="sm">
          <Text size="sm">
            {nama}: status IGA saat ini{' '}
            <Text span fw={700}>
              {current.isPending ? '…' : aktif ? 'aktif' : 'tidak aktif'}
            </Text>
            .
          </Text>
          <Text size="sm">{aktif ? 'Nonaktifkan status IGA daerah ini?' : 'Aktifkan status IGA daerah ini?'} Perubahan dicatat di log aktivitas.</Text>
          {current.isError && (
            <Text size="sm" c="red">
              Status terkini tidak dapat dibaca; coba lagi.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={m.isPending}>
              Batal
            </Button>
            <Button color={aktif ? 'red' : 'teal'} onClick={() => m.mutate()} loading={m.isPending} disabled={current.isPending || current.isError} data-testid="konfirmasi-iga">
              {aktif ? 'Nonaktifkan' : 'Aktifkan'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
