import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Anchor, Avatar, Button, Card, FileButton, Group, Progress, SimpleGrid, Skeleton, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { Lencana } from '../../components/Lencana';
import { IconDownload, IconFileSpreadsheet, IconHistory, IconListCheck, IconPaperclip, IconPencil, IconPhotoUp, IconUserCircle } from '@tabler/icons-react';
import { can, NAMA_OPD_LITBANG } from '@sigap/domain';
import { isApiError } from '../../lib/api';
import { unggahBerkas } from '../../lib/unggah-tus';
import { endsSession, userMessage } from '../../lib/errors';
import { formatWaktu, initials } from '../../lib/format';
import { useModules } from '../../lib/modules';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useUser } from '../../lib/session';
import { klikUnduh, tautanBerkas, useGambarBerkas } from '../../lib/berkas';
import { berkasProfil, profilApi, profilKeys, profilQueries, type Daerah, type Profil } from './api';
import { EditProfilModal } from './EditProfilModal';
import { IndikatorTab } from './IndikatorTab';
import { LinimasaTab } from './LinimasaTab';
import { PaktaCard } from './PaktaCard';
import { PetaEmbed } from './PetaEmbed';
import { GagalMuat, labelTingkat } from './ui';

const TABS = ['profil', 'indikator', 'linimasa'] as const;
type Tab = (typeof TABS)[number];

/**
 * The profile page of one region (PRF-01, PRF-02): header with logo, name
 * and level; tabs Profil, Indikator and Lini Masa. `mode="verifikasi"` is the
 * read-only view of verifiers and QC (PRF-09): no edit, logo or pledge
 * actions, the indicator button leads to the verification editor.
 */
export function ProfilView({ profilId, mode = 'kelola', kembali }: { profilId: number; mode?: 'kelola' | 'verifikasi'; kembali?: ReactNode }) {
  const user = useUser()!;
  const modules = useModules();
  const qc = useQueryClient();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const profil = useQuery(profilQueries.profil(profilId));
  const daerahId = profil.data?.m_daerah_id ?? null;
  const daerah = useQuery({ ...profilQueries.daerah(daerahId ?? 0), enabled: daerahId != null });
  // the logo through the Authorization header (lib/berkas.ts), never a token in its address
  const logo = useGambarBerkas(profil.data?.logo_url);
  const [edit, setEdit] = useState<{ open: boolean; fokus: string | null }>({ open: false, fokus: null });
  const [logoProgress, setLogoProgress] = useState<number | null>(null);
  const logoAbort = useRef<AbortController | null>(null);
  useEffect(() => () => logoAbort.current?.abort(), []);

  const kelola = mode === 'kelola';
  const bolehUbah = kelola && can(user.role, 'update', 'profil_pemda');
  const bolehLogo = kelola && can(user.role, 'logo', 'profil_pemda');
  const bolehPakta = kelola && can(user.role, 'pakta', 'profil_pemda');
  const punyaEditor = (modules.data?.modules ?? []).some((m) => m.slug === 'indikator_daerah');
  const bolehIsi = kelola ? punyaEditor && can(user.role, 'indikator', 'profil_pemda') : false;
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'profil';
  const setTab = (t: string | null) => {
    const p = new URLSearchParams(window.location.search);
    if (!t || t === 'profil') p.delete('tab');
    else p.set('tab', t);
    setParams(p, { replace: true });
  };

  // links of the checker (`#profil-{field}`) open the edit modal on that field
  const hashDone = useRef(false);
  useEffect(() => {
    if (hashDone.current || !profil.data) return;
    const m = /^#profil-([a-z_]+)$/.exec(location.hash);
    if (!m) return;
    hashDone.current = true;
    perbaiki(m[1]!);
  }, [profil.data, location.hash]);

  function perbaiki(field: string) {
    if (field === 'pakta') {
      setTab('profil');
      window.setTimeout(() => document.getElementById('profil-pakta')?.scrollIntoView({ behavior: 'smooth', block: 'center' }), 50);
      return;
    }
    if (bolehUbah) setEdit({ open: true, fokus: field });
    else setTab('profil');
  }

  async function gantiLogo(file: File | null) {
    if (!file) return;
    const ctl = new AbortController();
    logoAbort.current = ctl;
    setLogoProgress(0);
    try {
      const up = await unggahBerkas(file, { signal: ctl.signal, onProgress: setLogoProgress });
      const r = await profilApi.logo(profilId, up.file_url);
      await qc.invalidateQueries({ queryKey: profilKeys.one(profilId) });
      notifySuccess(typeof r.message === 'string' ? r.message : 'Logo berhasil diperbarui.');
    } catch (e) {
      if (ctl.signal.aborted || endsSession(e)) return;
      const alasan = isApiError(e) ? e.errors?.file_url : undefined;
      notifyError(alasan ?? userMessage(e), 'Logo gagal diperbarui');
    } finally {
      if (!ctl.signal.aborted) setLogoProgress(null);
    }
  }

  if (profil.isPending)
    return (
      <Stack gap="md">
        {kembali}
        <Card withBorder radius="md" padding="lg">
          <Group>
            <Skeleton circle h={72} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={24} w="60%" />
              <Skeleton h={16} w="30%" />
            </Stack>
          </Group>
        </Card>
        <Skeleton h={240} />
      </Stack>
    );
  if (profil.isError)
    return (
      <Stack gap="md">
        {kembali}
        <GagalMuat error={profil.error} />
      </Stack>
    );

  const p = profil.data;
  const d = daerah.data;
  const daerahLabel = d ? `${d.nama}${d.kode ? ` (${d.kode})` : ''}` : (p.m_daerah_id_label ?? (daerahId ? `#${daerahId}` : '-'));

  return (
    <Stack gap="md">
      {kembali}
      <Card withBorder radius="md" padding="lg" data-testid="profil-header">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Stack gap={4} align="center">
              <Avatar src={logo ?? undefined} alt={`Logo ${p.nama}`} size={72} radius="md" color="indigo" variant="light">
                {logo ? null : initials(d?.nama ?? p.nama)}
              </Avatar>
              {bolehLogo && (
                <FileButton onChange={gantiLogo} accept="image/jpeg,image/png,image/webp" disabled={logoProgress !== null}>
                  {(props) => (
                    <Tooltip label="Ganti logo (JPEG, PNG atau WebP)">
                      <Button {...props} size="compact-xs" variant="subtle" leftSection={<IconPhotoUp size={12} />} loading={logoProgress !== null}>
                        Logo
                      </Button>
                    </Tooltip>
                  )}
                </FileButton>
              )}
              {logoProgress !== null && <Progress value={logoProgress} size="xs" w={72} aria-label="Kemajuan unggahan logo" />}
            </Stack>
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="profil-nama">
                {p.nama}
              </Title>
              <Group gap={6} mt={6}>
                {d ? (
                  <>
                    <Lencana variant="light" color="indigo">
                      {labelTingkat(d)}
                    </Lencana>
                    <Text size="sm" c="dimmed">
                      {d.nama}
                    </Text>
                  </>
                ) : daerah.isPending && daerahId ? (
                  <Skeleton h={18} w={160} />
                ) : null}
                {mode === 'verifikasi' && (
                  <Lencana variant="outline" color="gray">
                    Tampilan verifikasi (baca saja)
                  </Lencana>
                )}
              </Group>
            </div>
          </Group>
          <Group gap="xs" wrap="wrap">
            {bolehUbah && (
              <Button leftSection={<IconPencil size={16} />} onClick={() => setEdit({ open: true, fokus: null })}>
                Ubah Profil
              </Button>
            )}
            <Button onClick={klikUnduh(`/profil/download-pdf/${profilId}`, `profil-pemda-${profilId}.pdf`)} variant="default" leftSection={<IconDownload size={16} />} data-testid="unduh-pdf">
              PDF
            </Button>
            <Button onClick={klikUnduh(`/profil/download-excel/${profilId}`, `profil-pemda-${profilId}.xlsx`)} variant="default" leftSection={<IconFileSpreadsheet size={16} />} data-testid="unduh-excel">
              Excel
            </Button>
          </Group>
        </Group>
      </Card>

      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profil" leftSection={<IconUserCircle size={16} />}>
            Profil
          </Tabs.Tab>
          <Tabs.Tab value="indikator" leftSection={<IconListCheck size={16} />}>
            Indikator
          </Tabs.Tab>
          <Tabs.Tab value="linimasa" leftSection={<IconHistory size={16} />}>
            Lini Masa
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profil" pt="md">
          <ProfilTab profil={p} daerah={d ?? null} daerahLabel={daerahLabel} bolehPakta={bolehPakta} />
        </Tabs.Panel>
        <Tabs.Panel value="indikator" pt="md">
          <IndikatorTab
            profilId={profilId}
            bolehIsi={punyaEditor}
            bukaEditor={punyaEditor}
            labelTombol={bolehIsi ? 'Isi Indikator' : user.role === 'verifikator' || mode === 'verifikasi' ? 'Verifikasi Indikator' : 'Lihat Indikator'}
            onPerbaikiProfil={kelola ? perbaiki : null}
          />
        </Tabs.Panel>
        <Tabs.Panel value="linimasa" pt="md">
          <LinimasaTab profilId={profilId} />
        </Tabs.Panel>
      </Tabs>

      {bolehUbah && <EditProfilModal profil={p} daerahLabel={daerahLabel} opened={edit.open} fokus={edit.fokus} onClose={() => setEdit({ open: false, fokus: null })} />}
    </Stack>
  );
}

function Baris({ id, label, children }: { id?: string; label: string; children: ReactNode }) {
  return (
    <div id={id}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" mt={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

const kosong = (v: string | null | undefined) => (v && v.trim() ? v : <Text span c="dimmed" size="sm">Belum diisi</Text>);

function ProfilTab({ profil: p, daerah: d, daerahLabel, bolehPakta }: { profil: Profil; daerah: Daerah | null; daerahLabel: string; bolehPakta: boolean }) {
  const files = berkasProfil(p.files);
  const opd = NAMA_OPD_LITBANG.find((o) => String(o.value) === p.nama_opd)?.label ?? p.nama_opd;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
      <Card withBorder radius="md" padding="md" data-testid="profil-data">
        <Title order={3} size="h5" mb="sm">
          Data Profil
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <Baris id="profil-nama" label="Nama Pemerintah Daerah">
            {kosong(p.nama)}
          </Baris>
          <Baris label="Daerah">{daerahLabel}</Baris>
          <Baris label="Tingkat">{d ? labelTingkat(d) : '-'}</Baris>
          <Baris id="profil-nama_opd" label="Nama OPD yang membidangi inovasi">
            {kosong(opd)}
          </Baris>
          <Baris id="profil-email" label="Email">
            {p.email ? <Anchor href={`mailto:${p.email}`} size="sm">{p.email}</Anchor> : kosong(null)}
          </Baris>
          <Baris id="profil-no_telp" label="No. Telepon">
            {kosong(p.no_telp)}
          </Baris>
          <Baris id="profil-nama_admin" label="Nama Admin">
            {kosong(p.nama_admin)}
          </Baris>
          <Baris label="Diperbarui">{p.updated_at ? `${formatWaktu(p.updated_at)} WIB` : '-'}</Baris>
        </SimpleGrid>
        <Stack gap="sm" mt="sm">
          <Baris id="profil-alamat" label="Alamat">
            {kosong(p.alamat)}
          </Baris>
          <Baris label="Berkas Pendukung">
            {files.length === 0 ? (
              <Text span c="dimmed" size="sm">
                Belum ada berkas.
              </Text>
            ) : (
              <Stack gap={4} mt={2}>
                {files.map((f, i) => (
                  <Group key={`${f.file_url}-${i}`} gap={6} wrap="nowrap">
                    <IconPaperclip size={14} style={{ flexShrink: 0 }} />
                    <Anchor {...tautanBerkas(f.file_url)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {f.nama}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            )}
          </Baris>
        </Stack>
      </Card>
      <Stack gap="md">
        <Card withBorder radius="md" padding="md" id="profil-map_embed">
          <Title order={3} size="h5" mb="sm">
            Peta Lokasi
          </Title>
          <PetaEmbed src={p.map_embed} judul={d?.nama ?? p.nama} />
        </Card>
        <PaktaCard profilId={p.id} bolehUnggah={bolehPakta} />
      </Stack>
    </SimpleGrid>
  );
}
