import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  alasanKonflik,
  alasanLembarTersembunyi,
  alasanNilaiLomba,
  cekBobotKriteria,
  LABEL_KONFLIK,
  LABEL_TERSEMBUNYI,
  peringkatLomba,
  pemenangLomba,
  provinsiDaerah,
  totalLembar,
  type BarisPeringkat,
  type KriteriaLombaRow,
  type LembarLomba,
  type PeringkatLombaRow,
  type SessionUser,
} from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { iga2020Inovasi, lombaHasil, lombaKiriman, lombaKriteria, lombaLembar, lombaNilai, lombaPengumuman, mDaerah, usrAsn } from '../../db/schema';
import type { SettingsMap } from '../../lib/settings';
import { barisLomba, konteks } from './kebijakan';

/** Judging on the server (LMB-01 item 3): criteria of a year, sheets, the leaderboard (the jury mean), publication. */

export async function kriteriaTahun(db: DbOrTx, tahun: number): Promise<KriteriaLombaRow[]> {
  return db
    .select({ id: lombaKriteria.id, tahun: lombaKriteria.tahun, nama: lombaKriteria.nama, keterangan: lombaKriteria.keterangan, bobot: lombaKriteria.bobot, skor_maks: lombaKriteria.skor_maks, urutan: lombaKriteria.urutan })
    .from(lombaKriteria)
    .where(eq(lombaKriteria.tahun, tahun))
    .orderBy(asc(lombaKriteria.urutan), asc(lombaKriteria.id));
}

/** Conflict of interest of a judge on an entry (the jury's rule): the judge's own province or region (their account's region). */
export async function konflikJuri(db: DbOrTx, user: SessionUser, profilId: number): Promise<string | null> {
  if (user.m_daerah_id == null) return null;
  const rows = await db.select({ id: mDaerah.id, tingkat: mDaerah.tingkat, parent_id: mDaerah.parent_id }).from(mDaerah).where(inArray(mDaerah.id, [user.m_daerah_id, profilId]));
  const juri = rows.find((r) => r.id === user.m_daerah_id);
  const nomine = rows.find((r) => r.id === profilId);
  if (!juri || !nomine) return null;
  const alasan = alasanKonflik(
    { penilai_id: user.id, provinsi_id: provinsiDaerah({ id: juri.id, tingkat: Number(juri.tingkat), parent_id: juri.parent_id }), asal_daerah_id: juri.id },
    { daerah_id: nomine.id, provinsi_id: provinsiDaerah({ id: nomine.id, tingkat: Number(nomine.tingkat), parent_id: nomine.parent_id }) },
  );
  return alasan ? LABEL_KONFLIK[alasan] : null;
}

type Entri = { id: number; nama: string; tahun: number; profil_id: number; inovasi_status: number; nama_pemda: string | null };

/** The judge's sheet view: criteria, own sheet, the other judges (hidden until one's own is submitted), may save or why not. */
export async function susunLembar(db: DbOrTx, user: SessionUser, settings: SettingsMap, e: Entri): Promise<LembarLomba> {
  const kriteria = await kriteriaTahun(db, e.tahun);
  const lembar = await db
    .select({ id: lombaLembar.id, penilai_id: lombaLembar.penilai_id, status: lombaLembar.status, total: lombaLembar.total, catatan: lombaLembar.catatan, updated_at: lombaLembar.updated_at, nama: usrAsn.nama_lengkap })
    .from(lombaLembar)
    .innerJoin(usrAsn, eq(usrAsn.id, lombaLembar.penilai_id))
    .where(eq(lombaLembar.inovasi_id, e.id))
    .orderBy(asc(lombaLembar.id));
  const mine = lembar.find((l) => l.penilai_id === user.id) ?? null;
  const skor: Record<string, number> = {};
  if (mine) for (const n of await db.select().from(lombaNilai).where(eq(lombaNilai.lembar_id, mine.id))) skor[String(n.kriteria_id)] = n.skor;
  const baris = await barisLomba(db, e);
  const konflik = await konflikJuri(db, user, e.profil_id);
  const tolakan = alasanNilaiLomba(konteks(user, settings), baris);
  const status = (s: string) => (s === 'terkirim' ? 'terkirim' : 'draf') as 'draf' | 'terkirim';
  return {
    inovasi: { id: e.id, nama: e.nama, tahun: e.tahun, nama_pemda: e.nama_pemda, inovasi_status: e.inovasi_status },
    kriteria,
    peringatan_kriteria: cekBobotKriteria(kriteria),
    milik_saya: mine ? { status: status(mine.status), total: mine.total, catatan: mine.catatan, skor, updated_at: mine.updated_at } : null,
    juri_lain: lembar
      .filter((l) => l.penilai_id !== user.id)
      .map((l) => {
        const sembunyi = alasanLembarTersembunyi(
          { penilai_id: user.id, pengawas: false },
          { lembar: { penilai_id: l.penilai_id, status: status(l.status) }, milikSendiri: mine ? status(mine.status) : null, konflik: konflik != null, tahapDitutup: Boolean(baris.diumumkan) },
        );
        return { penilai: l.nama, status: status(l.status), total: sembunyi ? null : l.total, disembunyikan: sembunyi ? LABEL_TERSEMBUNYI[sembunyi] : null };
      }),
    boleh_nilai: !tolakan && !konflik,
    alasan: tolakan?.pesan ?? (konflik ? `Konflik kepentingan: ${konflik}.` : null),
    konflik,
  };
}

/** Saves a judge's sheet (draft, or submitted with every criterion); returns its total (null while incomplete). */
export async function simpanLembar(
  tx: DbOrTx,
  user: SessionUser,
  e: Entri,
  kriteria: KriteriaLombaRow[],
  nilai: Map<number, number>,
  kirim: boolean,
  catatan: string | null,
): Promise<number | null> {
  const total = totalLembar(kriteria, nilai);
  const status = kirim ? 'terkirim' : 'draf';
  const [lembar] = await tx
    .insert(lombaLembar)
    .values({ inovasi_id: e.id, penilai_id: user.id, status, total, catatan })
    .onConflictDoUpdate({ target: [lombaLembar.inovasi_id, lombaLembar.penilai_id], set: { status, total, catatan, updated_at: sql`now()` } })
    .returning({ id: lombaLembar.id });
  await tx.delete(lombaNilai).where(eq(lombaNilai.lembar_id, lembar!.id));
  if (nilai.size) await tx.insert(lombaNilai).values([...nilai].map(([kriteria_id, skor]) => ({ lembar_id: lembar!.id, kriteria_id, skor })));
  return total;
}

/** The leaderboard of a year: sent entries with the mean of the judges who submitted; winners when published. */
export async function susunPeringkat(db: DbOrTx, tahun: number): Promise<{ baris: PeringkatLombaRow[]; pengumuman: { tahun: number; jumlah_pemenang: number; diumumkan_pada: string; oleh: string | null } | null }> {
  const [umum] = await db
    .select({ tahun: lombaPengumuman.tahun, jumlah_pemenang: lombaPengumuman.jumlah_pemenang, diumumkan_pada: lombaPengumuman.diumumkan_pada, oleh: usrAsn.nama_lengkap })
    .from(lombaPengumuman)
    .leftJoin(usrAsn, eq(usrAsn.id, lombaPengumuman.diumumkan_oleh))
    .where(eq(lombaPengumuman.tahun, tahun));
  const entri = await db
    .select({ id: iga2020Inovasi.id, nama: iga2020Inovasi.nama, inovasi_status: iga2020Inovasi.inovasi_status, nama_pemda: mDaerah.nama })
    .from(lombaKiriman)
    .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, lombaKiriman.inovasi_id))
    .leftJoin(mDaerah, eq(mDaerah.id, iga2020Inovasi.profil_id))
    .where(and(eq(lombaKiriman.tahun, tahun), eq(iga2020Inovasi.is_lomba, 1)));
  const info = new Map(entri.map((x) => [x.id, x]));
  let rows: (BarisPeringkat & { pemenang: boolean })[];
  if (umum) {
    // published: the frozen snapshot
    const hasil = await db.select().from(lombaHasil).where(eq(lombaHasil.tahun, tahun)).orderBy(asc(lombaHasil.peringkat));
    const hidup = await hitung(db, entri.map((x) => x.id));
    const sebaranBy = new Map(hidup.map((r) => [r.inovasi_id, r.sebaran]));
    rows = hasil.map((h) => ({
      inovasi_id: h.inovasi_id,
      nilai: h.nilai,
      jumlah_juri: h.jumlah_juri,
      jumlah_draf: 0,
      sebaran: sebaranBy.get(h.inovasi_id) ?? { rata: null, simpangan: null, rentang: null, jumlah_dinilai: 0, outlier: [] },
      peringkat: h.peringkat,
      pemenang: h.pemenang === 1,
    }));
    const ada = new Set(rows.map((r) => r.inovasi_id));
    for (const r of hidup) if (!ada.has(r.inovasi_id)) rows.push({ ...r, peringkat: null, pemenang: false });
  } else {
    rows = (await hitung(db, entri.map((x) => x.id))).map((r) => ({ ...r, pemenang: false }));
  }
  return {
    pengumuman: umum ? { tahun: umum.tahun, jumlah_pemenang: umum.jumlah_pemenang, diumumkan_pada: new Date(umum.diumumkan_pada).toISOString(), oleh: umum.oleh } : null,
    baris: rows.map((r) => {
      const x = info.get(r.inovasi_id);
      return {
        inovasi_id: r.inovasi_id,
        nama: x?.nama ?? '-',
        nama_pemda: x?.nama_pemda ?? null,
        inovasi_status: Number(x?.inovasi_status ?? 0),
        nilai: r.nilai,
        jumlah_juri: r.jumlah_juri,
        jumlah_draf: r.jumlah_draf,
        peringkat: r.peringkat,
        pemenang: r.pemenang,
        sebaran: { simpangan: r.sebaran.simpangan, rentang: r.sebaran.rentang, outlier: r.sebaran.outlier },
      };
    }),
  };
}

/** The live leaderboard of some entries from the judges' sheets (the domain's `peringkatLomba`). */
async function hitung(db: DbOrTx, ids: number[]): Promise<BarisPeringkat[]> {
  if (!ids.length) return [];
  const lembar = await db
    .select({ inovasi_id: lombaLembar.inovasi_id, penilai_id: lombaLembar.penilai_id, status: lombaLembar.status, total: lombaLembar.total })
    .from(lombaLembar)
    .where(inArray(lombaLembar.inovasi_id, ids))
    .orderBy(desc(lombaLembar.id));
  return peringkatLomba(
    ids.map((id) => ({
      inovasi_id: id,
      lembar: lembar.filter((l) => l.inovasi_id === id).map((l) => ({ penilai_id: l.penilai_id, status: l.status === 'terkirim' ? ('terkirim' as const) : ('draf' as const), total: l.total })),
    })),
  );
}

/** Publishes a year: the leaderboard is frozen into lomba_hasil with its winners. */
export async function umumkanTahun(tx: DbOrTx, user: SessionUser, tahun: number, jumlah: number): Promise<void> {
  const entri = await tx
    .select({ id: iga2020Inovasi.id })
    .from(lombaKiriman)
    .innerJoin(iga2020Inovasi, eq(iga2020Inovasi.id, lombaKiriman.inovasi_id))
    .where(and(eq(lombaKiriman.tahun, tahun), eq(iga2020Inovasi.is_lomba, 1)));
  const rows = await hitung(tx, entri.map((x) => x.id));
  const menang = new Set(pemenangLomba(rows, jumlah).map((r) => r.inovasi_id));
  await tx.insert(lombaPengumuman).values({ tahun, jumlah_pemenang: jumlah, diumumkan_oleh: user.id });
  const dinilai = rows.filter((r) => r.peringkat != null && r.nilai != null);
  if (dinilai.length) {
    await tx.insert(lombaHasil).values(
      dinilai.map((r) => ({ tahun, inovasi_id: r.inovasi_id, peringkat: r.peringkat!, nilai: r.nilai!, jumlah_juri: r.jumlah_juri, pemenang: menang.has(r.inovasi_id) ? 1 : 0 })),
    );
  }
}
