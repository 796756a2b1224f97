import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, ScrollArea, Select, Skeleton, Stack, Stepper, Text, Title, Tooltip } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { KLASTER, LABEL_TAHAP_IGA, labelKlaster, TAHAP_IGA, type StatusLembarIga, type TahapIga } from '@sigap/domain';
import { userMessage } from '../../lib/errors';
import { useModules } from '../../lib/modules';
import { igaApi, KUNCI, type TahunIgaRow } from './api';

/** The award clusters (`iga_klaster.kode`, sent as the filter, and the name the rows show): the domain's one list; "Semua klaster" sends none. */
export const KLASTER_IGA = KLASTER;
export { labelKlaster };

/** Colour of a predikat badge (Sangat Inovatif / Terinovatif teal, Inovatif blue, Kurang Inovatif orange, else gray). */
export const WARNA_PREDIKAT = (p: string): string => (/terinovatif|sangat/i.test(p) ? 'teal' : /kurang/i.test(p) ? 'orange' : /inovatif/i.test(p) ? 'blue' : 'gray');


/** A score with 2 decimals, Indonesian style (78,25); "–" for none. */
export const skor2 = (v: number | null | undefined): string =>
  typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '–';

/** The year and cluster of an award screen live in the address (`?tahun=&klaster=`), so a link keeps them. */
export function useSaringIga() {
  const [params, setParams] = useSearchParams();
  const t = Number(params.get('tahun'));
  const tahun = Number.isInteger(t) && t >= 2017 && t <= 2100 ? t : null;
  const k = params.get('klaster');
  const klaster = KLASTER_IGA.some((x) => x.value === k) ? k : null;
  const set = (patch: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, v] of Object.entries(patch)) if (v === null || v === '') next.delete(key);
    else next.set(key, String(v));
    setParams(next, { replace: true });
  };
  return { tahun, klaster, params, set };
}

/** The award years (newest first) and the one shown: the address's year, else the newest. */
export function useTahunIga(dipilih: number | null) {
  const daftar = useQuery({ queryKey: KUNCI.daftarTahun, queryFn: ({ signal }) => igaApi.daftarTahun(signal), staleTime: 60_000 });
  const tahun = dipilih ?? daftar.data?.[0]?.tahun ?? null;
  const aktif = daftar.data?.find((t) => t.tahun === tahun) ?? null;
  return { daftar, tahun, aktif };
}

/** The award year in full (stage, weights, criteria, what the caller may do, history). */
export function useKeadaanTahun(tahun: number | null) {
  return useQuery({ queryKey: KUNCI.tahun(tahun ?? 0), queryFn: ({ signal }) => igaApi.tahun(tahun as number, signal), enabled: tahun !== null });
}

export function TahunIgaSelect({ daftar, value, onChange }: { daftar: TahunIgaRow[] | undefined; value: number | null; onChange: (v: number) => void }) {
  const years = (daftar ?? []).map((t) => t.tahun);
  if (value && !years.includes(value)) years.unshift(value);
  return (
    <Select
      label="Tahun penghargaan"
      w={170}
      data={years.map((y) => ({ value: String(y), label: String(y) }))}
      value={value ? String(value) : null}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      placeholder={daftar ? 'Belum ada' : 'Memuat…'}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export function KlasterSelect({ value, onChange }: { value: string | null; onChange: (v: string | null) => void }) {
  return (
    <Select
      label="Klaster"
      w={200}
      data={[{ value: '', label: 'Semua klaster' }, ...KLASTER_IGA]}
      value={value ?? ''}
      onChange={(v) => onChange(v || null)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The stage and its state in words ("Validasi Lapangan · dibuka"). */
export function labelKeadaan(t: Pick<TahunIgaRow, 'tahap' | 'status'>): string {
  if (t.tahap === 'diumumkan') return 'Pemenang diumumkan';
  return `${LABEL_TAHAP_IGA[t.tahap]} · ${t.status === 'buka' ? 'dibuka' : 'ditutup'}`;
}

export function KeadaanBadge({ t }: { t: Pick<TahunIgaRow, 'tahap' | 'status'> }) {
  const color = t.tahap === 'diumumkan' ? 'grape' : t.status === 'buka' ? 'teal' : 'gray';
  return (
    <Lencana color={color} variant="light" size="lg" style={{ textTransform: 'none', maxWidth: 'none' }} data-testid="keadaan-tahun">
      {labelKeadaan(t)}
    </Lencana>
  );
}

/** The five stages as steps: done, running (open or closed), to come. */
export function TahapStepper({ t }: { t: Pick<TahunIgaRow, 'tahap' | 'status'> }) {
  const i = TAHAP_IGA.indexOf(t.tahap);
  // a closed stage counts as done; the published year has every step done
  const aktif = t.tahap === 'diumumkan' ? TAHAP_IGA.length : t.status === 'tutup' ? i + 1 : i;
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Stepper active={aktif} size="sm" allowNextStepsSelect={false} miw={640} aria-label="Tahapan penghargaan">
        {TAHAP_IGA.map((tahap: TahapIga, j) => (
          <Stepper.Step
            key={tahap}
            label={LABEL_TAHAP_IGA[tahap]}
            description={j < aktif ? 'Selesai' : j === i ? (t.status === 'buka' ? 'Sedang dibuka' : 'Ditutup') : 'Belum'}
            data-testid={`tahap-${tahap}`}
          />
        ))}
      </Stepper>
    </ScrollArea>
  );
}

const LABEL_STATUS: Record<StatusLembarIga, string> = { belum: 'Belum dinilai', draf: 'Draf', terkirim: 'Terkirim', konflik: 'Konflik / abstain' };
const WARNA_STATUS: Record<StatusLembarIga, string> = { belum: 'gray', draf: 'yellow', terkirim: 'teal', konflik: 'red' };

/** A sheet's state; the badge grows with its label (never cut off). */
export function StatusLembarBadge({ status, ringkas = false }: { status: StatusLembarIga; ringkas?: boolean }) {
  const label = ringkas ? { belum: 'Belum', draf: 'Draf', terkirim: 'Terkirim', konflik: 'Abstain' }[status] : LABEL_STATUS[status];
  return (
    <Lencana color={WARNA_STATUS[status]} variant={status === 'terkirim' ? 'filled' : 'light'} style={{ textTransform: 'none', maxWidth: 'none', overflow: 'visible' }} data-status={status}>
      {label}
    </Lencana>
  );
}
export { LABEL_STATUS as LABEL_STATUS_LEMBAR };

/** The award screens, as links that keep the year (two of them are not in the menu). */
const LAYAR = [
  { slug: 'hasil-review-ranking', label: 'Hasil Review Ranking' },
  { slug: 'pengukuran-inovasi', label: 'Pengukuran' },
  { slug: 'progress-input', label: 'Penugasan & Progres' },
  { slug: 'presentasi-dan-validasi-lapangan', label: 'Presentasi & Validasi' },
  { slug: 'ranking-iga', label: 'Ranking IGA & Pleno' },
] as const;

export function NavIga({ aktif, tahun }: { aktif: string; tahun: number | null }) {
  const modules = useModules();
  const boleh = new Set((modules.data?.modules ?? []).map((m) => m.slug));
  const layar = LAYAR.filter((l) => !modules.data || boleh.has(l.slug));
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Group gap={6} wrap="nowrap" component="nav" aria-label="Layar penghargaan">
        {layar.map((l) => (
          <Button
            key={l.slug}
            component={Link}
            to={`/dashboard/${l.slug}${tahun ? `?tahun=${tahun}` : ''}`}
            size="compact-sm"
            variant={l.slug === aktif ? 'filled' : 'default'}
            aria-current={l.slug === aktif ? 'page' : undefined}
          >
            {l.label}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}

/** The head of every award screen: title, a line of explanation, the year's state, the year select and more filters. */
export function KepalaIga({
  judul,
  keterangan,
  slug,
  tahun,
  daftar,
  onTahun,
  children,
}: {
  judul: string;
  keterangan: ReactNode;
  slug: string;
  tahun: number | null;
  daftar: ReturnType<typeof useTahunIga>['daftar'];
  onTahun: (t: number) => void;
  children?: ReactNode;
}) {
  const aktif = daftar.data?.find((t) => t.tahun === tahun) ?? null;
  return (
    <Stack gap="sm">
      <NavIga aktif={slug} tahun={tahun} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h3">
              {judul}
            </Title>
            {aktif && <KeadaanBadge t={aktif} />}
          </Group>
          <Text size="sm" c="dimmed">
            {keterangan}
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {children}
          <TahunIgaSelect daftar={daftar.data} value={tahun} onChange={onTahun} />
        </Group>
      </Group>
      {daftar.isError && (
        <Alert color="red" title="Tahun penghargaan tidak dapat dimuat">
          {userMessage(daftar.error)}
        </Alert>
      )}
      {daftar.data && daftar.data.length === 0 && (
        <Alert color="blue" title="Belum ada tahun penghargaan">
          Admin membuat tahun penghargaan di layar Ranking IGA &amp; Pleno; nomine diambil dari daerah bertanda IGA.
        </Alert>
      )}
    </Stack>
  );
}

/** Rows loading, an error with a retry, or the content. */
export function Muat({ q, children, baris = 5 }: { q: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; children: ReactNode; baris?: number }) {
  if (q.isError)
    return (
      <Alert color="red" title="Data tidak dapat dimuat">
        {userMessage(q.error)}{' '}
        <Button size="compact-xs" variant="subtle" onClick={() => void q.refetch()}>
          Coba lagi
        </Button>
      </Alert>
    );
  if (q.isPending)
    return (
      <Stack gap={6} aria-busy="true">
        {Array.from({ length: baris }, (_, i) => (
          <Skeleton key={i} h={34} />
        ))}
      </Stack>
    );
  return <>{children}</>;
}

/** A small "?" with the rule behind a number. */
export function Petunjuk({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text span size="xs" c="dimmed" tabIndex={0} style={{ cursor: 'help', borderBottom: '1px dotted' }}>
        {children}
      </Text>
    </Tooltip>
  );
}

const ASAL: Record<TahunIgaRow['bobot']['sumber'], { label: string; color: string }> = {
  resmi: { label: 'Sumber resmi', color: 'teal' },
  pihak_ketiga: { label: 'Sumber pihak ketiga', color: 'blue' },
  admin: { label: 'Ditetapkan admin', color: 'grape' },
  tidak_diketahui: { label: 'Tidak diketahui', color: 'orange' },
  pilihan_proyek: { label: 'Pilihan proyek', color: 'gray' },
};

/** Where the combination weights come from (the official ones are not published: "Pilihan proyek"). */
export function SumberBobotBadge({ sumber }: { sumber: TahunIgaRow['bobot']['sumber'] }) {
  const a = ASAL[sumber];
  return (
    <Lencana size="sm" variant="light" color={a.color} style={{ textTransform: 'none', maxWidth: 'none' }} data-testid="sumber-bobot">
      {a.label}
    </Lencana>
  );
}
