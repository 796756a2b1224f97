import type { JenisNotifikasi } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { notifikasi } from '../../db/schema';

export interface PesanNotifikasi {
  jenis: JenisNotifikasi;
  judul: string;
  isi?: string | null;
  /** An address inside the app (`/inovasi/12/review`); the bell opens it. */
  tautan?: string | null;
}

/**
 * Writes one notice to each account named (the one way modules notify: review decisions, QC returns, comments,
 * reminders). Runs in the caller's transaction, so a notice exists exactly when the change it reports was
 * committed. An account named twice, or a missing account (null), gets one notice or none. Answers how many.
 */
export async function kirimNotifikasi(tx: DbOrTx, kepada: { usr_asn_id: number | null | undefined } | { usr_asn_ids: readonly (number | null | undefined)[] }, pesan: PesanNotifikasi): Promise<number> {
  const daftar = 'usr_asn_ids' in kepada ? kepada.usr_asn_ids : [kepada.usr_asn_id];
  const ids = [...new Set(daftar.filter((x): x is number => typeof x === 'number' && x > 0))];
  if (!ids.length) return 0;
  await tx.insert(notifikasi).values(
    ids.map((usr_asn_id) => ({
      usr_asn_id,
      jenis: pesan.jenis,
      // the column's length; the full text stays in isi
      judul: pesan.judul.slice(0, 255),
      isi: pesan.isi ?? null,
      tautan: pesan.tautan?.slice(0, 500) ?? null,
    })),
  );
  return ids.length;
}
