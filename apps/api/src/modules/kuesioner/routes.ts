import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  hariIniWib,
  hitungIkmDariRekap,
  K_KUESIONER,
  labelPeriodeSkm,
  MUTU_SKM,
  PESAN_SKM,
  periodeSkm,
  unsurSkm,
  type HasilIkm,
  type PertanyaanKelolaRow,
} from '@sigap/domain';
import { kuesioner, kuesionerJawaban } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { logActivity } from '../../lib/activity';
import { AppError, validationError } from '../../lib/errors';
import { rute, tidakDitemukan } from '../../plugins/kontrak';
import { daftarkanEkspor, eksporAtauLatar, tulisBerkas } from '../ekspor';
import { hasilSkmExcel } from './excel';

/**
 * The questionnaire (PLT-15, decision 75): Survei Kepuasan Masyarakat per PermenPANRB 14/2017. Questions belong to
 * one of the nine elements (unsur) and are answered 1-4; an account answers once per period (a calendar half
 * year, WIB); the index per period is the domain's `hitungIkmDariRekap` over sums the database makes per element.
 */

type Sel = typeof kuesioner.$inferSelect;

let hariIni: () => string = () => hariIniWib();
/** Tests only: the day that decides the current period (`null`: today again). */
export function aturHariKuesioner(f: (() => string) | null): void {
  hariIni = f ?? (() => hariIniWib());
}

const pilihanDari = (q: Sel): string[] => {
  const p = Array.isArray(q.pilihan) ? q.pilihan.map(String) : [];
  const baku = unsurSkm(q.unsur)?.pilihan ?? ['1', '2', '3', '4'];
  return [0, 1, 2, 3].map((i) => p[i] ?? baku[i]!);
};

/** Sums per period and element (jsonb answers unfolded by the database). */
async function rekapPeriode(db: DbOrTx, periode?: string) {
  const r = (await db.execute(sql`
    select j.periode, e.unsur, count(*)::int as jumlah, sum(e.nilai)::int as total
    from ${kuesionerJawaban} j cross join lateral jsonb_to_recordset(j.jawaban) as e(kuesioner_id int, unsur text, nilai int)
    where e.nilai between 1 and 4 ${periode ? sql`and j.periode = ${periode}` : sql``}
    group by j.periode, e.unsur`)) as unknown as { rows: { periode: string; unsur: string; jumlah: number; total: number }[] };
  const n = (await db.execute(sql`
    select periode, count(*)::int as n from ${kuesionerJawaban} ${periode ? sql`where periode = ${periode}` : sql``} group by periode`)) as unknown as {
    rows: { periode: string; n: number }[];
  };
  const per = new Map<string, HasilIkm>();
  const periodes = new Set([...n.rows.map((x) => x.periode)]);
  for (const p of periodes) {
    const responden = n.rows.find((x) => x.periode === p)?.n ?? 0;
    per.set(p, hitungIkmDariRekap(responden, r.rows.filter((x) => x.periode === p).map((x) => ({ kode: x.unsur, jumlah: Number(x.jumlah), total: Number(x.total) }))));
  }
  return per;
}

export async function kuesionerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  rute(app, K_KUESIONER.pertanyaan, async ({ user }) => {
    const periode = periodeSkm(hariIni());
    const [qs, [sudah]] = await Promise.all([
      db.select().from(kuesioner).where(eq(kuesioner.aktif, true)).orderBy(asc(kuesioner.urutan), asc(kuesioner.id)),
      db
        .select({ created_at: kuesionerJawaban.created_at })
        .from(kuesionerJawaban)
        .where(and(eq(kuesionerJawaban.usr_asn_id, user.id), eq(kuesionerJawaban.periode, periode))),
    ]);
    return {
      status: 1 as const,
      data: {
        periode,
        periode_label: labelPeriodeSkm(periode),
        sudah_mengisi: !!sudah,
        dikirim_at: sudah?.created_at ?? null,
        pertanyaan: qs.map((q) => ({
          id: q.id,
          unsur: q.unsur,
          unsur_nama: unsurSkm(q.unsur)?.nama ?? q.unsur,
          pertanyaan: q.pertanyaan,
          pilihan: pilihanDari(q).map((label, i) => ({ nilai: i + 1, label })),
        })),
      },
    };
  });

  rute(app, K_KUESIONER.kirim, async ({ user, body, reply }) => {
    const periode = periodeSkm(hariIni());
    const qs = await db.select().from(kuesioner).where(eq(kuesioner.aktif, true));
    if (!qs.length) throw new AppError('BAD_REQUEST', PESAN_SKM.tanpaPertanyaan);
    const errors: Record<string, string> = {};
    for (const q of qs) if (body.jawaban[String(q.id)] === undefined) errors[`jawaban.${q.id}`] = PESAN_SKM.wajibDipilih;
    for (const k of Object.keys(body.jawaban)) if (!qs.some((q) => String(q.id) === k)) errors[`jawaban.${k}`] = PESAN_SKM.tidakDikenal;
    if (Object.keys(errors).length) throw validationError(errors);
    const jawaban = qs.map((q) => ({ kuesioner_id: q.id, unsur: q.unsur, nilai: body.jawaban[String(q.id)]! }));
    const saran = body.saran?.trim() || null;
    await db.transaction(async (tx) => {
      // one per account and period: the unique index decides between parallel submissions
      const [baru] = await tx
        .insert(kuesionerJawaban)
        .values({ usr_asn_id: user.id, periode, jawaban, saran })
        .onConflictDoNothing({ target: [kuesionerJawaban.usr_asn_id, kuesionerJawaban.periode] })
        .returning({ id: kuesionerJawaban.id });
      if (!baru) throw new AppError('DUPLICATE', PESAN_SKM.sudahMengisi(periode));
      await logActivity(tx, user, 'Mengisi survei kepuasan', { periode });
    });
    reply.status(201);
    return { status: 1 as const, data: { periode, periode_label: labelPeriodeSkm(periode) }, message: PESAN_SKM.terimaKasih };
  });

  /** The results of a period and the list of periods (each with its index). */
  async function hasil(periodeQ: string | undefined) {
    const sekarang = periodeSkm(hariIni());
    const semua = await rekapPeriode(db);
    const daftar = [...new Set([...semua.keys(), sekarang])].sort().reverse();
    const periode = periodeQ ?? sekarang;
    const h = semua.get(periode) ?? hitungIkmDariRekap(0, []);
    const saran = await db
      .select({ created_at: kuesionerJawaban.created_at, saran: kuesionerJawaban.saran })
      .from(kuesionerJawaban)
      .where(and(eq(kuesionerJawaban.periode, periode), isNotNull(kuesionerJawaban.saran)))
      .orderBy(desc(kuesionerJawaban.id))
      .limit(50);
    return {
      periode,
      periode_label: labelPeriodeSkm(periode),
      hasil: h,
      daftar_periode: daftar.map((p) => {
        const x = semua.get(p);
        return { periode: p, label: labelPeriodeSkm(p), responden: x?.responden ?? 0, ikm_konversi: x?.ikm_konversi ?? null, mutu: x?.mutu ?? null, kinerja: x?.kinerja ?? null };
      }),
      saran: saran.filter((s): s is { created_at: string; saran: string } => !!s.saran),
      mutu_skm: MUTU_SKM.map((m) => ({ mutu: m.mutu, kinerja: m.kinerja, nik: [...m.nik] })),
    };
  }

  rute(app, K_KUESIONER.hasil, async ({ query, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return { status: 1 as const, data: await hasil(query.periode) };
  });

  /**
   * The results as an xlsx. Rows are the periods of its first sheet and the elements of its second (a few dozen):
   * sent in the request as before; with `Prefer: respond-async` (or past EKSPOR_LATAR_BARIS) a job writes it
   * (decision 116). The period is fixed when asked: a job that runs after the turn of a half year writes the same one.
   */
  const bukuSkm = async (periode: string) => {
    const h = await hasil(periode);
    const semua = await rekapPeriode(db);
    return { h, semua, baris: semua.size + h.hasil.unsur.length };
  };
  daftarkanEkspor(app, 'hasil_kuesioner', {
    izin: K_KUESIONER.hasilExcel.izin,
    tulis: async (_db, _user, kueri, berkas) => {
      const b = await bukuSkm(String(kueri.periode));
      await tulisBerkas(berkas, await hasilSkmExcel(b.h, b.semua));
      return { baris: b.baris };
    },
  });
  rute(app, K_KUESIONER.hasilExcel, async ({ user, req, query, reply }) => {
    const periode = query.periode ?? periodeSkm(hariIni());
    const nama = `survei-kepuasan-${periode}.xlsx`;
    return eksporAtauLatar(app, req, reply, { user, jenis: 'hasil_kuesioner', kueri: { periode }, nama }, async () => {
      const b = await bukuSkm(periode);
      return {
        baris: b.baris,
        kirim: async () =>
          reply
            .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('Content-Disposition', `attachment; filename="${nama}"`)
            .header('Cache-Control', 'private, no-store')
            .send(await hasilSkmExcel(b.h, b.semua)),
      };
    });
  });

  // ---------------------------------------------------------------- questions (admins)

  async function dijawab(db_: DbOrTx): Promise<Map<number, number>> {
    const r = (await db_.execute(sql`
      select e.kuesioner_id, count(*)::int as n
      from ${kuesionerJawaban} j cross join lateral jsonb_to_recordset(j.jawaban) as e(kuesioner_id int)
      group by e.kuesioner_id`)) as unknown as { rows: { kuesioner_id: number; n: number }[] };
    return new Map(r.rows.map((x) => [Number(x.kuesioner_id), Number(x.n)]));
  }
  const keKelola = (q: Sel, n: Map<number, number>): PertanyaanKelolaRow => ({
    id: q.id,
    unsur: q.unsur,
    unsur_nama: unsurSkm(q.unsur)?.nama ?? q.unsur,
    pertanyaan: q.pertanyaan,
    pilihan: pilihanDari(q),
    urutan: q.urutan,
    aktif: q.aktif,
    dijawab: n.get(q.id) ?? 0,
  });

  rute(app, K_KUESIONER.kelola, async () => {
    const [qs, n] = await Promise.all([db.select().from(kuesioner).orderBy(asc(kuesioner.urutan), asc(kuesioner.id)), dijawab(db)]);
    return { status: 1 as const, data: qs.map((q) => keKelola(q, n)), total: qs.length };
  });

  rute(app, K_KUESIONER.tambah, async ({ user, body, reply }) => {
    const q = await db.transaction(async (tx) => {
      const [r] = await tx
        .insert(kuesioner)
        .values({ unsur: body.unsur, pertanyaan: body.pertanyaan, pilihan: [...body.pilihan], urutan: body.urutan ?? 0, aktif: body.aktif === undefined ? true : body.aktif === 1 })
        .returning();
      await logActivity(tx, user, 'Menambah pertanyaan survei', { id: r!.id, unsur: r!.unsur });
      return r!;
    });
    reply.status(201);
    return { status: 1 as const, data: keKelola(q, new Map()) };
  });

  rute(app, K_KUESIONER.ubah, async ({ user, params, body }) => {
    const q = await db.transaction(async (tx) => {
      const [r] = await tx
        .update(kuesioner)
        .set({
          unsur: body.unsur,
          pertanyaan: body.pertanyaan,
          pilihan: [...body.pilihan],
          ...(body.urutan !== undefined ? { urutan: body.urutan } : {}),
          ...(body.aktif !== undefined ? { aktif: body.aktif === 1 } : {}),
        })
        .where(eq(kuesioner.id, params.id))
        .returning();
      if (!r) throw tidakDitemukan();
      await logActivity(tx, user, 'Mengubah pertanyaan survei', { id: r.id, unsur: r.unsur, aktif: r.aktif });
      return r;
    });
    return { status: 1 as const, data: keKelola(q, await dijawab(db)) };
  });

  rute(app, K_KUESIONER.hapus, async ({ user, params }) => {
    await db.transaction(async (tx) => {
      const [q] = await tx.select().from(kuesioner).where(eq(kuesioner.id, params.id)).for('update');
      if (!q) throw tidakDitemukan();
      // answers keep their element, but a question somebody answered stays as the record of what was asked
      const r = (await tx.execute(sql`select 1 from ${kuesionerJawaban} where jawaban @> ${JSON.stringify([{ kuesioner_id: q.id }])}::jsonb limit 1`)) as unknown as { rows: unknown[] };
      if (r.rows.length) throw new AppError('IN_USE', PESAN_SKM.sudahDijawab);
      await tx.delete(kuesioner).where(eq(kuesioner.id, q.id));
      await logActivity(tx, user, 'Menghapus pertanyaan survei', { id: q.id, unsur: q.unsur });
    });
    return { status: 1 as const, message: 'Pertanyaan dihapus.' };
  });
}
