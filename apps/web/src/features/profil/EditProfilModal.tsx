import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Input, Modal, Progress, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { NAMA_OPD_LITBANG, PENYEDIA_PETA, sanitasiPeta } from '@sigap/domain';
import { PESAN_DIANTRE, useKotakKeluar } from '../../lib/kotak-keluar';
import { PESAN_TERPUTUS, unggahBerkas } from '../../lib/unggah-tus';
import { endsSession, splitFieldErrors, userMessage } from '../../lib/errors';
import { useIsMobile } from '../../lib/media';
import { notifyError, notifySuccess } from '../../lib/notify';
import { tautanBerkas } from '../../lib/berkas';
import { berkasProfil, profilApi, profilKeys, sasaranProfil, type BerkasProfil, type Profil } from './api';

const FIELDS = ['nama', 'nama_opd', 'alamat', 'email', 'no_telp', 'nama_admin', 'map_embed', 'files'] as const;
type Field = (typeof FIELDS)[number];
type Nilai = Record<Exclude<Field, 'files'>, string>;

const awal = (p: Profil): Nilai => ({
  nama: p.nama ?? '',
  nama_opd: p.nama_opd ?? '',
  alamat: p.alamat ?? '',
  email: p.email ?? '',
  no_telp: p.no_telp ?? '',
  nama_admin: p.nama_admin ?? '',
  map_embed: p.map_embed ?? '',
});

const PETUNJUK_PETA = `Tempel kode sematan (iframe) atau alamatnya dari: ${PENYEDIA_PETA.map((p) => p.contoh).join(' · ')}. Di Google Maps: Bagikan → Sematkan peta → Salin HTML.`;

/**
 * The profile's edit modal (PRF-01): the region is fixed (profile id =
 * region id), the rest goes to POST /crud/profil_pemda/{id}; the server's
 * messages show under each field and nothing typed is lost on an error.
 */
export function EditProfilModal({ profil, daerahLabel, opened, onClose, fokus }: { profil: Profil; daerahLabel: string; opened: boolean; onClose: () => void; fokus?: string | null }) {
  const qc = useQueryClient();
  const isMobile = useIsMobile();
  const [nilai, setNilai] = useState<Nilai>(() => awal(profil));
  const [files, setFiles] = useState<BerkasProfil[]>(() => berkasProfil(profil.files));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [upload, setUpload] = useState<{ nama: string; persen: number; terputus?: boolean } | null>(null);
  const abort = useRef<AbortController | null>(null);

  // a save still waiting in the outbox (no connection when it was made): the form goes on from it, not from the
  // record the server still has
  const { antrian } = useKotakKeluar();
  const menunggu = antrian.filter((e) => e.sasaran === sasaranProfil(profil.id)).at(-1)?.body as Partial<Profil> | undefined;

  // a fresh form each time it opens (the record may have changed meanwhile)
  useEffect(() => {
    if (!opened) return;
    const dasar = menunggu ? { ...profil, ...menunggu } : profil;
    setNilai(awal(dasar));
    setFiles(berkasProfil(dasar.files));
    setErrors({});
  }, [opened]);
  useEffect(() => () => abort.current?.abort(), []);

  const set = (k: keyof Nilai) => (v: string) => {
    setNilai((n) => ({ ...n, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function tambahBerkas(file: File | null) {
    if (!file) return;
    const ctl = new AbortController();
    abort.current = ctl;
    setUpload({ nama: file.name, persen: 0 });
    try {
      const r = await unggahBerkas(file, {
        signal: ctl.signal,
        onProgress: (persen) => setUpload((u) => ({ nama: file.name, persen, terputus: u?.terputus })),
        onTerputus: (terputus) => setUpload((u) => (u ? { ...u, terputus } : u)),
      });
      setFiles((f) => [...f, { nama: file.name, file_url: r.file_url }]);
      setErrors((e) => ({ ...e, files: undefined }));
    } catch (e) {
      if (!ctl.signal.aborted) setErrors((er) => ({ ...er, files: userMessage(e) }));
    } finally {
      if (!ctl.signal.aborted) setUpload(null);
    }
  }

  async function simpan() {
    // the same rule as the server: say at once when a map code will be refused
    const peta = sanitasiPeta(nilai.map_embed);
    if (peta.error) {
      setErrors((e) => ({ ...e, map_embed: peta.error! }));
      return;
    }
    setSaving(true);
    try {
      const r = await profilApi.simpan(profil.id, {
        nama: nilai.nama,
        nama_opd: nilai.nama_opd || null,
        alamat: nilai.alamat,
        email: nilai.email,
        no_telp: nilai.no_telp,
        nama_admin: nilai.nama_admin,
        map_embed: nilai.map_embed,
        files: files.length ? files : null,
      }, `Simpan profil ${daerahLabel}`);
      // no connection: the save waits in the outbox (listed in the header) and goes when the connection is back
      if (r.diantre) notifySuccess(PESAN_DIANTRE);
      else {
        await qc.invalidateQueries({ queryKey: profilKeys.one(profil.id) });
        notifySuccess('Profil berhasil diperbarui!');
      }
      onClose();
    } catch (e) {
      if (endsSession(e)) return;
      const { fields, rest } = splitFieldErrors(e, FIELDS);
      setErrors(fields);
      // field errors show under their fields (and in the alert of the form); the rest in one notification
      if (rest.length || !Object.keys(fields).length) notifyError(rest.length ? rest.join(' ') : e, 'Profil gagal diperbarui');
    } finally {
      setSaving(false);
    }
  }

  const auto = (k: string) => (fokus === k ? { 'data-autofocus': true } : {});

  return (
    <Modal opened={opened} onClose={() => !saving && onClose()} title="Ubah Profil Pemerintah Daerah" size="xl" fullScreen={isMobile} closeButtonProps={{ 'aria-label': 'Tutup' }}>
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          void simpan();
        }}
      >
        <Stack gap="sm">
          {menunggu && (
            <Alert color="orange" variant="light" py="xs" data-testid="profil-menunggu">
              <Text size="sm">Perubahan profil sebelumnya masih tersimpan di perangkat ini dan akan dikirim saat koneksi kembali. Isian di bawah sudah memuatnya.</Text>
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Daerah" value={daerahLabel} readOnly disabled description="Daerah profil tidak dapat diubah." />
            <TextInput label="Nama Pemerintah Daerah" withAsterisk value={nilai.nama} onChange={(e) => set('nama')(e.currentTarget.value)} error={errors.nama} maxLength={255} {...auto('nama')} />
            <Select
              label="Nama OPD yang membidangi inovasi"
              data={NAMA_OPD_LITBANG.map((o) => ({ value: String(o.value), label: o.label }))}
              value={nilai.nama_opd || null}
              onChange={(v) => set('nama_opd')(v ?? '')}
              error={errors.nama_opd}
              clearable
              placeholder="Pilih"
              comboboxProps={{ withinPortal: true }}
              {...auto('nama_opd')}
            />
            <TextInput label="Nama Admin" value={nilai.nama_admin} onChange={(e) => set('nama_admin')(e.currentTarget.value)} error={errors.nama_admin} maxLength={150} {...auto('nama_admin')} />
            <TextInput label="Email" type="email" value={nilai.email} onChange={(e) => set('email')(e.currentTarget.value)} error={errors.email} maxLength={255} {...auto('email')} />
            <TextInput label="No. Telepon" type="tel" value={nilai.no_telp} onChange={(e) => set('no_telp')(e.currentTarget.value)} error={errors.no_telp} maxLength={30} {...auto('no_telp')} />
          </SimpleGrid>
          <Textarea label="Alamat" value={nilai.alamat} onChange={(e) => set('alamat')(e.currentTarget.value)} error={errors.alamat} autosize minRows={2} maxRows={5} maxLength={1000} {...auto('alamat')} />
          <Textarea
            label="Peta (embed)"
            description={PETUNJUK_PETA}
            placeholder='<iframe src="https://www.google.com/maps/embed?pb=…"></iframe>'
            value={nilai.map_embed}
            onChange={(e) => set('map_embed')(e.currentTarget.value)}
            error={errors.map_embed}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            {...auto('map_embed')}
          />
          <Input.Wrapper label="Berkas Pendukung" description="PDF atau gambar (JPEG, PNG, WebP)." error={errors.files}>
            <Stack gap={6} mt={6}>
              {files.length === 0 && (
                <Text size="sm" c="dimmed">
                  Belum ada berkas.
                </Text>
              )}
              {files.map((f, i) => (
                <Group key={`${f.file_url}-${i}`} gap="xs" wrap="nowrap" data-testid="berkas-item">
                  <IconPaperclip size={14} />
                  <Anchor {...tautanBerkas(f.file_url)} size="sm" style={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
                    {f.nama}
                  </Anchor>
                  <ActionIcon variant="subtle" color="red" onClick={() => setFiles((x) => x.filter((_, j) => j !== i))} aria-label={`Hapus berkas ${f.nama}`}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {upload && (
                <div>
                  <Text size="xs" c={upload.terputus ? 'orange' : 'dimmed'} role="status">
                    {upload.terputus ? `${PESAN_TERPUTUS} ${upload.persen}%` : `Mengunggah ${upload.nama}… ${upload.persen}%`}
                  </Text>
                  <Progress value={upload.persen} size="sm" mt={4} animated aria-label="Kemajuan unggahan" />
                </div>
              )}
              <Group>
                <FileButton onChange={tambahBerkas} accept="application/pdf,image/jpeg,image/png,image/webp" disabled={Boolean(upload) || saving}>
                  {(props) => (
                    <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} />} loading={Boolean(upload)}>
                      Tambah berkas
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Stack>
          </Input.Wrapper>
          {Object.values(errors).some(Boolean) && (
            <Alert color="red" variant="light" py="xs">
              <Text size="sm">Isian belum valid. Periksa kembali kolom yang ditandai.</Text>
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Batal
            </Button>
            <Button type="submit" loading={saving} disabled={Boolean(upload)}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
