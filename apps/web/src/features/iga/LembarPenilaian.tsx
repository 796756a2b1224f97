import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Box, Button, Card, FileButton, Group, Image, Modal, NumberInput, Paper, SegmentedControl, SimpleGrid, Slider, Stack, Text, Textarea, Title } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconArrowLeft, IconCamera, IconDeviceFloppy, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { LABEL_TAHAP_IGA, totalLembarIga, type TahapPenilaian } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { unggahBerkas } from '../../lib/unggah-tus';
import { tautanBerkas, useGambarBerkas } from '../../lib/berkas';
import { endsSession, userMessage } from '../../lib/errors';
import { formatWaktu } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { igaApi, KUNCI, type ItemLembarRow, type LembarIga } from './api';
import { skor2, StatusLembarBadge } from './shared';

/** What the juror is typing: per criterion the score, the note and the photos. */
export interface IsianItem {
  nilai: number | null;
  catatan: string;
  foto: string[];
}
export type Isian = Record<number, IsianItem>;

export const isianDari = (item: readonly ItemLembarRow[]): Isian =>
  Object.fromEntries(item.map((i) => [i.indikator_id, { nilai: i.nilai, catatan: i.catatan ?? '', foto: [...i.foto] }]));

/** The body of a save, a submission or a correction: every criterion in the sheet's order. */
export function bodyLembar(item: readonly ItemLembarRow[], isian: Isian, catatan: string) {
  return {
    item: item.map((i) => {
      const x = isian[i.indikator_id] ?? { nilai: null, catatan: '', foto: [] };
      return { indikator_id: i.indikator_id, nilai: x.nilai, catatan: x.catatan.trim() || null, foto: x.foto };
    }),
    catatan: catatan.trim() || null,
  };
}

/** The field errors of a refused save, per criterion (`item.<indikator_id>` or `item.<index>.nilai`), and the rest. */
export function galatPerItem(e: unknown, item: readonly ItemLembarRow[]): { item: Record<number, string>; lain: string[] } {
  const out: Record<number, string> = {};
  const lain: string[] = [];
  if (!isApiError(e) || !e.errors) return { item: out, lain };
  for (const [k, msg] of Object.entries(e.errors)) {
    const byId = /^item\.(\d+)$/.exec(k);
    const byIndex = /^item\.(\d+)\.\w+$/.exec(k);
    const urut = byIndex ? item[Number(byIndex[1])] : undefined;
    if (byId && item.some((i) => i.indikator_id === Number(byId[1]))) out[Number(byId[1])] = msg;
    else if (urut) out[urut.indikator_id] = msg;
    else lain.push(msg);
  }
  return { item: out, lain };
}

/**
 * A juror's scoring sheet of one nominee and stage (IGA-03), made for a tablet: large controls, one criterion a
 * card. The presentation is scored 0-100 per criterion of tipe R with its weight; the field validation is a checklist
 * per indicator of tipe V (Sesuai / Sebagian / Tidak sesuai) with a note and photos. Draft saves any time the stage is
 * open; the submission happens once, after a confirmation; afterwards only a correction with a reason. What the
 * caller may do comes from the server's `boleh` (the domain's guard); the total is the domain's `totalLembarIga`. Other
 * jurors' totals show only when the server reveals them (after one's own submission).
 */
export function LembarPenilaian({ nomineId, tahap, penilaiId, onKembali }: { nomineId: number; tahap: TahapPenilaian; penilaiId: number | null; onKembali: () => void }) {
  const q = useQuery({ queryKey: KUNCI.lembar(nomineId, tahap, penilaiId), queryFn: ({ signal }) => igaApi.lembar(nomineId, tahap, penilaiId, signal) });
  return (
    <Stack gap="md" data-testid="lembar-penilaian">
      <Group gap="sm">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onKembali} px={6}>
          Kembali ke daftar
        </Button>
      </Group>
      {q.isError ? (
        <Alert color="red" title="Lembar tidak dapat dibuka">
          {userMessage(q.error)}
        </Alert>
      ) : q.isPending ? (
        <Text c="dimmed">Mohon tunggu sebentar...</Text>
      ) : (
        <IsiLembar key={`${q.data.id ?? 'baru'}-${q.data.status}-${q.data.koreksi.length}`} lembar={q.data} penilaiId={penilaiId} />
      )}
    </Stack>
  );
}

function IsiLembar({ lembar, penilaiId }: { lembar: LembarIga; penilaiId: number | null }) {
  const qc = useQueryClient();
  const [isian, setIsian] = useState<Isian>(() => isianDari(lembar.item));
  const [catatan, setCatatan] = useState(lembar.catatan ?? '');
  const [ubah, setUbah] = useState(false);
  const [galat, setGalat] = useState<Record<number, string>>({});
  const [konfirmasi, setKonfirmasi] = useState<null | 'kirim' | 'koreksi' | 'konflik'>(null);
  const [alasan, setAlasan] = useState('');
  const [galatAlasan, setGalatAlasan] = useState<string | null>(null);
  const terkirim = lembar.status === 'terkirim';
  // a submitted sheet is read-only until the juror starts a correction (when the guard allows one)
  const bisaIsi = terkirim ? ubah && lembar.boleh.koreksi : lembar.boleh.simpan || lembar.boleh.kirim;
  const awal = useRef(JSON.stringify(bodyLembar(lembar.item, isianDari(lembar.item), lembar.catatan ?? '')));
  const body = bodyLembar(lembar.item, isian, catatan);
  const berubah = JSON.stringify(body) !== awal.current;
  const kriteria = useMemo(() => lembar.item.map((i) => ({ indikator_id: i.indikator_id, kode: i.kode, nama: i.nama, bobot: i.bobot })), [lembar.item]);
  const total = totalLembarIga(
    kriteria,
    lembar.item.map((i) => ({ indikator_id: i.indikator_id, nilai: isian[i.indikator_id]?.nilai ?? null })),
  );
  const terisi = lembar.item.filter((i) => typeof isian[i.indikator_id]?.nilai === 'number').length;
  const lengkap = terisi === lembar.item.length;

  const selesai = async (pesan: string) => {
    notifySuccess(pesan);
    setKonfirmasi(null);
    setUbah(false);
    setAlasan('');
    setGalat({});
    await qc.invalidateQueries({ queryKey: ['iga'] });
  };
  const gagal = (judul: string) => (e: unknown) => {
    if (endsSession(e)) return;
    const g = galatPerItem(e, lembar.item);
    setGalat(g.item);
    if (isApiError(e) && e.errors?.alasan) setGalatAlasan(e.errors.alasan);
    else setKonfirmasi(null);
    const lain = g.lain.filter((m) => !(isApiError(e) && e.errors?.alasan === m));
    if (lain.length || !Object.keys(g.item).length) notifyError(lain.length ? lain.join(' ') : userMessage(e), judul);
    else notifyError('Periksa isian yang ditandai merah.', judul);
  };
  const simpan = useMutation({
    mutationFn: () => igaApi.simpanLembar(lembar.nomine_id, lembar.tahap, body),
    onSuccess: (r) => selesai(r.message ?? 'Draf lembar disimpan.'),
    onError: gagal('Draf gagal disimpan'),
  });
  const kirim = useMutation({
    mutationFn: () => igaApi.kirimLembar(lembar.nomine_id, lembar.tahap, body),
    onSuccess: (r) => selesai(r.message ?? 'Lembar penilaian dikirim.'),
    onError: gagal('Lembar gagal dikirim'),
  });
  const koreksi = useMutation({
    mutationFn: () => igaApi.koreksiLembar(lembar.nomine_id, lembar.tahap, { ...body, alasan: alasan.trim() }, penilaiId),
    onSuccess: (r) => selesai(r.message ?? 'Koreksi lembar disimpan.'),
    onError: gagal('Koreksi gagal disimpan'),
  });
  const konflik = useMutation({
    mutationFn: () => igaApi.konflik(lembar.tahun, { nomine_id: lembar.nomine_id, alasan: alasan.trim() }),
    onSuccess: (r) => selesai(r.message ?? 'Konflik kepentingan dicatat; Anda abstain untuk nomine ini.'),
    onError: gagal('Konflik gagal dicatat'),
  });
  const sibuk = simpan.isPending || kirim.isPending || koreksi.isPending || konflik.isPending;
  // one's own sheet not sent yet (an overseer reading a juror's sheet passes penilaiId)
  const bolehKonflik = penilaiId === null && !terkirim && lembar.boleh.simpan;

  // leaving with unsaved input asks first (reload or closing the tab)
  useEffect(() => {
    if (!berubah || !bisaIsi) return;
    const h = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', h);
    return () => window.removeEventListener('beforeunload', h);
  }, [berubah, bisaIsi]);

  const setItem = (id: number, patch: Partial<IsianItem>) => {
    setIsian((s) => ({ ...s, [id]: { ...(s[id] ?? { nilai: null, catatan: '', foto: [] }), ...patch } }));
    setGalat((g) => (g[id] ? Object.fromEntries(Object.entries(g).filter(([k]) => Number(k) !== id)) : g));
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Text size="sm" c="dimmed">
              {LABEL_TAHAP_IGA[lembar.tahap]} · penghargaan {lembar.tahun}
            </Text>
            <Title order={2} size="h3">
              {lembar.nama}
            </Title>
            <Group gap="xs" mt={6} wrap="wrap">
              <StatusLembarBadge status={lembar.status} />
              <Text size="sm" c="dimmed">
                Penilai: {lembar.nama_penilai}
                {lembar.dikirim_at ? ` · dikirim ${formatWaktu(lembar.dikirim_at)}` : ''}
              </Text>
            </Group>
          </div>
          <Box ta="right" data-testid="total-lembar">
            <Text size="xs" c="dimmed">
              {lembar.tahap === 'presentasi' ? 'Nilai berbobot (0-100)' : 'Nilai validasi (0-100)'}
            </Text>
            <Text fz={32} fw={700} ff="monospace" lh={1.1}>
              {skor2(total)}
            </Text>
            <Text size="xs" c="dimmed">
              {terisi} dari {lembar.item.length} kriteria terisi
            </Text>
          </Box>
        </Group>
      </Paper>

      {lembar.terkunci && !(terkirim && ubah) && (
        <Alert color={lembar.status === 'konflik' ? 'red' : 'blue'} data-testid="lembar-terkunci">
          {lembar.terkunci}
        </Alert>
      )}
      {terkirim && ubah && (
        <Alert color="yellow" title="Mode koreksi">
          Lembar ini sudah dikirim. Ubah nilai yang perlu dikoreksi, lalu kirim koreksi dengan alasannya; koreksi dicatat dalam riwayat.
        </Alert>
      )}
      {lembar.item.length === 0 && (
        <Alert color="orange">
          Belum ada kriteria {lembar.tahap === 'presentasi' ? 'presentasi (indikator tipe R)' : 'validasi (indikator tipe V)'} untuk tahun ini. Hubungi admin.
        </Alert>
      )}

      <Stack gap="sm">
        {lembar.item.map((i, n) =>
          lembar.tahap === 'presentasi' ? (
            <KriteriaPresentasi key={i.indikator_id} no={n + 1} item={i} isian={isian[i.indikator_id]} galat={galat[i.indikator_id]} disabled={!bisaIsi || sibuk} onChange={(p) => setItem(i.indikator_id, p)} />
          ) : (
            <IndikatorValidasi
              key={i.indikator_id}
              no={n + 1}
              item={i}
              pilihan={lembar.pilihan_nilai}
              isian={isian[i.indikator_id]}
              galat={galat[i.indikator_id]}
              disabled={!bisaIsi || sibuk}
              onChange={(p) => setItem(i.indikator_id, p)}
            />
          ),
        )}
      </Stack>

      <Textarea
        label="Catatan umum penilai"
        value={catatan}
        onChange={(e) => setCatatan(e.currentTarget.value)}
        readOnly={!bisaIsi || sibuk}
        autosize
        minRows={2}
        maxLength={4000}
        size="md"
      />

      {(lembar.boleh.simpan || lembar.boleh.kirim || lembar.boleh.koreksi) && (
        <Paper withBorder radius="md" p="sm" pos="sticky" bottom={0} style={{ zIndex: 5 }} data-testid="tombol-lembar">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c={berubah ? 'orange' : 'dimmed'}>
              {berubah ? 'Ada perubahan yang belum disimpan.' : terkirim ? 'Lembar sudah dikirim.' : 'Tidak ada perubahan.'}
            </Text>
            <Group gap="sm" wrap="wrap">
              {!terkirim && lembar.boleh.simpan && (
                <Button size="md" variant="default" leftSection={<IconDeviceFloppy size={18} />} onClick={() => simpan.mutate()} loading={simpan.isPending} disabled={sibuk}>
                  Simpan draf
                </Button>
              )}
              {bolehKonflik && (
                <Button size="md" variant="subtle" color="red" onClick={() => setKonfirmasi('konflik')} disabled={sibuk}>
                  Nyatakan konflik
                </Button>
              )}
              {!terkirim && lembar.boleh.kirim && (
                <Button size="md" leftSection={<IconSend size={18} />} onClick={() => setKonfirmasi('kirim')} disabled={sibuk} data-testid="kirim-lembar">
                  Kirim penilaian
                </Button>
              )}
              {terkirim && lembar.boleh.koreksi && !ubah && (
                <Button size="md" variant="light" color="orange" leftSection={<IconPencil size={18} />} onClick={() => setUbah(true)}>
                  Ajukan koreksi
                </Button>
              )}
              {terkirim && ubah && (
                <>
                  <Button
                    size="md"
                    variant="default"
                    onClick={() => {
                      setIsian(isianDari(lembar.item));
                      setCatatan(lembar.catatan ?? '');
                      setUbah(false);
                      setGalat({});
                    }}
                    disabled={sibuk}
                  >
                    Batalkan koreksi
                  </Button>
                  <Button size="md" color="orange" onClick={() => setKonfirmasi('koreksi')} disabled={sibuk || !berubah}>
                    Simpan koreksi
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Paper>
      )}

      <JuriLain lembar={lembar} />
      {lembar.koreksi.length > 0 && (
        <Card withBorder radius="md" padding="sm">
          <Text fw={600} size="sm" mb={6}>
            Riwayat koreksi
          </Text>
          <Stack gap={6}>
            {lembar.koreksi.map((k) => (
              <Text key={k.id} size="sm">
                {formatWaktu(k.created_at)} · {k.oleh ?? '–'}: {skor2(k.total_sebelum)} → {skor2(k.total_sesudah)}. Alasan: {k.alasan}
              </Text>
            ))}
          </Stack>
        </Card>
      )}

      <Modal opened={konfirmasi === 'kirim'} onClose={() => !sibuk && setKonfirmasi(null)} title="Kirim lembar penilaian?" centered>
        <Stack gap="sm">
          <Text size="sm">
            {lembar.nama}, {LABEL_TAHAP_IGA[lembar.tahap].toLowerCase()}: nilai {skor2(total)}.
          </Text>
          {!lengkap && (
            <Alert color="orange" p="xs">
              Masih ada {lembar.item.length - terisi} kriteria tanpa nilai; lembar hanya dapat dikirim bila semua kriteria terisi.
            </Alert>
          )}
          <Text size="sm">Lembar dikirim satu kali. Setelah dikirim, nilai hanya dapat diubah lewat koreksi dengan alasan, dan nilai penilai lain untuk nomine ini dapat Anda lihat.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setKonfirmasi(null)} disabled={sibuk}>
              Batal
            </Button>
            <Button onClick={() => kirim.mutate()} loading={kirim.isPending} data-testid="konfirmasi-kirim">
              Ya, kirim
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={konfirmasi === 'konflik'}
        onClose={() => {
          if (sibuk) return;
          setKonfirmasi(null);
          setGalatAlasan(null);
        }}
        title="Nyatakan konflik kepentingan"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Anda abstain untuk {lembar.nama}: tidak menilai dan tidak dihitung dalam rata-rata, sehingga nomine tidak dirugikan. Pernyataan ini dicatat dan tidak dapat Anda batalkan sendiri.
          </Text>
          <Textarea
            label="Alasan konflik"
            required
            value={alasan}
            onChange={(e) => {
              setAlasan(e.currentTarget.value);
              setGalatAlasan(null);
            }}
            error={galatAlasan}
            autosize
            minRows={2}
            maxLength={2000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setKonfirmasi(null)} disabled={sibuk}>
              Batal
            </Button>
            <Button
              color="red"
              loading={konflik.isPending}
              onClick={() => {
                if (alasan.trim().length < 5) {
                  setGalatAlasan('Alasan wajib diisi (minimal 5 karakter).');
                  return;
                }
                konflik.mutate();
              }}
            >
              Nyatakan konflik
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={konfirmasi === 'koreksi'}
        onClose={() => {
          if (sibuk) return;
          setKonfirmasi(null);
          setGalatAlasan(null);
        }}
        title="Simpan koreksi"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Nilai {skor2(lembar.total)} menjadi {skor2(total)}. Koreksi dicatat bersama alasannya dan terlihat oleh pengawas.
          </Text>
          <Textarea
            label="Alasan koreksi"
            required
            value={alasan}
            onChange={(e) => {
              setAlasan(e.currentTarget.value);
              setGalatAlasan(null);
            }}
            error={galatAlasan}
            autosize
            minRows={3}
            maxLength={2000}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setKonfirmasi(null)} disabled={sibuk}>
              Batal
            </Button>
            <Button
              color="orange"
              loading={koreksi.isPending}
              onClick={() => {
                if (alasan.trim().length < 5) {
                  setGalatAlasan('Alasan wajib diisi (minimal 5 karakter).');
                  return;
                }
                koreksi.mutate();
              }}
              data-testid="konfirmasi-koreksi"
            >
              Simpan koreksi
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function KriteriaPresentasi({
  no,
  item,
  isian,
  galat,
  disabled,
  onChange,
}: {
  no: number;
  item: ItemLembarRow;
  isian: IsianItem | undefined;
  galat: string | undefined;
  disabled: boolean;
  onChange: (p: Partial<IsianItem>) => void;
}) {
  const nilai = isian?.nilai ?? null;
  const [catatanBuka, setCatatanBuka] = useState(Boolean(isian?.catatan));
  return (
    <Card withBorder radius="md" padding="md" data-testid={`kriteria-${item.indikator_id}`} style={galat ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} style={{ minWidth: 0 }}>
            {no}. {item.nama}
          </Text>
          <Lencana variant="light" color="indigo" size="lg" style={{ textTransform: 'none', flexShrink: 0, maxWidth: 'none' }}>
            Bobot {item.bobot.toLocaleString('id-ID')}%
          </Lencana>
        </Group>
        <Group align="center" wrap="wrap" gap="md">
          <NumberInput
            aria-label={`Nilai ${item.nama}`}
            value={nilai ?? ''}
            onChange={(v) => onChange({ nilai: v === '' || v === null ? null : Math.max(0, Math.min(100, Number(v))) })}
            min={0}
            max={100}
            step={1}
            decimalScale={2}
            clampBehavior="strict"
            size="lg"
            w={130}
            readOnly={disabled}
            hideControls={disabled}
            placeholder="0-100"
            error={Boolean(galat)}
            inputMode="decimal"
          />
          <Box style={{ flex: '1 1 240px' }} px="xs">
            <Slider
              aria-label={`Geser nilai ${item.nama}`}
              value={nilai ?? 0}
              onChange={(v) => onChange({ nilai: v })}
              min={0}
              max={100}
              step={5}
              size="lg"
              thumbSize={28}
              disabled={disabled}
              color={nilai === null ? 'gray' : 'indigo'}
              marks={[
                { value: 0, label: '0' },
                { value: 50, label: '50' },
                { value: 100, label: '100' },
              ]}
              mb="md"
            />
          </Box>
        </Group>
        {galat && (
          <Text size="sm" c="red" role="alert">
            {galat}
          </Text>
        )}
        {catatanBuka || disabled ? (
          (catatanBuka || isian?.catatan) && (
            <Textarea label="Catatan" value={isian?.catatan ?? ''} onChange={(e) => onChange({ catatan: e.currentTarget.value })} readOnly={disabled} autosize minRows={1} maxLength={2000} />
          )
        ) : (
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setCatatanBuka(true)}>
            Tambah catatan
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function IndikatorValidasi({
  no,
  item,
  pilihan,
  isian,
  galat,
  disabled,
  onChange,
}: {
  no: number;
  item: ItemLembarRow;
  pilihan: { nilai: number; label: string }[] | null;
  isian: IsianItem | undefined;
  galat: string | undefined;
  disabled: boolean;
  onChange: (p: Partial<IsianItem>) => void;
}) {
  const opsi = pilihan ?? [];
  const nilai = isian?.nilai ?? null;
  const foto = isian?.foto ?? [];
  const [unggah, setUnggah] = useState<number | null>(null);
  const resetRef = useRef<() => void>(null);
  async function tambahFoto(file: File | null) {
    resetRef.current?.();
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notifyError('Pilih berkas foto (JPG atau PNG).', 'Foto tidak diunggah');
      return;
    }
    setUnggah(0);
    try {
      const up = await unggahBerkas(file, { onProgress: setUnggah });
      onChange({ foto: [...foto, up.file_url] });
    } catch (e) {
      if (!endsSession(e)) notifyError(userMessage(e), 'Foto gagal diunggah');
    } finally {
      setUnggah(null);
    }
  }
  return (
    <Card withBorder radius="md" padding="md" data-testid={`kriteria-${item.indikator_id}`} style={galat ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Stack gap="xs">
        <Text fw={600}>
          {no}. {item.nama}
        </Text>
        <SegmentedControl
          fullWidth
          size="md"
          value={nilai === null ? '' : String(nilai)}
          onChange={(v) => onChange({ nilai: v === '' ? null : Number(v) })}
          disabled={disabled}
          data={opsi.map((o) => ({ value: String(o.nilai), label: o.label }))}
          aria-label={`Hasil validasi ${item.nama}`}
          color={nilai === null ? undefined : nilai >= 100 ? 'teal' : nilai > 0 ? 'yellow' : 'red'}
        />
        {nilai === null && (
          <Text size="xs" c="dimmed">
            Belum dipilih.
          </Text>
        )}
        {galat && (
          <Text size="sm" c="red" role="alert">
            {galat}
          </Text>
        )}
        <Textarea label="Catatan lapangan" value={isian?.catatan ?? ''} onChange={(e) => onChange({ catatan: e.currentTarget.value })} readOnly={disabled} autosize minRows={1} maxLength={2000} />
        <Group gap="sm" wrap="wrap" align="center">
          {foto.map((f) => (
            <Foto key={f} alamat={f} onHapus={disabled ? undefined : () => onChange({ foto: foto.filter((x) => x !== f) })} />
          ))}
          {!disabled && foto.length < 5 && (
            <FileButton resetRef={resetRef} onChange={(f) => void tambahFoto(f)} accept="image/png,image/jpeg,image/webp" capture="environment">
              {(props) => (
                <Button {...props} variant="light" size="md" leftSection={<IconCamera size={18} />} loading={unggah !== null} aria-label={`Tambah foto ${item.nama}`}>
                  {unggah !== null ? `${unggah}%` : 'Foto'}
                </Button>
              )}
            </FileButton>
          )}
          {disabled && foto.length === 0 && (
            <Text size="xs" c="dimmed">
              Tanpa foto.
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Foto({ alamat, onHapus }: { alamat: string; onHapus?: () => void }) {
  const src = useGambarBerkas(alamat);
  return (
    <Box pos="relative">
      <a {...tautanBerkas(alamat)} aria-label="Buka foto">
        <Image src={src ?? undefined} w={72} h={72} radius="sm" fit="cover" alt="Foto validasi lapangan" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
      </a>
      {onHapus && (
        <ActionIcon size="sm" color="red" variant="filled" pos="absolute" top={-6} right={-6} onClick={onHapus} aria-label="Hapus foto">
          <IconTrash size={12} />
        </ActionIcon>
      )}
    </Box>
  );
}

/** Other jurors of this nominee and stage: their totals, or why they are hidden (the server decides). */
function JuriLain({ lembar }: { lembar: LembarIga }) {
  if (lembar.lain.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="juri-lain">
      <Text fw={600} size="sm" mb={6}>
        Penilai lain
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {lembar.lain.map((l) => (
          <Group key={l.penilai_id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ minWidth: 0 }}>
              {l.nama}
            </Text>
            {l.tersembunyi ? (
              <Text size="xs" c="dimmed" ta="right">
                {l.tersembunyi}
              </Text>
            ) : (
              <Group gap={6} wrap="nowrap">
                <StatusLembarBadge status={l.status} ringkas />
                <Text size="sm" ff="monospace" fw={600}>
                  {skor2(l.total)}
                </Text>
              </Group>
            )}
          </Group>
        ))}
      </SimpleGrid>
    </Card>
  );
}
