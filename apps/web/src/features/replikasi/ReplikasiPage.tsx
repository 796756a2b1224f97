import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Card, Group, Modal, Select, Stack, Table, Tabs, Text, Textarea, TextInput, Timeline, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  ALUR_REPLIKASI,
  hariIniWib,
  LABEL_STATUS_REPLIKASI,
  STATUS_REPLIKASI,
  type AksiTransisiReplikasi,
  type BarisReplikasi,
  type DetailReplikasi,
  type FieldDef,
  type StatusReplikasi,
} from '@sigap/domain';
import { GagalMuat } from '../../components/status/GagalMuat';
import { TanggalInput } from '../../components/TanggalInput';
import { tautanBerkas } from '../../lib/berkas';
import { splitFieldErrors, userMessage } from '../../lib/errors';
import { formatTanggal } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { useUser } from '../../lib/session';
import type { ModuleScreenProps } from '../../lib/screens';
import { ListFooter } from '../../resource-ui/Pager';
import { LookupInput } from '../../resource-ui/fields/LookupInput';
import { UploadInput } from '../../resource-ui/fields/UploadInput';
import { kunciReplikasi, replikasiApi } from './api';

const WARNA: Record<StatusReplikasi, string> = { diajukan: 'blue', diterima: 'cyan', ditolak: 'red', persiapan: 'orange', terlaksana: 'teal', dibatalkan: 'gray' };
const REPLIKA: FieldDef = { kind: 'lookup', label: 'Inovasi replika (inovasi daerah Anda)', hint: 'Catatan inovasi daerah Anda yang menerapkan replikasi ini.', lookup: { resource: 'iga2020_inovasi' } };
const PERJANJIAN: FieldDef = { kind: 'file', label: 'PKS/MoU/surat pernyataan replikasi (PDF)' };

function Status({ s }: { s: StatusReplikasi }) {
  return (
    <Badge color={WARNA[s]} variant="light" h="auto" py={2} styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}>
      {LABEL_STATUS_REPLIKASI[s]}
    </Badge>
  );
}

/**
 * "Replikasi Inovasi" (issue 20 item 6, decision 108): a region operator's requests to replicate other regions'
 * innovations ("Permintaan saya") and the requests for its own ("Permintaan masuk"); the ministry and a province
 * read them all. `?id=` opens a request (the notices link there), `?ajukan=` the request dialog (the public page's
 * "Ajukan replikasi"). The buttons are the row's `aksi` from the domain policy.
 */
export default function ReplikasiPage({ module }: ModuleScreenProps) {
  const user = useUser();
  const operator = user?.role === 'pemda' || user?.role === 'opd';
  const [sp, setSp] = useSearchParams();
  const [arah, setArah] = useState<'saya' | 'masuk'>('saya');
  const [status, setStatus] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [cari] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(20);
  const saring = { ...(operator ? { arah } : {}), status: status ?? undefined, search: cari || undefined, page, per_page: size };
  const q = useQuery({ queryKey: kunciReplikasi.daftar(saring), queryFn: ({ signal }) => replikasiApi.daftar(saring, signal), placeholderData: keepPreviousData });
  const bukaId = Number(sp.get('id')) || null;
  const ajukanId = Number(sp.get('ajukan')) || null;
  const tutup = (k: string) => () =>
    setSp(
      (p) => {
        p.delete(k);
        return p;
      },
      { replace: true },
    );
  const buka = (id: number) => setSp({ id: String(id) });

  const daftar = (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label="Cari" placeholder="Nama inovasi atau daerah" leftSection={<IconSearch size={16} />} value={search} onChange={(e) => (setSearch(e.currentTarget.value), setPage(0))} w={{ base: '100%', sm: 280 }} />
        <Select
          label="Status"
          placeholder="Semua status"
          clearable
          data={STATUS_REPLIKASI.map((s) => ({ value: s, label: LABEL_STATUS_REPLIKASI[s] }))}
          value={status}
          onChange={(v) => (setStatus(v), setPage(0))}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {q.isError ? (
        <GagalMuat error={q.error} />
      ) : (
        <Daftar rows={q.data?.data ?? []} memuat={q.isPending} arah={operator ? arah : null} onBuka={buka} />
      )}
      <ListFooter page={page} size={size} total={q.data?.total ?? 0} onPage={setPage} onSize={(n) => (setSize(n), setPage(0))} />
    </Stack>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{module.title}</Title>
        <Text size="sm" c="dimmed">
          Replikasi inovasi antardaerah: ajukan dari halaman inovasi di{' '}
          <Anchor component={Link} to="/katalog">
            katalog publik
          </Anchor>
          , pantau hingga terlaksana. Replikasi yang terlaksana menjadi bukti indikator Replikasi (SID-31) kedua daerah.
        </Text>
      </div>
      {operator ? (
        <Tabs value={arah} onChange={(v) => (setArah(v === 'masuk' ? 'masuk' : 'saya'), setPage(0))} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="saya">Permintaan saya</Tabs.Tab>
            <Tabs.Tab value="masuk">Permintaan masuk</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={arah} pt="sm">
            {daftar}
          </Tabs.Panel>
        </Tabs>
      ) : (
        daftar
      )}
      {bukaId && <DetailModal id={bukaId} onClose={tutup('id')} />}
      {ajukanId && operator && (
        <AjukanModal
          inovasiId={ajukanId}
          onClose={tutup('ajukan')}
          onDiajukan={(id) => {
            setArah('saya');
            setSp({ id: String(id) }, { replace: true });
          }}
        />
      )}
    </Stack>
  );
}

function Daftar({ rows, memuat, arah, onBuka }: { rows: BarisReplikasi[]; memuat: boolean; arah: 'saya' | 'masuk' | null; onBuka: (id: number) => void }) {
  if (!rows.length)
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center">
        {memuat ? 'Memuat…' : arah === 'masuk' ? 'Belum ada permintaan replikasi untuk inovasi daerah Anda.' : 'Belum ada permintaan replikasi.'}
      </Text>
    );
  const mitra = (r: BarisReplikasi) => (arah === 'saya' ? r.pemilik_nama : arah === 'masuk' ? r.peminta_nama : `${r.peminta_nama} → ${r.pemilik_nama}`);
  const labelMitra = arah === 'saya' ? 'Daerah pemilik' : arah === 'masuk' ? 'Daerah peminta' : 'Peminta → pemilik';
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Inovasi</Table.Th>
              <Table.Th>{labelMitra}</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Diperbarui</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.inovasi_nama}</Table.Td>
                <Table.Td>{mitra(r)}</Table.Td>
                <Table.Td>
                  <Status s={r.status} />
                </Table.Td>
                <Table.Td>{formatTanggal(r.updated_at.slice(0, 10))}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant={r.aksi.length ? 'filled' : 'light'} onClick={() => onBuka(r.id)} aria-label={`Buka permintaan ${r.inovasi_nama}`}>
                    {r.aksi.length ? 'Tindak lanjut' : 'Lihat'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="xs" hiddenFrom="sm">
        {rows.map((r) => (
          <Card key={r.id} withBorder padding="sm" radius="md">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {r.inovasi_nama}
                </Text>
                <Status s={r.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {labelMitra}: {mitra(r)} · {formatTanggal(r.updated_at.slice(0, 10))}
              </Text>
              <Button size="xs" mt={4} variant={r.aksi.length ? 'filled' : 'light'} onClick={() => onBuka(r.id)} aria-label={`Buka permintaan ${r.inovasi_nama}`}>
                {r.aksi.length ? 'Tindak lanjut' : 'Lihat'}
              </Button>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** After a command: the lists and the request itself read again. */
function useSegarkan() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: kunciReplikasi.semua });
}

function AjukanModal({ inovasiId, onClose, onDiajukan }: { inovasiId: number; onClose: () => void; onDiajukan: (id: number) => void }) {
  const ponsel = useMediaQuery('(max-width: 36em)');
  const ino = useQuery({ queryKey: kunciReplikasi.inovasi(inovasiId), queryFn: ({ signal }) => replikasiApi.inovasiPublik(inovasiId, signal), retry: false });
  const [catatan, setCatatan] = useState('');
  const segarkan = useSegarkan();
  const m = useMutation({
    mutationFn: () => replikasiApi.ajukan({ inovasi_id: inovasiId, ...(catatan.trim() ? { catatan: catatan.trim() } : {}) }),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Permintaan replikasi berhasil diajukan.');
      void segarkan();
      onDiajukan(r.data.id);
    },
  });
  const galat = m.error ? splitFieldErrors(m.error, ['catatan']) : null;
  return (
    <Modal opened onClose={onClose} title="Ajukan replikasi inovasi" fullScreen={ponsel} size="lg">
      <Stack gap="sm">
        {ino.isError ? (
          <Alert color="red">{userMessage(ino.error)}</Alert>
        ) : (
          <Text size="sm">
            Inovasi: <b>{ino.data?.nama ?? 'Memuat…'}</b>
            {ino.data ? ` — ${ino.data.pemda}` : ''}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Daerah pemilik akan menerima pemberitahuan dan dapat menerima atau menolak permintaan ini.
        </Text>
        <Textarea label="Catatan untuk daerah pemilik" placeholder="Mis. rencana penerapan dan kebutuhan pendampingan" autosize minRows={3} maxLength={1000} value={catatan} onChange={(e) => setCatatan(e.currentTarget.value)} error={galat?.fields.catatan} />
        {m.error && !galat?.fields.catatan && <Alert color="red">{[userMessage(m.error), ...(galat?.rest ?? [])].filter((x, i, a) => a.indexOf(x) === i).join(' ')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={() => m.mutate()} loading={m.isPending} disabled={!ino.data}>
            Ajukan replikasi
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const ponsel = useMediaQuery('(max-width: 36em)');
  const q = useQuery({ queryKey: kunciReplikasi.detail(id), queryFn: ({ signal }) => replikasiApi.detail(id, signal) });
  return (
    <Modal opened onClose={onClose} title="Permintaan replikasi" fullScreen={ponsel} size="xl">
      {q.isError ? <GagalMuat error={q.error} /> : q.data ? <Detail d={q.data} /> : <Text size="sm">Memuat…</Text>}
    </Modal>
  );
}

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Detail({ d }: { d: DetailReplikasi }) {
  const transisi = d.aksi.filter((a): a is AksiTransisiReplikasi => a !== 'lengkapi');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {d.inovasi_nama}
        </Title>
        <Status s={d.status} />
      </Group>
      <Group gap="lg" wrap="wrap" align="flex-start">
        <Info label="Daerah pemilik">{d.pemilik_nama}</Info>
        <Info label="Daerah peminta">{d.peminta_nama}</Info>
        <Info label="Inovasi replika">{d.replika_nama ?? '—'}</Info>
        <Info label="PKS/MoU">
          {d.file_url ? (
            <Anchor {...tautanBerkas(d.file_url)} size="sm">
              Buka berkas
            </Anchor>
          ) : (
            '—'
          )}
        </Info>
        {d.tanggal_terlaksana && <Info label="Terlaksana">{formatTanggal(d.tanggal_terlaksana)}</Info>}
      </Group>
      <Anchor component={Link} to={`/katalog/${d.inovasi_id}`} size="sm">
        Lihat halaman publik inovasi
      </Anchor>
      {d.alasan_tolak && (
        <Alert color="red" title="Alasan penolakan">
          {d.alasan_tolak}
        </Alert>
      )}
      {d.status === 'terlaksana' && (
        <Alert color="teal">Replikasi ini tercatat sebagai bukti indikator Replikasi (SID-31) pada inovasi asal dan inovasi replika. Level jawaban tetap dipilih operator.</Alert>
      )}
      {d.aksi.includes('lengkapi') && <Lengkapi d={d} />}
      {transisi.length > 0 && <Langkah d={d} aksi={transisi} />}
      <div>
        <Title order={4} size="h5" mb="xs">
          Lini masa
        </Title>
        <Timeline active={d.riwayat.length - 1} bulletSize={14} lineWidth={2}>
          {d.riwayat.map((r) => (
            <Timeline.Item key={r.id} title={r.aksi === 'lengkapi' ? 'Kelengkapan diperbarui' : r.status_label}>
              <Text size="xs" c="dimmed">
                {formatTanggal(r.tanggal)}
                {r.oleh ? ` · ${r.oleh}` : ''}
              </Text>
              {r.catatan && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {r.catatan}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </div>
    </Stack>
  );
}

/** The requesting side's record: its replica innovation and the agreement, before "terlaksana". */
function Lengkapi({ d }: { d: DetailReplikasi }) {
  const [replika, setReplika] = useState<number | null>(d.replika_inovasi_id);
  const [berkas, setBerkas] = useState<string | null>(d.file_url);
  const segarkan = useSegarkan();
  const m = useMutation({
    mutationFn: () => replikasiApi.lengkapi(d.id, { ...(replika !== d.replika_inovasi_id ? { replika_inovasi_id: replika } : {}), ...(berkas !== d.file_url ? { file_url: berkas } : {}) }),
    onSuccess: () => {
      notifySuccess('Kelengkapan replikasi disimpan.');
      void segarkan();
    },
  });
  const galat = m.error ? splitFieldErrors(m.error, ['replika_inovasi_id', 'file_url']) : null;
  const berubah = replika !== d.replika_inovasi_id || berkas !== d.file_url;
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Kelengkapan sebelum terlaksana
        </Text>
        <LookupInput name="replika_inovasi_id" def={REPLIKA} value={replika} onChange={(v) => setReplika(v === null || v === '' ? null : Number(v))} values={{}} error={galat?.fields.replika_inovasi_id} />
        <UploadInput name="file_url" def={PERJANJIAN} value={berkas} onChange={(v) => setBerkas(typeof v === 'string' && v ? v : null)} values={{}} accept="application/pdf" error={galat?.fields.file_url} />
        {m.error && !galat?.fields.replika_inovasi_id && !galat?.fields.file_url && <Alert color="red">{userMessage(m.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="light" onClick={() => m.mutate()} loading={m.isPending} disabled={!berubah}>
            Simpan kelengkapan
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The commands the policy allows now, each with its day and note (a reason for refusing and cancelling). */
function Langkah({ d, aksi }: { d: DetailReplikasi; aksi: AksiTransisiReplikasi[] }) {
  const [pilih, setPilih] = useState<AksiTransisiReplikasi | null>(null);
  const [tanggal, setTanggal] = useState('');
  const [catatan, setCatatan] = useState('');
  const segarkan = useSegarkan();
  const m = useMutation({
    mutationFn: (a: AksiTransisiReplikasi) => replikasiApi.transisi(d.id, { aksi: a, ...(tanggal ? { tanggal } : {}), ...(catatan.trim() ? { catatan: catatan.trim() } : {}) }),
    onSuccess: (r) => {
      notifySuccess(r.message ?? 'Permintaan replikasi diperbarui.');
      setPilih(null);
      setCatatan('');
      setTanggal('');
      void segarkan();
    },
  });
  const galat = m.error ? splitFieldErrors(m.error, ['catatan', 'tanggal']) : null;
  // a wrong state (409), another side (403) or what "terlaksana" still needs: one message above the buttons
  const pesan = m.error && !galat?.fields.catatan && !galat?.fields.tanggal ? [...new Set([userMessage(m.error), ...(galat?.rest ?? [])])].join(' ') : null;
  const wajibAlasan = pilih === 'tolak' || pilih === 'batalkan';
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Tindak lanjut
        </Text>
        <Group gap="xs" wrap="wrap">
          {aksi.map((a) => (
            <Button key={a} size="sm" variant={pilih === a ? 'filled' : 'light'} color={a === 'tolak' || a === 'batalkan' ? 'red' : 'blue'} onClick={() => (setPilih(a), m.reset())}>
              {ALUR_REPLIKASI[a].label}
            </Button>
          ))}
        </Group>
        {pilih && (
          <>
            {!wajibAlasan && (
              <TanggalInput label="Tanggal langkah" description="Kosongkan bila hari ini." value={tanggal || null} onChange={setTanggal} error={galat?.fields.tanggal} maxDate={hariIniWib()} />
            )}
            <Textarea
              label={pilih === 'tolak' ? 'Alasan penolakan' : pilih === 'batalkan' ? 'Alasan pembatalan' : 'Catatan'}
              withAsterisk={wajibAlasan}
              autosize
              minRows={2}
              maxLength={1000}
              value={catatan}
              onChange={(e) => setCatatan(e.currentTarget.value)}
              error={galat?.fields.catatan}
            />
            {pesan && <Alert color="red">{pesan}</Alert>}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPilih(null)}>
                Batal
              </Button>
              <Button onClick={() => m.mutate(pilih)} loading={m.isPending} color={wajibAlasan ? 'red' : 'blue'}>
                {ALUR_REPLIKASI[pilih].label}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
