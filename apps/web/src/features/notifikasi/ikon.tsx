import { ThemeIcon } from '@mantine/core';
import { IconAlarm, IconArrowBackUp, IconBell, IconCopy, IconFileSpreadsheet, IconGavel, IconMessage } from '@tabler/icons-react';
import { LABEL_JENIS_NOTIFIKASI, type JenisNotifikasi } from '@sigap/domain';

const IKON: Record<JenisNotifikasi, { Ikon: typeof IconBell; warna: string }> = {
  keputusan_review: { Ikon: IconGavel, warna: 'blue' },
  qc_kembali: { Ikon: IconArrowBackUp, warna: 'orange' },
  komentar: { Ikon: IconMessage, warna: 'grape' },
  pengingat: { Ikon: IconAlarm, warna: 'red' },
  replikasi: { Ikon: IconCopy, warna: 'teal' },
  ekspor: { Ikon: IconFileSpreadsheet, warna: 'green' },
  umum: { Ikon: IconBell, warna: 'gray' },
};

export const labelJenis = (jenis: string): string => LABEL_JENIS_NOTIFIKASI[jenis as JenisNotifikasi] ?? LABEL_JENIS_NOTIFIKASI.umum;

/** The kind's icon; its name is the kind's label (the icon carries meaning next to the title). */
export function IkonJenis({ jenis, size = 'md' }: { jenis: string; size?: 'sm' | 'md' | 'lg' }) {
  const { Ikon, warna } = IKON[jenis as JenisNotifikasi] ?? IKON.umum;
  return (
    <ThemeIcon variant="light" color={warna} size={size} radius="xl" role="img" aria-label={labelJenis(jenis)} title={labelJenis(jenis)}>
      <Ikon size={size === 'sm' ? 14 : 18} aria-hidden />
    </ThemeIcon>
  );
}
