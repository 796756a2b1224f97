import { memo, useState } from 'react';
import { Box, Button, Group, Paper, Radio, SimpleGrid, Spoiler, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Tanda } from './Tanda';
import { IconCheck, IconFileText, IconGavel, IconX } from '@tabler/icons-react';
import { ALASAN_VERIFIKASI, bulat, LABEL_RUMUS, rumusIndikator } from '@sigap/domain';

/** What the derived value of a before-and-after row is, by the catalogue's formula (T1 before, T2 after). */
const labelRumus = (item: { jenis: string; rumus?: string | null }): string => {
  const r = rumusIndikator(item);
  return r ? LABEL_RUMUS[r] : 'Nilai';
};
import { formatAngka, formatWaktu } from '../../lib/format';
import { caraIsi, hitungLangsung, samaDraf, drafDari, teksJawaban, type Draf } from './draft';
import type { Item } from './types';
import { ReplikasiBukti } from './ReplikasiBukti';

export const WARNA_STATUS: Record<string, string> = { Lengkap: 'teal', 'Belum Ada Bukti': 'yellow', 'Belum Diisi': 'gray', Otomatis: 'blue' };

const labelAlasan = (v: string | null) => ALASAN_VERIFIKASI.find((a) => a.value === v)?.label ?? v ?? '';

export interface KartuProps {
  item: Item;
  draf: Draf | undefined;
  errors: Record<string, string> | undefined;
  saving: boolean;
  bolehUbah: boolean;
  /** The verifier's evaluation is shown (roles with the score columns, or the region after a decision). */
  evaluasiTerlihat: boolean;
  /** The Verifikasi action (admin, superadmin, verifikator). */
  bolehEvaluasi: boolean;
  fokus: boolean;
  onDraf: (id: number, d: Draf | null) => void;
  onSimpan: (item: Item) => void;
  onDokumen: (item: Item) => void;
  onEvaluasi: (item: Item) => void;
  children?: React.ReactNode;
}

/** One indicator: catalogue data, the input for its type, the live score, status, documents and the comparison. */
export const IndikatorKartu = memo(function IndikatorKartu(p: KartuProps) {
  const { item } = p;
  const asli = drafDari(item);
  const d = p.draf ?? asli;
  const ubah = !samaDraf(d, asli);
  const c = caraIsi(item);
  const live = hitungLangsung(item, d);
  const err = p.errors ?? {};
  const dis = !p.bolehUbah || p.saving;
  const set = (patch: Partial<Draf>) => {
    const next = { ...d, ...patch };
    p.onDraf(item.id, samaDraf(next, asli) ? null : next);
  };
  const [tampilInfo, setTampilInfo] = useState(false);
  const infoTerlihat = tampilInfo || d.informasi.trim() !== '' || !!err.informasi;
  const fid = (f: string) => `ind-${item.id}-${f}`;

  return (
    <Paper
      id={`ind-${item.id}`}
      data-indikator={item.id}
      data-kode={item.kode}
      data-status={item.status}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      style={{ scrollMarginTop: 80, ...(p.fokus ? { outline: '3px solid var(--mantine-color-blue-5)', outlineOffset: 2 } : {}) }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={6} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Tanda variant="filled" color="indigo" radius="sm" style={{ flexShrink: 0 }}>
              {item.nomor}
            </Tanda>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.nama}
            </Text>
          </Group>
          <Tanda color={WARNA_STATUS[item.status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }} data-testid={`status-${item.id}`}>
            {item.status}
          </Tanda>
        </Group>
        <Group gap={6}>
          {item.required === 1 && item.jenis !== 'A' && (
            <Tanda color="red" variant="outline" size="sm">
              Mandatori
            </Tanda>
          )}
          {item.jenis_label && (
            <Tanda color="gray" variant="outline" size="sm">
              {item.jenis_label}
            </Tanda>
          )}
          {item.satuan && (
            <Tanda color="gray" variant="outline" size="sm">
              Satuan: {item.satuan}
            </Tanda>
          )}
          {item.jenis !== 'A' && (
            <Tanda color="gray" variant="outline" size="sm">
              Bukti: {item.jenis_dokumen_label}
            </Tanda>
          )}
        </Group>
        {(item.keterangan || item.data_pendukung) && (
          <Spoiler maxHeight={44} showLabel="Selengkapnya" hideLabel="Ringkas">
            {item.keterangan && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {item.keterangan}
              </Text>
            )}
            {item.data_pendukung && (
              <Text size="sm" c="dimmed">
                Data pendukung: {item.data_pendukung}
              </Text>
            )}
          </Spoiler>
        )}

        {item.replikasi && <ReplikasiBukti r={item.replikasi} />}
        {c.otomatis ? (
          <Text size="sm" c="dimmed">
            Dihitung otomatis oleh sistem (tidak diisi).
          </Text>
        ) : (
          <Stack gap="xs">
            {c.angka && (
              <TextInput
                id={fid('nilai')}
                label={`Nilai${item.satuan ? ` (${item.satuan})` : ''}`}
                inputMode="decimal"
                value={d.nilai}
                onChange={(e) => set({ nilai: e.currentTarget.value })}
                error={err.nilai}
                disabled={dis}
                rightSection={item.satuan && item.satuan.length <= 8 ? <Text size="xs">{item.satuan}</Text> : undefined}
                description={c.berentang ? `Skala: ${item.skala.map((s) => `${s.nilai} = ${s.keterangan}`).join('; ')}` : undefined}
              />
            )}
            {c.sebelumSesudah && (
              <>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <TextInput id={fid('nilai_sebelum')} label="Nilai sebelum" inputMode="decimal" value={d.nilai_sebelum} onChange={(e) => set({ nilai_sebelum: e.currentTarget.value })} error={err.nilai_sebelum} disabled={dis} />
                  <TextInput id={fid('nilai_sesudah')} label="Nilai sesudah" inputMode="decimal" value={d.nilai_sesudah} onChange={(e) => set({ nilai_sesudah: e.currentTarget.value })} error={err.nilai_sesudah} disabled={dis} />
                </SimpleGrid>
                <Text size="xs" c="dimmed">
                  {labelRumus(item)}:{' '}
                  <b>{live.turunan === null ? '-' : formatAngka(live.turunan)}</b>
                  {item.skala.length > 0 && ` · Skala: ${item.skala.map((s) => `${s.nilai} = ${s.keterangan}`).join('; ')}`}
                </Text>
              </>
            )}
            {c.teks && (
              <Textarea id={fid('nilai')} label="Jawaban" autosize minRows={2} maxRows={8} value={d.nilai} onChange={(e) => set({ nilai: e.currentTarget.value })} error={err.nilai} disabled={dis} maxLength={5000} />
            )}
            {c.video && (
              <TextInput
                id={fid('informasi')}
                label="Tautan video"
                placeholder="https://www.youtube.com/watch?v=…"
                inputMode="url"
                value={d.informasi}
                onChange={(e) => set({ informasi: e.currentTarget.value })}
                error={err.informasi}
                disabled={dis}
              />
            )}
            {c.poinVideo && (
              <TextInput id={fid('nilai')} label="Jumlah poin substansi video" inputMode="numeric" value={d.nilai} onChange={(e) => set({ nilai: e.currentTarget.value })} error={err.nilai} disabled={dis} description={`Skala: ${item.skala.map((s) => `${s.nilai} = ${s.keterangan}`).join('; ')}`} />
            )}
            {c.foto && (
              <Text size="xs" c="dimmed">
                Unggah foto sebagai bukti dukung; keterangan foto boleh diisi di bawah.
              </Text>
            )}
            {c.pilihSkala && !p.bolehUbah && (
              <div>
                <Text size="sm" fw={500}>
                  {c.teks || c.video || c.foto ? 'Tingkat' : 'Pilihan jawaban'}
                </Text>
                <Stack gap={2} mt={4}>
                  {item.skala.map((s) => {
                    const dipilih = String(s.id) === d.skala_id;
                    return (
                      <Text key={s.id} size="sm" fw={dipilih ? 700 : 400} c={dipilih ? undefined : 'gray.7'} aria-current={dipilih ? 'true' : undefined}>
                        {dipilih ? '✓ ' : '   '}
                        {s.nilai}. {s.keterangan}
                      </Text>
                    );
                  })}
                  {!d.skala_id && (
                    <Text size="sm" c="gray.7">
                      Belum dipilih.
                    </Text>
                  )}
                </Stack>
              </div>
            )}
            {c.pilihSkala && p.bolehUbah && (
              <Radio.Group
                id={fid('skala_id')}
                label={c.teks || c.video || c.foto ? 'Tingkat' : 'Pilihan jawaban'}
                value={d.skala_id}
                onChange={(v) => set({ skala_id: v })}
                error={err.skala_id}
              >
                <Stack gap={6} mt={4}>
                  {item.skala.map((s) => (
                    <Radio key={s.id} value={String(s.id)} disabled={dis} label={`${s.nilai}. ${s.keterangan}`} styles={{ label: { overflowWrap: 'anywhere' } }} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {(c.foto || (infoTerlihat && !c.video)) && (
              <Textarea
                id={fid('informasi')}
                label={c.foto ? 'Keterangan foto' : 'Keterangan (opsional)'}
                autosize
                minRows={1}
                maxRows={6}
                value={d.informasi}
                onChange={(e) => set({ informasi: e.currentTarget.value })}
                error={err.informasi}
                disabled={dis}
                maxLength={5000}
              />
            )}
            {!c.foto && !c.video && !infoTerlihat && p.bolehUbah && (
              <Box>
                <Button variant="subtle" size="compact-xs" onClick={() => setTampilInfo(true)}>
                  + Tambah keterangan
                </Button>
              </Box>
            )}
            {err._ && (
              <Text size="sm" c="red.9">
                {err._}
              </Text>
            )}
          </Stack>
        )}

        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" data-testid={`skor-${item.id}`}>
            Skor: <b>{formatAngka(ubah ? live.skor : item.skor)}</b> / {formatAngka(item.skor_maks)}
            {item.jenis !== 'A' && <Text span c="dimmed" size="xs">{` · level ${ubah ? live.level : item.level}`}</Text>}
            {ubah && (
              <Tanda ml={6} size="xs" color="orange" variant="light">
                belum disimpan
              </Tanda>
            )}
          </Text>
          <Group gap={6}>
            {ubah && p.bolehUbah && (
              <>
                <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={() => p.onDraf(item.id, null)} disabled={p.saving}>
                  Batal
                </Button>
                <Button size="xs" leftSection={<IconCheck size={14} />} loading={p.saving} onClick={() => p.onSimpan(item)} aria-label={`Simpan indikator ${item.nomor}`}>
                  Simpan
                </Button>
              </>
            )}
            {item.jenis !== 'A' && (
              <Button size="xs" variant="light" leftSection={<IconFileText size={14} />} onClick={() => p.onDokumen(item)} aria-label={`Bukti dukung indikator ${item.nomor}`}>
                Bukti dukung ({item.jumlah_dokumen})
              </Button>
            )}
            {p.bolehEvaluasi && item.jenis !== 'A' && (
              <Button size="xs" variant="light" color="grape" leftSection={<IconGavel size={14} />} onClick={() => p.onEvaluasi(item)} aria-label={`Verifikasi indikator ${item.nomor}`}>
                Verifikasi
              </Button>
            )}
          </Group>
        </Group>

        {p.evaluasiTerlihat && item.jenis !== 'A' && <Perbandingan item={item} />}
        {p.children}
      </Stack>
    </Paper>
  );
});

/** Self value and score next to the verified value and score, the difference highlighted (issue 6 item 4). */
export function Perbandingan({ item }: { item: Item }) {
  const ev = item.evaluasi;
  if (!ev) {
    return (
      <Text size="xs" c="dimmed" data-testid={`perbandingan-${item.id}`}>
        Belum diverifikasi: skor mandiri {formatAngka(item.skor)} dipakai apa adanya.
      </Text>
    );
  }
  const vs = ev.skor ?? 0;
  const selisih = bulat(vs - item.skor);
  const warna = selisih < 0 ? 'red' : selisih > 0 ? 'teal' : 'gray';
  return (
    <Paper withBorder radius="sm" p="xs" bg="var(--mantine-color-default-hover)" data-testid={`perbandingan-${item.id}`}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            Isian mandiri
          </Text>
          <Text size="sm">{teksJawaban(item, item)}</Text>
          <Text size="sm" fw={600}>
            Skor {formatAngka(item.skor)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Hasil verifikasi{ev.verified_at ? ` (${formatWaktu(ev.verified_at)})` : ''}
          </Text>
          <Text size="sm">{teksJawaban(item, ev)}</Text>
          <Text size="sm" fw={600}>
            Skor {formatAngka(vs)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Selisih
          </Text>
          <Tanda color={warna} variant={selisih === 0 ? 'light' : 'filled'} data-testid={`selisih-${item.id}`}>
            {selisih > 0 ? '+' : ''}
            {formatAngka(selisih)}
          </Tanda>
        </div>
      </SimpleGrid>
      {(ev.alasan || ev.catatan) && (
        <Text size="xs" mt={4}>
          {ev.alasan && <b>{labelAlasan(ev.alasan)}. </b>}
          {ev.catatan}
        </Text>
      )}
    </Paper>
  );
}
