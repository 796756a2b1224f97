import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { dataScope, getResource, halaman, verifikasiDaerahTerlihatUntuk, K_PROFIL, parseYears, polaLike, statusPengiriman, TAHAPAN_INOVASI, type SessionUser, type URUTAN_BINAAN } from '@sigap/domain';
import type { DbOrTx } from '../../db/client';
import { activityLog, iga2020Inovasi, indikatorDaerah, mDaerah, media, nomorRegistrasi, opdPerangkat, profilPemda, usrAsn } from '../../db/schema';
import { adaBuktiSql, jumlahTerverifikasiSql } from '../../db/skor';
import { logActivity } from '../../lib/activity';
import { inRegions, scopeFor, scopeSql, whereAll } from '../../crud/query';
import { AppError, validationError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { canReadMedia } from '../media';
import { dokumenDari, jawabanDaerahBanyak, jawabanInovasiBanyak, katalog, perPemilik, profilDalamScope, statusRingkas, tahunDari, tahunPenilaian, type ProfilRow } from '../indikator';
import { daftarkanEkspor, eksporAtauLatar, tulisBerkas } from '../ekspor';
import { isiProfil, profilExcel, profilPdf, type IsiProfil } from './export';
import { profilHooks } from './hooks';

const GAMBAR = ['image/jpeg', 'image/png', 'image/webp'];
const LINIMASA_HALAMAN = 50;
/** `?sort=` shortcuts of daerah-binaan: column and direction. */
const ALIAS_URUTAN: Record<(typeof URUTAN_BINAAN)[number], ['nama' | 'waktu', 'asc' | 'desc']> = { nama_asc: ['nama', 'asc'], nama_desc: ['nama', 'desc'], terbaru: ['waktu', 'desc'], terlama: ['waktu', 'asc'] };

/** An uploaded file the user may read, or the reason it cannot be used. */
async function berkasMedia(db: DbOrTx, user: SessionUser, fileUrl: string | null | undefined): Promise<{ row: typeof media.$inferSelect } | { error: string }> {
  if (!fileUrl?.trim()) return { error: 'Berkas wajib diunggah terlebih dahulu.' };
  const [row] = await db.select().from(media).where(eq(media.file_url, fileUrl.trim()));
  if (!row || !canReadMedia(user, row)) return { error: 'Berkas tidak ditemukan atau tidak dapat Anda akses. Unggah ulang berkasnya.' };
  return { row };
}

/** Which list a change belongs to on the timeline. */
function kategori(name: string, data: { name: string; value: string }[]): 'profil' | 'indikator' | 'inovasi' {
  const has = (n: string, v?: string) => data.some((p) => p.name === n && (v === undefined || p.value === v));
  if (has('inovasi_id') || has('tabel', 'iga2020_inovasi') || has('pemilik', 'inovasi')) return 'inovasi';
  if (/indikator/i.test(name) || has('pemilik', 'profil')) return 'indikator';
  return 'profil';
}

export async function profilRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.crudHooks.set('profil_pemda', profilHooks);
  const settingsOf = () => app.ctx.settings.all();

  // ------------------------------------------------------------ logo (PLT-11)
  rute(app, K_PROFIL.logo, async ({ user, body }) => {
    // no profile named: the caller's own
    const profilId = typeof body.profil_id === 'number' ? body.profil_id : user.profil_id;
    if (profilId == null) throw validationError({ profil_id: 'Pilih profil daerah.' });
    const data = await db.transaction(async (tx) => {
      const p = await profilDalamScope(tx, user, profilId, 'tulis', true);
      const f = await berkasMedia(tx, user, body.file_url);
      if ('error' in f) throw validationError({ file_url: f.error });
      if (!GAMBAR.includes(f.row.mime)) throw validationError({ file_url: 'Logo harus berupa gambar (JPEG, PNG atau WebP).' });
      // the logo shows on the public landing page of the region
      await tx.update(media).set({ is_public: 1 }).where(eq(media.id, f.row.id));
      const [saved] = await tx.update(profilPemda).set({ logo_url: f.row.file_url, updated_at: sql`now()` }).where(eq(profilPemda.id, p.id)).returning({ id: profilPemda.id, logo_url: profilPemda.logo_url });
      await logActivity(tx, user, 'Ubah logo profil pemda', { profil_id: p.id, file_url: f.row.file_url });
      return { profil_id: saved!.id, logo_url: saved!.logo_url };
    });
    return { status: 1, message: 'Logo berhasil diperbarui.', data };
  });

  // ------------------------------------------------------------ pledge of integrity (PRF-03)
  const paktaData = async (p: typeof profilPemda.$inferSelect) => {
    const [m] = p.pakta_pemda_filename ? await db.select().from(media).where(eq(media.file_url, p.pakta_pemda_filename)) : [];
    return {
      profil_id: p.id,
      nama: p.nama,
      pakta_pemda_filename: p.pakta_pemda_filename,
      file_url: p.pakta_pemda_filename,
      nama_berkas: m?.original_name ?? null,
      ukuran: m?.size ?? null,
      diunggah_pada: m?.created_at ?? null,
    };
  };

  rute(app, K_PROFIL.pakta, async ({ user, params }) => {
    const p = await profilDalamScope(db, user, params.id);
    return { status: 1, data: await paktaData(p) };
  });

  rute(app, K_PROFIL.simpanPakta, async ({ user, params, body }) => {
    const saved = await db.transaction(async (tx) => {
      const p = await profilDalamScope(tx, user, params.id, 'tulis', true);
      const f = await berkasMedia(tx, user, body.file_url);
      if ('error' in f) throw validationError({ file_url: f.error }, 'Dokumen gagal dikirim');
      if (f.row.mime !== 'application/pdf') throw validationError({ file_url: 'Pakta integritas harus berupa berkas PDF.' }, 'Dokumen gagal dikirim');
      const [row] = await tx.update(profilPemda).set({ pakta_pemda_filename: f.row.file_url, updated_at: sql`now()` }).where(eq(profilPemda.id, p.id)).returning();
      await logActivity(tx, user, 'Unggah pakta integritas', { profil_id: p.id, file_url: f.row.file_url, nama: f.row.original_name });
      return row!;
    });
    return { status: 1, message: 'Dokumen berhasil dikirim', data: await paktaData(saved) };
  });

  // ------------------------------------------------------------ timeline (Lini Masa)
  /**
   * The profile's history: activity rows whose data name this profile
   * (profil_id, or table profil_pemda / evaluation of the profile with its id)
   * or one of its innovations (inovasi_id, or table iga2020_inovasi /
   * evaluation of an innovation with its id). Newest first, 50 a page;
   * `since_id` = entries older than that id.
   */
  rute(app, K_PROFIL.linimasa, async ({ user, params, query }) => {
    const p = await profilDalamScope(db, user, params.id);
    const sinceId = query.since_id;
    const limit = query.limit ?? LINIMASA_HALAMAN;
    // only the innovations the caller may read (OPD, UPT and ASN: their own), never another account's field values
    const inovasiRes = getResource('iga2020_inovasi')!;
    const [ino, semuaIno] = await Promise.all([
      db
        .select({ id: iga2020Inovasi.id })
        .from(iga2020Inovasi)
        .where(whereAll([eq(iga2020Inovasi.profil_id, p.id), ...scopeSql(scopeFor(user, inovasiRes, 'baca'), inovasiRes, iga2020Inovasi)])),
      db.select({ id: iga2020Inovasi.id }).from(iga2020Inovasi).where(eq(iga2020Inovasi.profil_id, p.id)),
    ]);
    const terbaca = new Set(ino.map((i) => String(i.id)));
    const tersembunyi = new Set(semuaIno.map((i) => String(i.id)).filter((i) => !terbaca.has(i)));
    const json = (pairs: Record<string, string>) => JSON.stringify(Object.entries(pairs).map(([name, value]) => ({ name, value })));
    const conds: SQL[] = [
      sql`${activityLog.data} @> ${json({ profil_id: String(p.id) })}::jsonb`,
      sql`${activityLog.data} @> ${json({ tabel: 'profil_pemda', id: String(p.id) })}::jsonb`,
      sql`${activityLog.data} @> ${json({ pemilik: 'profil', id: String(p.id) })}::jsonb`,
    ];
    if (ino.length) {
      const vals = sql.join(
        ino.map((i) => sql`${String(i.id)}`),
        sql`, `,
      );
      conds.push(sql`exists (select 1 from jsonb_array_elements(${activityLog.data}) e where e->>'name' = 'inovasi_id' and e->>'value' in (${vals}))`);
      conds.push(
        sql`((${activityLog.data} @> ${json({ tabel: 'iga2020_inovasi' })}::jsonb or ${activityLog.data} @> ${json({ pemilik: 'inovasi' })}::jsonb) and exists (select 1 from jsonb_array_elements(${activityLog.data}) e where e->>'name' = 'id' and e->>'value' in (${vals})))`,
      );
    }
    const rows = await db
      .select()
      .from(activityLog)
      .where(and(or(...conds), sinceId ? lt(activityLog.id, sinceId) : undefined))
      .orderBy(desc(activityLog.id))
      .limit(limit);
    const inovasiDari = (a: (typeof rows)[number]) =>
      a.data.find((d) => d.name === 'inovasi_id')?.value ??
      (a.data.some((d) => (d.name === 'tabel' && d.value === 'iga2020_inovasi') || (d.name === 'pemilik' && d.value === 'inovasi')) ? a.data.find((d) => d.name === 'id')?.value : undefined);
    return {
      status: 1,
      since_id: rows.length ? rows[rows.length - 1]!.id : null,
      data: rows.filter((a) => !tersembunyi.has(String(inovasiDari(a) ?? ''))).map((a) => {
        const inovasiId = inovasiDari(a);
        return {
          id: a.id,
          ts: a.ts,
          account: { id: a.account_id, username: a.username },
          name: a.name,
          kategori: kategori(a.name, a.data),
          inovasi_id: inovasiId ? Number(inovasiId) : null,
          data: a.data,
        };
      }),
    };
  });

  // ------------------------------------------------------------ downloads (PRF-04)
  /**
   * Downloads are opened by the browser as plain links, so they also accept a download token
   * `?unduh=` (POST /unduh/token, like /media files); sign-in and permission are checked before the handler.
   */
  const isiUnduhan = async (dbx: DbOrTx, user: SessionUser, p: ProfilRow, tahun: number) => {
    const isi = await isiProfil(dbx, user, p, tahun);
    // rows: the profile's fields, its indicators and their documents (the three sheets; the PDF's sections)
    return { isi, baris: isi.fields.length + isi.items.length + isi.items.reduce((n, i) => n + i.files.length, 0) };
  };
  /**
   * Each format in the request while within EKSPOR_LATAR_BARIS rows; past that, or with `Prefer: respond-async`, a
   * job writes it as the caller (the profile in its scope again, decision 116). A profile out of scope is 404 and
   * a bad year 422 before anything is queued; the year is fixed when asked.
   */
  for (const [jenis, k, ext, tulis, tipe] of [
    ['profil_pdf', K_PROFIL.unduhPdf, 'pdf', profilPdf, 'application/pdf'],
    ['profil_excel', K_PROFIL.unduhExcel, 'xlsx', (isi: IsiProfil) => profilExcel(isi), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ] as const) {
    daftarkanEkspor(app, jenis, {
      izin: k.izin,
      tulis: async (dbTugas, user, kueri, berkas) => {
        const p = await profilDalamScope(dbTugas, user, Number(kueri.id));
        const u = await isiUnduhan(dbTugas, user, p, Number(kueri.tahun));
        await tulisBerkas(berkas, await tulis(u.isi, p));
        return { baris: u.baris };
      },
    });
    rute(app, k, async ({ user, req, params, query, reply }) => {
      const p = await profilDalamScope(db, user, params.id);
      const tahun = tahunDari(await settingsOf(), query.tahun);
      const nama = `profil-pemda-${p.id}.${ext}`;
      return eksporAtauLatar(app, req, reply, { user, jenis, kueri: { id: p.id, tahun }, nama }, async () => {
        const u = await isiUnduhan(db, user, p, tahun);
        return { baris: u.baris, kirim: async () => reply.header('Content-Type', tipe).header('Content-Disposition', `attachment; filename="${nama}"`).send(await tulis(u.isi, p)) };
      });
    });
  }

  // ------------------------------------------------------------ regions of a province
  /** Regencies and cities of a province inside the user's scope; 404 when `id` is not a province. */
  async function kabkotaDari(user: SessionUser, provinsiId: number) {
    const [prov] = await db.select().from(mDaerah).where(and(eq(mDaerah.id, provinsiId), eq(mDaerah.tingkat, 1)));
    if (!prov) throw new AppError('NOT_FOUND', 'Provinsi tidak ditemukan.');
    const scope = dataScope(user, { region: 'id' });
    const rows = await db
      .select({ id: mDaerah.id, nama: mDaerah.nama, kode: mDaerah.kode, jenis: mDaerah.jenis })
      .from(mDaerah)
      .where(and(eq(mDaerah.parent_id, prov.id), inRegions(mDaerah.id, scope.daerah_ids)))
      .orderBy(asc(mDaerah.nama));
    return { prov, rows };
  }

  rute(app, K_PROFIL.kabkotaPropinsi, async ({ user, params }) => {
    const { rows } = await kabkotaDari(user, params.id);
    return { status: 1, data: rows.map((r) => ({ id: r.id, nama: r.nama })), total: rows.length };
  });

  /** Indicator progress of regions for one year (counts and overall status), with their innovation counts. */
  async function progresDaerah(ids: number[], tahun: number, verifikasiTerlihat: boolean) {
    const defs = await katalog(db, tahun, 'P');
    const [jawaban, dokumen, skor, inovasi] = await Promise.all([
      jawabanDaerahBanyak(db, ids, tahun),
      dokumenDari(
        db,
        'daerah',
        ids,
        defs.map((d) => d.id),
      ),
      ids.length
        ? db
            .select({
              profil_id: indikatorDaerah.profil_id,
              self: sql<number>`coalesce(sum(${indikatorDaerah.skor}), 0)::float8`,
              verified: jumlahTerverifikasiSql(indikatorDaerah, adaBuktiSql('daerah', indikatorDaerah.profil_id, indikatorDaerah.indikator_id)),
              dievaluasi: sql<number>`count(${indikatorDaerah.verified_at})::int`,
            })
            .from(indikatorDaerah)
            .where(and(inArray(indikatorDaerah.profil_id, ids), eq(indikatorDaerah.tahun, tahun)))
            .groupBy(indikatorDaerah.profil_id)
        : [],
      ids.length
        ? db
            .select({
              profil_id: iga2020Inovasi.profil_id,
              jumlah: sql<number>`count(*)::int`,
              menunggu: sql<number>`count(*) filter (where ${nomorRegistrasi.status_nomor} = 0)::int`,
            })
            .from(iga2020Inovasi)
            .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
            .where(inArray(iga2020Inovasi.profil_id, ids))
            .groupBy(iga2020Inovasi.profil_id)
        : [],
    ]);
    const dok = perPemilik(dokumen);
    const skorBy = new Map(skor.map((s) => [s.profil_id, s]));
    const inoBy = new Map(inovasi.map((s) => [s.profil_id, s]));
    return (id: number) => ({
      indikator: { ...statusRingkas(defs, jawaban.get(id), dok.get(id) ?? []), dievaluasi: skorBy.get(id)?.dievaluasi ?? 0 },
      skor_total: skorBy.get(id)?.self ?? 0,
      skor_verifikasi: verifikasiTerlihat ? (skorBy.get(id)?.verified ?? 0) : null,
      jumlah_inovasi: inoBy.get(id)?.jumlah ?? 0,
      inovasi_menunggu: inoBy.get(id)?.menunggu ?? 0,
    });
  }

  /** Regencies and cities of a province with their indicator progress (PRF-09 drill-down; also a lookup). */
  rute(app, K_PROFIL.kabkota, async ({ user, params, query }) => {
    const settings = await settingsOf();
    const tahun = tahunDari(settings, query.tahun);
    const { prov, rows } = await kabkotaDari(user, params.id);
    const lihat = verifikasiDaerahTerlihatUntuk(user, settings, tahun);
    const progres = await progresDaerah(
      rows.map((r) => r.id),
      tahun,
      lihat.terlihat,
    );
    return {
      status: 1,
      data: rows.map((r) => ({ ...r, profil_id: r.id, ...progres(r.id) })),
      total: rows.length,
      tahun,
      propinsi: { id: prov.id, nama: prov.nama },
      alasan_verifikasi_tersembunyi: lihat.alasan,
    };
  });

  /** Profiles for verification (PRF-09): the regions of the verifier's area and assigned regions (central roles: all). */
  rute(app, K_PROFIL.verifikasi, async ({ user, query }) => {
    const tahun = tahunDari(await settingsOf(), query.tahun);
    const { page, perPage, offset, dir, search } = halaman(query);
    const scope = dataScope(user, { region: 'id' });
    const like = search ? polaLike(search) : null;
    const propinsi = query.propinsi_id;
    const tingkat = query.tingkat;
    const where = and(
      inRegions(profilPemda.id, scope.daerah_ids),
      like ? ilike(profilPemda.nama, like) : undefined,
      propinsi ? or(eq(mDaerah.id, propinsi), eq(mDaerah.parent_id, propinsi)) : undefined,
      tingkat ? eq(mDaerah.tingkat, tingkat) : undefined,
    );
    const urut = dir === 'desc' ? desc : asc;
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: profilPemda.id, nama: profilPemda.nama, kode: mDaerah.kode, tingkat: mDaerah.tingkat, jenis: mDaerah.jenis, parent_id: mDaerah.parent_id, email: profilPemda.email, nama_admin: profilPemda.nama_admin })
        .from(profilPemda)
        .innerJoin(mDaerah, eq(mDaerah.id, profilPemda.m_daerah_id))
        .where(where)
        .orderBy(urut(profilPemda.nama), asc(profilPemda.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(profilPemda).innerJoin(mDaerah, eq(mDaerah.id, profilPemda.m_daerah_id)).where(where),
    ]);
    const parents = [...new Set(rows.map((r) => r.parent_id).filter((v): v is number => v != null))];
    const provs = parents.length ? await db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(inArray(mDaerah.id, parents)) : [];
    const provBy = new Map(provs.map((p) => [p.id, p]));
    const lihat = verifikasiDaerahTerlihatUntuk(user, await settingsOf(), tahun);
    const progres = await progresDaerah(
      rows.map((r) => r.id),
      tahun,
      lihat.terlihat,
    );
    return {
      status: 1,
      data: rows.map((r) => ({
        id: r.id,
        nama: r.nama,
        m_daerah: { id: r.id, kode: r.kode, tingkat: r.tingkat, jenis: r.jenis },
        propinsi: r.parent_id != null ? (provBy.get(r.parent_id) ?? null) : null,
        email: r.email,
        nama_admin: r.nama_admin,
        ...progres(r.id),
      })),
      alasan_verifikasi_tersembunyi: lihat.alasan,
      total: Number(total?.n ?? 0),
      page,
      per_page: perPage,
      tahun,
    };
  });

  /** Provinces holding regions of the caller's verification scope, with counts (PRF-09 first level). */
  rute(app, K_PROFIL.provinsiVerifikasi, async ({ user, query }) => {
    const tahun = tahunDari(await settingsOf(), query.tahun);
    const scope = dataScope(user, { region: 'id' });
    const like = query.search ? polaLike(query.search) : null;
    const inScope = inRegions(mDaerah.id, scope.daerah_ids);
    const regions = await db.select({ id: mDaerah.id, tingkat: mDaerah.tingkat, parent_id: mDaerah.parent_id }).from(mDaerah).where(inScope);
    const provOf = (r: { id: number; tingkat: number; parent_id: number | null }) => (r.tingkat === 1 ? r.id : r.parent_id);
    const byProv = new Map<number, number[]>();
    for (const r of regions) {
      const p = provOf(r);
      if (p != null) byProv.set(p, [...(byProv.get(p) ?? []), r.id]);
    }
    const provIds = [...byProv.keys()];
    const provs = provIds.length
      ? await db
          .select({ id: mDaerah.id, nama: mDaerah.nama, kode: mDaerah.kode })
          .from(mDaerah)
          .where(and(inArray(mDaerah.id, provIds), like ? ilike(mDaerah.nama, like) : undefined))
          .orderBy(asc(mDaerah.nama))
      : [];
    const allIds = provs.flatMap((p) => byProv.get(p.id) ?? []);
    const [terisi, menunggu] = allIds.length
      ? await Promise.all([
          db
            .select({ profil_id: indikatorDaerah.profil_id })
            .from(indikatorDaerah)
            .where(and(inArray(indikatorDaerah.profil_id, allIds), eq(indikatorDaerah.tahun, tahun)))
            .groupBy(indikatorDaerah.profil_id),
          db
            .select({ profil_id: iga2020Inovasi.profil_id, n: sql<number>`count(*)::int` })
            .from(iga2020Inovasi)
            .innerJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
            .where(and(inArray(iga2020Inovasi.profil_id, allIds), eq(nomorRegistrasi.status_nomor, 0)))
            .groupBy(iga2020Inovasi.profil_id),
        ])
      : [[], []];
    const terisiSet = new Set(terisi.map((t) => t.profil_id));
    const menungguBy = new Map(menunggu.map((m) => [m.profil_id, m.n]));
    const data = provs.map((p) => {
      const ids = byProv.get(p.id) ?? [];
      return {
        id: p.id,
        nama: p.nama,
        kode: p.kode,
        jumlah_daerah: ids.length,
        jumlah_profil_terisi: ids.filter((i) => terisiSet.has(i)).length,
        inovasi_menunggu: ids.reduce((a, i) => a + (menungguBy.get(i) ?? 0), 0),
      };
    });
    return { status: 1, data, total: data.length, tahun };
  });

  // ------------------------------------------------------------ daerah-binaan (PRF-08)
  /**
   * The province dashboard: innovations of the province's regencies and
   * cities, of the data years (settings `tahun_data`) with is_index = 1,
   * with counts per stage, document completeness and submission status.
   */
  rute(app, K_PROFIL.binaan, async ({ user, query }) => {
    const settings = await settingsOf();
    const { page, perPage, offset, field: kolom, dir, search } = halaman(query);
    const years = parseYears(settings.tahun_data);
    const tahunList = years.length ? years : [2023, 2024, 2025, 2026];
    const kids = user.m_daerah_id != null ? await db.select({ id: mDaerah.id, nama: mDaerah.nama }).from(mDaerah).where(eq(mDaerah.parent_id, user.m_daerah_id)).orderBy(asc(mDaerah.nama)) : [];
    const kabkota = query.kabkota_id;
    const ids = kabkota ? kids.filter((k) => k.id === kabkota).map((k) => k.id) : kids.map((k) => k.id);
    const isIndex = query.is_index ?? 1;
    const base = and(
      ids.length ? inArray(iga2020Inovasi.profil_id, ids) : sql`false`,
      inArray(iga2020Inovasi.tahun, tahunList),
      eq(iga2020Inovasi.is_index, isIndex),
    );
    const like = search ? polaLike(search) : null;
    const tahap = query.inovasi_status;
    const where = and(base, like ? or(ilike(iga2020Inovasi.nama, like), ilike(profilPemda.nama, like)) : undefined, tahap !== undefined ? eq(iga2020Inovasi.inovasi_status, tahap) : undefined);

    // `?sort=` shortcut first, else orderBy[field]/orderBy[sort]; an unknown column sorts by name
    const alias = query.sort ? ALIAS_URUTAN[query.sort] : undefined;
    const field = alias?.[0] ?? kolom ?? 'nama';
    const dirRaw = alias?.[1] ?? dir;
    const cols = { nama: iga2020Inovasi.nama, waktu: iga2020Inovasi.waktu, waktu_implementasi: iga2020Inovasi.waktu_implementasi, tahun: iga2020Inovasi.tahun } as const;
    // own keys only: `orderBy[field]=constructor` sorts by name like any unknown column
    const col = Object.hasOwn(cols, field) ? cols[field as keyof typeof cols] : iga2020Inovasi.nama;
    const order = dirRaw === 'desc' ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;

    const [rows, [total], rekapRows] = await Promise.all([
      db
        .select({
          id: iga2020Inovasi.id,
          nama: iga2020Inovasi.nama,
          profil_id: iga2020Inovasi.profil_id,
          nama_pemda: profilPemda.nama,
          tahun: iga2020Inovasi.tahun,
          inovasi_status: iga2020Inovasi.inovasi_status,
          waktu: iga2020Inovasi.waktu,
          waktu_implementasi: iga2020Inovasi.waktu_implementasi,
          kematangan: iga2020Inovasi.kematangan,
          opd_id: opdPerangkat.id,
          nama_opd: opdPerangkat.nama,
          status_nomor: nomorRegistrasi.status_nomor,
          setuju: nomorRegistrasi.setuju,
          nomor: nomorRegistrasi.nomor,
          qc: nomorRegistrasi.qc,
        })
        .from(iga2020Inovasi)
        .innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id))
        .leftJoin(usrAsn, eq(usrAsn.id, iga2020Inovasi.created_by))
        .leftJoin(opdPerangkat, eq(opdPerangkat.id, usrAsn.opd_perangkat_id))
        .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .where(where)
        .orderBy(order, asc(iga2020Inovasi.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(iga2020Inovasi).innerJoin(profilPemda, eq(profilPemda.id, iga2020Inovasi.profil_id)).where(where),
      db.select({ s: iga2020Inovasi.inovasi_status, n: sql<number>`count(*)::int` }).from(iga2020Inovasi).where(base).groupBy(iga2020Inovasi.inovasi_status),
    ]);
    const defs = await katalog(db, tahunPenilaian(settings), 'I');
    const inoIds = rows.map((r) => r.id);
    const [jawaban, dokumen] = await Promise.all([
      jawabanInovasiBanyak(db, inoIds),
      dokumenDari(
        db,
        'inovasi',
        inoIds,
        defs.map((d) => d.id),
      ),
    ]);
    const dok = perPemilik(dokumen);
    const by = (s: number) => rekapRows.find((r) => r.s === s)?.n ?? 0;
    return {
      status: 1,
      data: rows.map((r, i) => {
        const registrasi = r.status_nomor == null ? null : { status_nomor: r.status_nomor, setuju: r.setuju, nomor: r.nomor, qc: r.qc ?? 0 };
        return {
          no: offset + i + 1,
          id: r.id,
          nama: r.nama,
          profil_id: r.profil_id,
          nama_pemda: r.nama_pemda,
          opd: r.opd_id ? { id: r.opd_id, nama_opd: r.nama_opd } : null,
          tahun: r.tahun,
          inovasi_status: r.inovasi_status,
          tahapan: TAHAPAN_INOVASI.find((t) => t.value === r.inovasi_status)?.label ?? null,
          waktu: r.waktu,
          waktu_implementasi: r.waktu_implementasi,
          kematangan: r.kematangan,
          dokumen: statusRingkas(defs, jawaban.get(r.id), dok.get(r.id) ?? []),
          registrasi,
          status_pengiriman: statusPengiriman(registrasi),
        };
      }),
      total: Number(total?.n ?? 0),
      page,
      per_page: perPage,
      rekap: { inisiatif: by(0), ujicoba: by(1), penerapan: by(2), total: by(0) + by(1) + by(2) },
      kabkota: kids,
      tahun: tahunList,
    };
  });
}
