import type { TestApp } from './helpers';

/** An indicator as GET /indikator/inovasi and /daerah/{id}/indikator return it (the fields the helpers read). */
export interface ItemUji {
  id: number;
  kode: string;
  nama: string;
  jenis: string;
  required: number;
  jenis_dokumen: string;
  skala: { id: number; nilai: number; mulai_dari: number | null; sampai_dengan: number | null }[];
  subs: ItemUji[];
}

export const VIDEO_UJI = 'https://www.youtube.com/watch?v=uji123';

/** A valid answer reaching the top level of the indicator's scale. */
export function jawabanTertinggi(i: ItemUji): Record<string, unknown> {
  const top = [...i.skala].sort((a, b) => b.nilai - a.nilai)[0];
  const angka = top ? (top.mulai_dari ?? top.sampai_dengan ?? 1) : 1;
  switch (i.jenis) {
    case 'H':
    case 'C':
      return { skala_id: top!.id };
    case 'T':
      return { nilai: angka };
    case 'V':
      return { informasi: VIDEO_UJI, skala_id: top?.id ?? null };
    case 'G':
    case 'X':
    case 'Y':
    case 'Z':
    case 'D':
      return { nilai_sebelum: 100, nilai_sesudah: 100 };
    case 'F':
      return { informasi: 'Foto kegiatan' };
    default:
      return { nilai: 'Uraian jawaban.' };
  }
}

/**
 * Fills every mandatory innovation indicator of the assessment year through
 * the API, with link evidence (YouTube for video, an https page otherwise),
 * so that the innovation becomes sendable. Returns the indicators filled.
 */
export async function lengkapiIndikatorInovasi(t: TestApp, token: string, inovasiId: number): Promise<ItemUji[]> {
  const kat = await t.req({ method: 'GET', url: '/indikator/inovasi', token });
  if (kat.statusCode !== 200) throw new Error(`katalog: ${kat.statusCode} ${kat.body}`);
  const wajib = (kat.json().data as ItemUji[]).flatMap((i) => [i, ...i.subs]).filter((i) => i.required === 1 && i.jenis !== 'A');
  const simpan = await t.req({ method: 'POST', url: `/inovasi/${inovasiId}/indikator`, token, payload: { data: wajib.map((i) => ({ indikator_id: i.id, ...jawabanTertinggi(i) })) } });
  if (simpan.statusCode !== 200) throw new Error(`indikator: ${simpan.statusCode} ${simpan.body}`);
  for (const i of wajib) {
    if (i.jenis_dokumen !== 'umum' && i.jenis_dokumen !== 'video' && i.jenis_dokumen !== 'URL') throw new Error(`bukti ${i.kode} memerlukan berkas (${i.jenis_dokumen})`);
    const youtube = i.jenis_dokumen === 'video' ? VIDEO_UJI : 'https://bandung.go.id/bukti-dukung';
    const d = await t.req({ method: 'POST', url: `/inovasi/${inovasiId}/dokumen`, token, payload: { indikator_id: i.id, nama: `Bukti ${i.kode}`, youtube } });
    if (d.statusCode !== 201) throw new Error(`dokumen ${i.kode}: ${d.statusCode} ${d.body}`);
  }
  return wajib;
}
