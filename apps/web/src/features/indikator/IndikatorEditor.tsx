import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCloudUpload, IconDeviceFloppy, IconHelpCircle, IconLock } from '@tabler/icons-react';
import { aksesRincianSkor, bolehEvaluasiInovasi, can, ringkasPeriode, STATUS_MANDATORI_TERPENUHI } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { PESAN_DIANTRE } from '../../lib/kotak-keluar';
import { userMessage } from '../../lib/errors';
import { formatAngka } from '../../lib/format';
import { useSetelahSiap } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import { kueriPeriode } from '../../lib/kueri-periode';
import { useUser } from '../../lib/session';
import { tunda } from '../../lib/tunda';
import { ambilEditor, ambilPeriksa, kunci, simpanJawaban } from './api';
import { tahunDariAlamat } from './kueri';
import { cekDraf, drafDari, kelompokkan, kirimanDari, rata, samaDraf, totalLangsung, type Draf } from './draft';
import { IndikatorKartu } from './IndikatorKartu';
import { PeriksaPanel } from './PeriksaPanel';
import type { EditorIndikator, Item, Pemilik } from './types';

// the dialogs (their date, upload and evaluation inputs) load when first opened, or once the page has settled
const DokumenModal = tunda<ComponentProps<typeof import('./DokumenModal').DokumenModal>>(() => import('./DokumenModal').then((m) => ({ default: m.DokumenModal })));
const EvaluasiModal = tunda<ComponentProps<typeof import('./EvaluasiModal').EvaluasiModal>>(() => import('./EvaluasiModal').then((m) => ({ default: m.EvaluasiModal })));
const TANPA_KELOMPOK: ReturnType<typeof kelompokkan> = [];

type Saring = 'semua' | 'perlu' | 'wajib';

const JUDUL: Record<Pemilik, string> = { daerah: 'Indikator Daerah', inovasi: 'Indikator Inovasi', ujicoba: 'Hasil Uji Coba' };

/** Draft answers survive a reload of the tab (slow connections, accidental refresh): no lost input. */
const simpanan = (pemilik: Pemilik, id: number, tahun: number | undefined) => `sigap:indikator:${pemilik}:${id}:${tahun ?? ''}`;
function bacaSimpanan(key: string): Map<number, Draf> {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? new Map(JSON.parse(raw) as [number, Draf][]) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * The indicator editor of a region (PRF-05/06) or an innovation (INO-06):
 * catalogue grouped by indicator group, an input per type with the live
 * score from the domain engine, status per indicator and overall, documents,
 * the pre-submit checker, and for verifiers the evaluation (PRF-07).
 */
export function IndikatorEditor({ pemilik, id }: { pemilik: Pemilik; id: number }) {
  const user = useUser()!;
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tahun = tahunDariAlamat(params);
  const editor = useQuery({ queryKey: kunci.editor(pemilik, id, tahun), queryFn: ({ signal }) => ambilEditor(pemilik, id, tahun, signal) });
  const periksa = useQuery({ queryKey: kunci.periksa(pemilik, id, tahun), queryFn: ({ signal }) => ambilPeriksa(pemilik, id, tahun, signal) });
  const periode = useQuery(kueriPeriode());
  const kunciSimpan = simpanan(pemilik, id, tahun);
  const [draf, setDrafState] = useState<Map<number, Draf>>(() => bacaSimpanan(kunciSimpan));
  const [errors, setErrors] = useState<Map<number, Record<string, string>>>(new Map());
  const [saving, setSaving] = useState<Set<number>>(new Set());
  const [saring, setSaring] = useState<Saring>('semua');
  const [dokumenId, setDokumenId] = useState<number | null>(null);
  const [evaluasiId, setEvaluasiId] = useState<number | null>(null);
  const [pesanKunci, setPesanKunci] = useState<string | null>(null);
  const [diantre, setDiantre] = useState(false);

  const data = editor.data;
  const items = useMemo(() => data?.data ?? [], [data]);
  const flat = useMemo(() => rata(items), [items]);
  const byId = useMemo(() => new Map(flat.map((i) => [i.id, i])), [flat]);
  const kelompok = useMemo(() => kelompokkan(items), [items]);
  // the indicator cards are drawn in a background pass after the header, the summary and the check (the page's
  // heaviest render: every card with its inputs); until then that part of the page is empty
  const kelompokTampil = useDeferredValue(kelompok, TANPA_KELOMPOK);
  const kartuTampil = kelompokTampil === kelompok;
  const bolehUbah = !!data?.boleh_ubah && !pesanKunci;
  // the server refuses an evaluation of an innovation not sent yet or closed by QC (admins may correct)
  const bolehEvaluasi = pemilik !== 'ujicoba' && can(user, 'evaluasi', 'review') && (pemilik !== 'inovasi' || bolehEvaluasiInovasi(user.role, data?.registrasi).ok);
  const evaluasiTerlihat = !!data?.evaluasi_terlihat && pemilik !== 'ujicoba';

  useEffect(() => {
    try {
      if (draf.size) sessionStorage.setItem(kunciSimpan, JSON.stringify([...draf]));
      else sessionStorage.removeItem(kunciSimpan);
    } catch {
      /* storage full or blocked: the drafts stay in memory */
    }
  }, [draf, kunciSimpan]);

  // drafts restored from the tab that equal the server's answer (or name no indicator of this catalogue) are dropped
  useEffect(() => {
    if (!byId.size) return;
    setDrafState((m) => {
      const basi = [...m].filter(([k, v]) => !byId.has(k) || samaDraf(v, drafDari(byId.get(k)!)));
      if (!basi.length) return m;
      const n = new Map(m);
      for (const [k] of basi) n.delete(k);
      return n;
    });
  }, [byId]);

  // leaving with unsaved answers asks first
  useEffect(() => {
    if (!draf.size) return;
    const h = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', h);
    return () => window.removeEventListener('beforeunload', h);
  }, [draf.size]);

  const onDraf = useCallback((indId: number, d: Draf | null) => {
    setDrafState((m) => {
      const n = new Map(m);
      if (d) n.set(indId, d);
      else n.delete(indId);
      return n;
    });
    setErrors((m) => {
      if (!m.has(indId)) return m;
      const n = new Map(m);
      n.delete(indId);
      return n;
    });
  }, []);

  // the indicator asked for in the address (?indikator= or the checker's #ind-{id}): scroll to it
  const fokusParam = Number(params.get('indikator') ?? (/^#ind-(\d+)$/.exec(window.location.hash)?.[1] ?? ''));
  const fokus = Number.isInteger(fokusParam) && fokusParam > 0 ? fokusParam : null;
  const discroll = useRef<number | null>(null);
  useEffect(() => {
    if (!kartuTampil || !fokus || !byId.has(fokus) || discroll.current === fokus) return;
    const item = byId.get(fokus)!;
    if (saring !== 'semua' && !tampil(item, saring)) setSaring('semua');
    const t = window.setTimeout(() => {
      document.getElementById(`ind-${fokus}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      discroll.current = fokus;
    }, 50);
    return () => window.clearTimeout(t);
  }, [fokus, byId, saring, kartuTampil]);

  const pilih = useCallback(
    (indId: number) => {
      discroll.current = null;
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.set('indikator', String(indId));
          return n;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const terima = (r: EditorIndikator, simpanIds: number[]) => {
    qc.setQueryData(kunci.editor(pemilik, id, tahun), r);
    setDrafState((m) => {
      const n = new Map(m);
      for (const k of simpanIds) n.delete(k);
      return n;
    });
    void qc.invalidateQueries({ queryKey: kunci.periksa(pemilik, id, tahun) });
  };

  const simpan = async (list: Item[]) => {
    const ids = list.map((i) => i.id);
    // the domain's answer rules first: the same messages as the server, without a request
    const lokal = new Map<number, Record<string, string>>();
    for (const i of list) {
      const e = cekDraf(i, draf.get(i.id)!);
      if (Object.keys(e).length) lokal.set(i.id, e);
    }
    if (lokal.size) {
      setErrors((m) => new Map([...m, ...lokal]));
      notifyError(`Periksa isian indikator ${list.filter((i) => lokal.has(i.id)).map((i) => i.nomor).join(', ')}.`, 'Isian belum benar');
      return;
    }
    setSaving((s) => new Set([...s, ...ids]));
    try {
      // each answer carries the version the editor read (optimistic concurrency: a newer save by someone else is 409)
      const kiriman = (i: Item) => ({ indikator_id: i.id, ...kirimanDari(i, draf.get(i.id)!), updated_at: i.updated_at ?? null });
      const body = list.length === 1 ? kiriman(list[0]!) : { data: list.map(kiriman) };
      const nomor = list.map((i) => i.nomor).join(', ');
      const hasil = await simpanJawaban(pemilik, id, body, tahun, `Simpan ${JUDUL[pemilik].toLowerCase()} ${nomor}${data?.pemilik.nama ? ` (${data.pemilik.nama})` : ''}`);
      if (hasil.diantre) {
        // the drafts stay on the cards until the outbox has sent them (then the refetched answers equal them)
        setDiantre(true);
        notifySuccess(PESAN_DIANTRE);
        return;
      }
      setDiantre(false);
      terima(hasil.jawaban, ids);
      setErrors((m) => {
        const n = new Map(m);
        for (const k of ids) n.delete(k);
        return n;
      });
      notifySuccess(list.length === 1 ? `Indikator ${list[0]!.nomor} berhasil disimpan.` : `${list.length} indikator berhasil disimpan.`);
    } catch (e) {
      if (isApiError(e) && e.status === 422 && e.errors) {
        const per = new Map<number, Record<string, string>>();
        for (const [k, msg] of Object.entries(e.errors)) {
          const m = /^(\d+)\.(.+)$/.exec(k);
          const indId = m ? Number(m[1]) : list.length === 1 ? list[0]!.id : null;
          const field = m ? m[2]! : k;
          if (indId == null || !byId.has(indId)) continue;
          per.set(indId, { ...(per.get(indId) ?? {}), [field]: msg });
        }
        setErrors((m) => new Map([...m, ...per]));
        notifyError(e, 'Indikator belum tersimpan');
      } else if (isApiError(e) && e.code === 'DIUBAH_PENGGUNA_LAIN') {
        // the draft (what the user typed) stays; the cards get the newer stored answers and their versions, so
        // the user sees both and saving again keeps theirs
        const per = new Map<number, Record<string, string>>();
        for (const [k, msg] of Object.entries(e.errors ?? {})) {
          const m = /^(\d+)\.updated_at$/.exec(k);
          const indId = m ? Number(m[1]) : list.length === 1 ? list[0]!.id : null;
          if (indId != null && byId.has(indId)) per.set(indId, { _: `${msg} Isian Anda belum disimpan dan tetap ada; simpan lagi untuk menimpa.` });
        }
        setErrors((m) => new Map([...m, ...per]));
        notifyError(e, 'Indikator belum tersimpan');
        void editor.refetch();
      } else if (isApiError(e) && e.status === 409) {
        setPesanKunci(e.message);
        void editor.refetch();
      } else notifyError(e, 'Indikator belum tersimpan');
    } finally {
      setSaving((s) => {
        const n = new Set(s);
        for (const k of ids) n.delete(k);
        return n;
      });
    }
  };

  // stable callbacks: typing in one card re-renders only that card (memo), not all forty
  const simpanRef = useRef(simpan);
  simpanRef.current = simpan;
  const simpanSatu = useCallback((x: Item) => void simpanRef.current([x]), []);
  const [dokumenDipakai, setDokumenDipakai] = useState(false);
  const [evaluasiDipakai, setEvaluasiDipakai] = useState(false);
  const bukaDokumen = useCallback((x: Item) => {
    setDokumenDipakai(true);
    setDokumenId(x.id);
  }, []);
  const bukaEvaluasi = useCallback((x: Item) => {
    setEvaluasiDipakai(true);
    setEvaluasiId(x.id);
  }, []);
  const siap = useSetelahSiap();
  useEffect(() => {
    if (siap) void Promise.all([DokumenModal.muat(), EvaluasiModal.muat()]).catch(() => undefined);
  }, [siap]);

  const liveTotal = useMemo(() => (items.length ? totalLangsung(pemilik, items, draf) : 0), [pemilik, items, draf]);

  const kembali =
    pemilik === 'daerah'
      ? user.role === 'pemda'
        ? '/dashboard/profil-pemda-daerah'
        : `/dashboard/detail-pemda?id=${id}`
      : `/inovasi/${id}`;

  // the period line (under the title) and the check (above the cards) come with the answers: drawn when they are all
  // known, so nothing below them moves when one arrives after the others (layout shift)
  if (editor.isPending || periode.isPending || periksa.isPending) {
    return (
      <Stack>
        <Skeleton h={36} w="60%" />
        <Skeleton h={90} />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (editor.isError || !data) {
    return (
      <Stack>
        <Title order={2} size="h3">
          {JUDUL[pemilik]}
        </Title>
        <Alert color="red" title="Data indikator tidak dapat dimuat">
          {userMessage(editor.error)}
          <Group mt="sm">
            <Button size="xs" variant="light" onClick={() => void editor.refetch()}>
              Coba lagi
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  const r = data.ringkasan;
  const lengkap = r.status === STATUS_MANDATORI_TERPENUHI;
  const tahunOpsi = [...new Set([...(user.allowed_years ?? []), 2023, 2024, 2025, 2026, data.tahun])].sort((a, b) => b - a).map(String);

  return (
    <Stack gap="md" pb={draf.size ? 80 : 0}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {JUDUL[pemilik]}
          </Title>
          <Text c="dimmed" size="sm" data-testid="tahun-indikator">
            {data.pemilik.nama}
            {/* the innovation's own year (as in the list) and the assessment year whose indicators are scored */}
            {'tahun' in data.pemilik && data.pemilik.tahun != null
              ? ` · inovasi tahun ${data.pemilik.tahun} · indikator penilaian IID ${data.tahun}`
              : ` · tahun penilaian IID ${data.tahun}`}
            {data.registrasi?.nomor ? ` · No. registrasi ${data.registrasi.nomor}` : ''}
          </Text>
          {periode.data?.dihitung && periode.data.tahun === data.tahun && (
            <Text c="dimmed" size="xs" data-testid="periode-penilaian">
              {ringkasPeriode(periode.data).baris.slice(0, 2).join(' ')}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {pemilik === 'daerah' && (
            <Select
              aria-label="Tahun"
              w={110}
              data={tahunOpsi}
              value={String(data.tahun)}
              allowDeselect={false}
              onChange={(v) =>
                v &&
                setParams((p) => {
                  const n = new URLSearchParams(p);
                  n.set('tahun', v);
                  n.delete('indikator');
                  return n;
                })
              }
            />
          )}
          {pemilik === 'daerah' && aksesRincianSkor(user) !== null && (
            // why the region has its score, self beside verified (features/indeks RincianSkorPage)
            <Button component={Link} to={`/rincian-skor/${id}?tahun=${data.tahun}`} variant="light" leftSection={<IconHelpCircle size={16} />}>
              Rincian skor
            </Button>
          )}
          <Button component={Link} to={kembali} variant="subtle" leftSection={<IconArrowLeft size={16} className="sigap-flip" />}>
            Kembali
          </Button>
        </Group>
      </Group>

      {(!data.boleh_ubah || pesanKunci) && (
        <Alert color="gray" icon={<IconLock />} title="Hanya baca" data-testid="alasan-kunci">
          {pesanKunci ?? data.alasan_kunci ?? 'Anda hanya dapat melihat indikator ini.'}
        </Alert>
      )}

      {diantre && draf.size > 0 && (
        <Alert color="blue" variant="light" icon={<IconCloudUpload size={18} />} title="Belum terkirim" data-testid="tersimpan-di-perangkat">
          {PESAN_DIANTRE}
        </Alert>
      )}

      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed">
              Status
            </Text>
            <Text fw={700} c={lengkap ? 'teal.9' : 'red.9'} data-testid="status-keseluruhan">
              {r.status}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Mandatori lengkap
            </Text>
            <Text fw={700}>
              {r.wajib_terpenuhi} / {r.wajib}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Terisi
            </Text>
            <Text fw={700}>
              {r.terisi} / {r.jumlah_indikator}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {pemilik === 'daerah' ? 'Skor SPD' : pemilik === 'ujicoba' ? 'Skor hasil uji coba' : 'Kematangan'}
            </Text>
            <Text fw={700} data-testid="skor-total">
              {formatAngka(draf.size ? liveTotal : r.skor_total)} / {formatAngka(r.skor_maks)}
            </Text>
            {draf.size > 0 && (
              <Text size="xs" c="red.9">
                termasuk isian belum disimpan
              </Text>
            )}
          </div>
          {evaluasiTerlihat ? (
            <div>
              <Text size="xs" c="dimmed">
                Skor terverifikasi
              </Text>
              <Text fw={700} data-testid="skor-verifikasi">
                {r.skor_verifikasi == null ? 'Belum diverifikasi' : formatAngka(r.skor_verifikasi)}
              </Text>
            </div>
          ) : (
            <div>
              <Text size="xs" c="dimmed">
                Dokumen
              </Text>
              <Text fw={700}>{r.jumlah_dokumen}</Text>
            </div>
          )}
        </SimpleGrid>
        {!evaluasiTerlihat && data.alasan_evaluasi_tersembunyi && pemilik !== 'ujicoba' && (
          <Text size="xs" c="dimmed" mt="xs">
            {data.alasan_evaluasi_tersembunyi}
          </Text>
        )}
      </Card>

      <PeriksaPanel pemilik={pemilik} data={periksa.data} pending={periksa.isPending} error={periksa.error} registrasi={data.registrasi} onPilih={pilih} />

      <SegmentedControl
        value={saring}
        onChange={(v) => setSaring(v as Saring)}
        data={[
          { value: 'semua', label: `Semua (${flat.length})` },
          { value: 'perlu', label: `Perlu dilengkapi (${flat.filter((i) => tampil(i, 'perlu')).length})` },
          { value: 'wajib', label: 'Mandatori' },
        ]}
        fullWidth
        size="xs"
        aria-label="Saring indikator"
      />

      {kelompokTampil.map((g) => {
        const list = g.items.filter((i) => tampil(i, saring) || i.subs.some((s) => tampil(s, saring)));
        if (!list.length) return null;
        const berubah = rata(g.items).filter((i) => draf.has(i.id));
        return (
          <Stack key={g.id ?? 'x'} gap="xs" component="section" aria-label={g.label}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Title order={3} size="h5">
                {g.label}
              </Title>
              {bolehUbah && berubah.length > 1 && (
                <Button size="xs" variant="light" leftSection={<IconDeviceFloppy size={14} />} loading={berubah.some((i) => saving.has(i.id))} onClick={() => void simpan(berubah)}>
                  Simpan {berubah.length} perubahan di grup ini
                </Button>
              )}
            </Group>
            {list.map((i) => (
              <IndikatorKartu
                key={i.id}
                item={i}
                draf={draf.get(i.id)}
                errors={errors.get(i.id)}
                saving={saving.has(i.id)}
                bolehUbah={bolehUbah && i.jenis !== 'A'}
                evaluasiTerlihat={evaluasiTerlihat}
                bolehEvaluasi={bolehEvaluasi}
                fokus={fokus === i.id}
                onDraf={onDraf}
                onSimpan={simpanSatu}
                onDokumen={bukaDokumen}
                onEvaluasi={bukaEvaluasi}
              >
                {i.subs.length > 0 && (
                  <Stack gap="xs" pl={{ base: 4, sm: 'md' }} style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}>
                    {i.subs.map((s) => (
                      <IndikatorKartu
                        key={s.id}
                        item={s}
                        draf={draf.get(s.id)}
                        errors={errors.get(s.id)}
                        saving={saving.has(s.id)}
                        bolehUbah={bolehUbah && s.jenis !== 'A'}
                        evaluasiTerlihat={evaluasiTerlihat}
                        bolehEvaluasi={bolehEvaluasi}
                        fokus={fokus === s.id}
                        onDraf={onDraf}
                        onSimpan={simpanSatu}
                        onDokumen={bukaDokumen}
                        onEvaluasi={bukaEvaluasi}
                      />
                    ))}
                  </Stack>
                )}
              </IndikatorKartu>
            ))}
          </Stack>
        );
      })}
      {flat.length === 0 && <Text c="dimmed">Tidak ada data</Text>}

      {bolehUbah && draf.size > 0 && (
        <Card
          withBorder
          shadow="md"
          radius="md"
          p="sm"
          style={{ position: 'fixed', bottom: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 150, width: 'min(560px, calc(100vw - 24px))' }}
          data-testid="bilah-simpan"
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{draf.size} indikator belum disimpan</Text>
            <Button
              size="sm"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving.size > 0}
              onClick={() => void simpan([...draf.keys()].map((k) => byId.get(k)).filter((x): x is Item => !!x))}
            >
              Simpan semua
            </Button>
          </Group>
        </Card>
      )}

      {dokumenDipakai && (
        <DokumenModal pemilik={pemilik} id={id} item={dokumenId != null ? (byId.get(dokumenId) ?? null) : null} bolehUbah={bolehUbah} onClose={() => setDokumenId(null)} />
      )}
      {bolehEvaluasi && evaluasiDipakai && (
        <EvaluasiModal pemilik={pemilik} id={id} tahun={data.tahun} item={evaluasiId != null ? (byId.get(evaluasiId) ?? null) : null} onClose={() => setEvaluasiId(null)} />
      )}
    </Stack>
  );
}

function tampil(i: Item, s: Saring): boolean {
  if (s === 'semua') return true;
  if (s === 'wajib') return i.required === 1 && i.jenis !== 'A';
  return i.jenis !== 'A' && i.status !== 'Lengkap';
}
