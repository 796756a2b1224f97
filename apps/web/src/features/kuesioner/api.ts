import { A_KUESIONER, type BodyIn, type K_KUESIONER } from '@sigap/domain';
import { panggil } from '../../lib/kontrak';

export type { HasilSkm, PertanyaanKelolaRow, PertanyaanSkm } from '@sigap/domain';
export type IsianPertanyaan = BodyIn<typeof K_KUESIONER.tambah>;

/** Query keys of the questionnaire screens. */
export const kunciKuesioner = {
  form: ['kuesioner', 'form'] as const,
  hasil: (periode: string | null) => ['kuesioner', 'hasil', periode] as const,
  kelola: ['kuesioner', 'kelola'] as const,
};

export const kuesionerApi = {
  pertanyaan: (signal?: AbortSignal) => panggil(A_KUESIONER.pertanyaan, { signal }),
  kirim: (jawaban: Record<string, number>, saran: string) => panggil(A_KUESIONER.kirim, { body: { jawaban, ...(saran.trim() ? { saran: saran.trim() } : {}) } }),
  hasil: (periode: string | null, signal?: AbortSignal) => panggil(A_KUESIONER.hasil, { query: periode ? { periode } : {}, signal }),
  kelola: (signal?: AbortSignal) => panggil(A_KUESIONER.kelola, { signal }),
  tambah: (body: IsianPertanyaan) => panggil(A_KUESIONER.tambah, { body }),
  ubah: (id: number, body: IsianPertanyaan) => panggil(A_KUESIONER.ubah, { params: { id }, body }),
  hapus: (id: number) => panggil(A_KUESIONER.hapus, { params: { id } }),
};
