import { useMemo, useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { formatWaktu } from '../../lib/format';
import { TanggalInput } from '../../components/TanggalInput';
import type { ModuleScreenProps } from '../../lib/screens';
import { useContoh, useKirimContoh } from './api';
import type { Acara } from './jenis';
import { KerangkaContoh } from './KerangkaContoh';

const SEMUA = '/api/calendar/events/all';
const HARI = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];
const WARNA: Record<string, string> = { biru: 'blue', merah: 'red', hijau: 'teal', ungu: 'grape' };
const pad = (n: number) => String(n).padStart(2, '0');
/** The local calendar day of a timestamp, YYYY-MM-DD. */
const hariDari = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

function UbahAcara({ acara, onClose }: { acara: Acara; onClose: () => void }) {
  const [judul, setJudul] = useState(acara.title);
  const [galat, setGalat] = useState('');
  const ubah = useKirimContoh<Partial<Acara>, Acara[]>('/api/calendar/events/update', { hasil: [SEMUA] });
  const hapus = useKirimContoh<{ id: string }, Acara[]>('/api/calendar/events/delete', { hasil: [SEMUA] });
  return (
    <Modal opened onClose={onClose} title="Ubah acara">
      <Stack>
        <Text size="sm">{acara.allDay ? `${formatWaktu(acara.start).slice(0, 10)}, sepanjang hari` : `${formatWaktu(acara.start)} – ${formatWaktu(acara.end).slice(11)}`}</Text>
        <TextInput label="Judul" value={judul} onChange={(e) => setJudul(e.currentTarget.value)} error={galat} data-autofocus />
        <Group justify="space-between">
          <Button color="red" variant="light" onClick={() => hapus.mutate({ id: acara.id }, { onSuccess: onClose })}>
            Hapus
          </Button>
          <Button
            onClick={() => {
              if (!judul.trim()) return setGalat('Judul wajib diisi.');
              ubah.mutate({ id: acara.id, title: judul.trim() }, { onSuccess: onClose });
            }}
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Isi() {
  const acara = useContoh<Acara[]>(SEMUA);
  const tambah = useKirimContoh<Partial<Acara>, Acara[]>('/api/calendar/events/add', { hasil: [SEMUA] });
  const [bulan, setBulan] = useState(() => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), 1);
  });
  const [pilih, setPilih] = useState<Acara | null>(null);
  const [judul, setJudul] = useState('');
  const [tgl, setTgl] = useState(() => hariDari(new Date().toISOString()));
  const [seharian, setSeharian] = useState(true);
  const [galat, setGalat] = useState<Record<string, string>>({});

  const sel = useMemo(() => {
    const awal = (bulan.getDay() + 6) % 7; // Monday first
    const jumlah = new Date(bulan.getFullYear(), bulan.getMonth() + 1, 0).getDate();
    return [...Array.from({ length: awal }, () => null), ...Array.from({ length: jumlah }, (_, i) => `${bulan.getFullYear()}-${pad(bulan.getMonth() + 1)}-${pad(i + 1)}`)];
  }, [bulan]);
  const perHari = useMemo(() => {
    const m = new Map<string, Acara[]>();
    for (const a of acara.data ?? []) m.set(hariDari(a.start), [...(m.get(hariDari(a.start)) ?? []), a]);
    return m;
  }, [acara.data]);

  const simpan = () => {
    const g: Record<string, string> = {};
    if (!judul.trim()) g.judul = 'Judul wajib diisi.';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(tgl)) g.tgl = 'Pilih tanggal.';
    setGalat(g);
    if (Object.keys(g).length) return;
    const [y, m, d] = tgl.split('-').map(Number) as [number, number, number];
    const start = new Date(y, m - 1, d, seharian ? 0 : 9).toISOString();
    const end = new Date(y, m - 1, d, seharian ? 23 : 10, seharian ? 59 : 0).toISOString();
    tambah.mutate({ title: judul.trim(), start, end, allDay: seharian, classNames: ['biru'] }, { onSuccess: () => setJudul('') });
  };

  return (
    <Stack>
      <Card withBorder>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Acara baru" value={judul} onChange={(e) => setJudul(e.currentTarget.value)} error={galat.judul} />
          <TanggalInput label="Tanggal" value={tgl} onChange={setTgl} error={galat.tgl} />
          <Checkbox mt={32} label="Sepanjang hari" checked={seharian} onChange={(e) => setSeharian(e.currentTarget.checked)} />
          <Button mt={24} onClick={simpan} loading={tambah.isPending}>
            Tambah acara
          </Button>
        </Group>
      </Card>
      <Group justify="space-between">
        <Button variant="default" size="xs" onClick={() => setBulan(new Date(bulan.getFullYear(), bulan.getMonth() - 1, 1))}>
          Bulan sebelumnya
        </Button>
        <Text fw={600} aria-live="polite">
          {bulan.toLocaleDateString('id-ID', { month: 'long', year: 'numeric' })}
        </Text>
        <Button variant="default" size="xs" onClick={() => setBulan(new Date(bulan.getFullYear(), bulan.getMonth() + 1, 1))}>
          Bulan berikutnya
        </Button>
      </Group>
      <SimpleGrid cols={7} spacing={4} verticalSpacing={4}>
        {HARI.map((h) => (
          <Text key={h} size="xs" fw={600} ta="center" c="dimmed">
            {h}
          </Text>
        ))}
        {sel.map((hari, i) =>
          hari ? (
            <Card key={hari} withBorder p={4} mih={84} data-hari={hari}>
              <Text size="xs" c="dimmed">
                {Number(hari.slice(8))}
              </Text>
              <Stack gap={2}>
                {(perHari.get(hari) ?? []).map((a) => (
                  <UnstyledButton key={a.id} onClick={() => setPilih(a)} aria-label={`Acara ${a.title}`}>
                    <Badge fullWidth size="xs" radius="sm" variant="light" color={WARNA[a.classNames[0] ?? ''] ?? 'blue'} styles={{ label: { textTransform: 'none' } }}>
                      {a.title}
                    </Badge>
                  </UnstyledButton>
                ))}
              </Stack>
            </Card>
          ) : (
            <div key={`kosong-${i}`} />
          ),
        )}
      </SimpleGrid>
      {pilih && <UbahAcara acara={pilih} onClose={() => setPilih(null)} />}
    </Stack>
  );
}

/** Calendar: the events of a month; add, rename (update), delete. */
export default function KalenderPage({ module }: ModuleScreenProps) {
  return (
    <KerangkaContoh module={module} keterangan="Acara bulan ini dalam kalender.">
      <Isi />
    </KerangkaContoh>
  );
}
