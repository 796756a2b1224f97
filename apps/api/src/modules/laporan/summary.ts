import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { bulat, verifikasiDaerahTerlihatUntuk, K_LAPORAN, ROLE_LABELS, isRole, type QueryOf, type SessionUser, type SumberSkor } from '@sigap/domain';
import { iga2020Covid, iga2020Inovasi, iga2020Tematik, igaIndikator, indikatorDaerah, indikatorInovasi, mDaerah, nomorRegistrasi, profilPemda, usrAsn } from '../../db/schema';
import { adaBuktiSql, skorTerverifikasiSql } from '../../db/skor';
import { AppError } from '../../lib/errors';
import { rute } from '../../plugins/kontrak';
import { daerahScope, dalamDaerah, dua, pastikanDaerah, pastikanHasil, semua, tahunIndeks } from './common';
import { hasilDaerah, posisiKlaster, ringkasanInovasi, statIndeks, whereInovasi } from './data';

/** Dashboards and summaries (IDX-04). Every answer is limited to the caller's scope on the server. */
export async function summaryRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const settings = () => app.ctx.settings.all();

  async function lingkup(user: SessionUser) {
    const ids = daerahScope(user);
    if (!ids) return { jenis: 'nasional' as const, daerah: null, jumlah_daerah: null as number | null };
    const own = user.m_daerah_id ?? null;
    const [d] = own ? await db.select({ id: mDaerah.id, nama: mDaerah.nama, tingkat: mDaerah.tingkat, jenis: mDaerah.jenis }).from(mDaerah).where(eq(mDaerah.id, own)) : [];
    return { jenis: user.role === 'provinsi' ? ('provinsi' as const) : ids.length > 1 ? ('wilayah' as const) : ('daerah' as const), daerah: d ?? null, jumlah_daerah: ids.length };
  }

  type KueriRingkasan = QueryOf<typeof K_LAPORAN.ringkasan>;

  async function ringkasan(user: SessionUser, q: KueriRingkasan, sumber: SumberSkor) {
    const s = await settings();
    const tahun = tahunIndeks(s, q.tahun);
    // the one rule of when a region's verified results show (a region's own users: after its filling closes)
    const lihat = sumber === 'verified' ? verifikasiDaerahTerlihatUntuk(user, s, tahun) : { terlihat: true, alasan: null };
    const ids = daerahScope(user);
    const [inovasi, ada, ruang] = await Promise.all([
      ringkasanInovasi(db, user, { tahun: q.tahun_inovasi ?? null, verified: sumber === 'verified' }),
      pastikanHasil(db, tahun),
      lingkup(user),
    ]);
    const hasil = ada && lihat.terlihat ? await hasilDaerah(db, tahun, sumber, ids) : [];
    return { status: 1 as const, data: { tahun, sumber, lingkup: ruang, ...inovasi, indeks: statIndeks(hasil), alasan_verifikasi_tersembunyi: lihat.alasan } };
  }

  async function ringkasanDaerah(user: SessionUser, id: number, q: KueriRingkasan, sumber: SumberSkor) {
    pastikanDaerah(user, id);
    const s = await settings();
    const tahun = tahunIndeks(s, q.tahun);
    const lihat = verifikasiDaerahTerlihatUntuk(user, s, tahun);
    const [profil] = await db
      .select({ id: profilPemda.id, nama: profilPemda.nama, daerah: mDaerah.nama, kode: mDaerah.kode, tingkat: mDaerah.tingkat, jenis: mDaerah.jenis, is_iga: profilPemda.is_iga })
      .from(profilPemda)
      .innerJoin(mDaerah, eq(mDaerah.id, profilPemda.id))
      .where(eq(profilPemda.id, id));
    if (!profil) throw new AppError('NOT_FOUND');
    const [inovasi, ada] = await Promise.all([ringkasanInovasi(db, user, { profil: id, tahun: q.tahun_inovasi ?? null, verified: sumber === 'verified' }), pastikanHasil(db, tahun)]);
    const [self, verified] = ada ? await Promise.all([hasilDaerah(db, tahun, 'self', [id]), lihat.terlihat ? hasilDaerah(db, tahun, 'verified', [id]) : []]) : [[], []];
    const bentuk = (r: (typeof self)[number] | undefined) =>
      r ? { spd: dua(r.spd), sid: dua(r.sid), total: dua(r.total), iid: dua(r.iid), predikat: r.predikat ?? null, jumlah_inovasi: r.jumlah_inovasi ?? 0 } : null;
    return {
      status: 1 as const,
      data: {
        tahun,
        sumber,
        profil,
        ...inovasi,
        indeks: { self: bentuk(self[0]), verified: bentuk(verified[0]) },
        klaster: ada && (sumber === 'self' || lihat.terlihat) ? await posisiKlaster(db, id, tahun, sumber) : [],
        alasan_verifikasi_tersembunyi: lihat.alasan,
      },
    };
  }

  rute(app, K_LAPORAN.ringkasan, ({ user, query }) => ringkasan(user, query, 'self'));
  rute(app, K_LAPORAN.ringkasanVerified, ({ user, query }) => ringkasan(user, query, 'verified'));

  /**
   * Sign-in statistics of the accounts in the caller's scope; an OPD sees only the accounts of its own OPD
   * (its own and its UPTs'), never the region's other accounts (no OPD: only its own account).
   */
  rute(app, K_LAPORAN.login, async ({ user }) => {
    const milikOpd = user.role === 'opd' ? (user.opd_perangkat_id != null ? eq(usrAsn.opd_perangkat_id, user.opd_perangkat_id) : eq(usrAsn.id, user.id)) : undefined;
    const where = semua(dalamDaerah(user, usrAsn.m_daerah_id), milikOpd);
    const d30 = sql`now() - interval '30 days'`;
    const d7 = sql`now() - interval '7 days'`;
    const [perRole, terakhir] = await Promise.all([
      db
        .select({
          role: usrAsn.role,
          total: sql<number>`count(*)::int`,
          aktif: sql<number>`count(*) filter (where ${usrAsn.is_active} = 1)::int`,
          pernah_masuk: sql<number>`count(${usrAsn.last_login_at})::int`,
          masuk_7_hari: sql<number>`count(*) filter (where ${usrAsn.last_login_at} >= ${d7})::int`,
          masuk_30_hari: sql<number>`count(*) filter (where ${usrAsn.last_login_at} >= ${d30})::int`,
        })
        .from(usrAsn)
        .where(where)
        .groupBy(usrAsn.role)
        .orderBy(asc(usrAsn.role)),
      db
        .select({ id: usrAsn.id, username: usrAsn.username, nama_lengkap: usrAsn.nama_lengkap, role: usrAsn.role, last_login_at: usrAsn.last_login_at })
        .from(usrAsn)
        .where(semua(where, isNotNull(usrAsn.last_login_at), gte(usrAsn.last_login_at, sql`now() - interval '30 days'`)))
        .orderBy(desc(usrAsn.last_login_at))
        .limit(10),
    ]);
    const sum = (k: 'total' | 'aktif' | 'pernah_masuk' | 'masuk_7_hari' | 'masuk_30_hari') => perRole.reduce((s, r) => s + Number(r[k]), 0);
    return {
      status: 1,
      data: {
        akun: { total: sum('total'), aktif: sum('aktif'), pernah_masuk: sum('pernah_masuk'), masuk_7_hari: sum('masuk_7_hari'), masuk_30_hari: sum('masuk_30_hari') },
        per_role: perRole.map((r) => ({ ...r, label: isRole(r.role) ? ROLE_LABELS[r.role] : r.role })),
        terakhir,
      },
    };
  });

  /** Innovations per theme (Asta Cita 9-16, legacy 0-8) in the caller's scope. */
  rute(app, K_LAPORAN.tema, async ({ user, query }) => {
    const r = await ringkasanInovasi(db, user, { tahun: query.tahun ?? null, verified: query.sumber === 'verified' });
    return { status: 1, data: r.per_tema, total: r.inovasi.total };
  });

  /** Innovations per theme and year (the "per theme over time" chart), for the scope or one region. */
  const overall = async (user: SessionUser, sumber: SumberSkor, profil?: number) => {
    if (profil !== undefined) pastikanDaerah(user, profil);
    const r = await ringkasanInovasi(db, user, { profil, verified: sumber === 'verified' });
    const tahun = [...new Set(r.per_tema_tahun.map((x) => x.tahun))].sort((a, b) => a - b);
    const dipakai = new Set(r.per_tema_tahun.map((x) => x.kode));
    return {
      status: 1 as const,
      data: r.per_tema_tahun,
      tema: r.per_tema.filter((t) => dipakai.has(t.kode)).map((t) => ({ kode: t.kode, nama: t.nama, asta_cita: t.asta_cita, jumlah: t.jumlah })),
      tahun,
      total: r.inovasi.total,
    };
  };
  rute(app, K_LAPORAN.temaTahun, ({ user, query }) => overall(user, query.sumber));
  rute(app, K_LAPORAN.temaTahunDaerah, ({ user, query, params }) => overall(user, query.sumber, params.id));

  /** Innovations per detail theme (klaster_covid_id). */
  rute(app, K_LAPORAN.detailTema, async ({ user, query }) => {
    const where = whereInovasi(user, { tahun: query.tahun ?? null });
    const [detail, jumlah] = await Promise.all([
      db.select({ id: iga2020Covid.id, nama: iga2020Covid.nama, group_id: iga2020Covid.group_id, tema: iga2020Tematik.nama }).from(iga2020Covid).leftJoin(iga2020Tematik, eq(iga2020Tematik.kode, iga2020Covid.group_id)).orderBy(asc(iga2020Covid.group_id), asc(iga2020Covid.id)),
      db
        .select({ id: iga2020Inovasi.klaster_covid_id, jumlah: sql<number>`count(*)::int` })
        .from(iga2020Inovasi)
        .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
        .where(semua(where, isNotNull(iga2020Inovasi.klaster_covid_id)))
        .groupBy(iga2020Inovasi.klaster_covid_id),
    ]);
    const by = new Map(jumlah.map((j) => [j.id, Number(j.jumlah)]));
    const data = detail.map((d) => ({ ...d, jumlah: by.get(d.id) ?? 0 }));
    return { status: 1, data, total: data.reduce((s, d) => s + d.jumlah, 0) };
  });

  rute(app, K_LAPORAN.ringkasanDaerah, ({ user, params, query }) => ringkasanDaerah(user, params.id, query, 'self'));
  rute(app, K_LAPORAN.ringkasanDaerahVerified, ({ user, params, query }) => ringkasanDaerah(user, params.id, query, 'verified'));

  /**
   * Regional statistics (statistik-daerah, statistik-inovasi of a province):
   * one row per province, or per regency/city of `?propinsi_id=`; innovation
   * counts and the mean self and verified IID of the regions in the row.
   */
  rute(app, K_LAPORAN.statistikDaerah, async ({ user, query: q }) => {
    const tahun = tahunIndeks(await settings(), q.tahun);
    const propinsi = q.propinsi_id ?? 0;
    const ids = daerahScope(user);
    const regions = await db
      .select({ id: mDaerah.id, nama: mDaerah.nama, tingkat: mDaerah.tingkat, parent_id: mDaerah.parent_id, jenis: mDaerah.jenis })
      .from(mDaerah)
      .where(semua(ids ? (ids.length ? inArray(mDaerah.id, ids) : sql`false`) : undefined));
    if (propinsi && !regions.some((r) => r.id === propinsi && r.tingkat === 1)) throw new AppError('NOT_FOUND', 'Provinsi tidak ditemukan.');
    // the group of each region: its province (by province), or itself (inside one province)
    const grup = new Map<number, number>();
    for (const r of regions) {
      if (propinsi) {
        if (r.id === propinsi || r.parent_id === propinsi) grup.set(r.id, r.id);
      } else grup.set(r.id, r.tingkat === 1 ? r.id : (r.parent_id ?? r.id));
    }
    const regionIds = [...grup.keys()];
    const ada = await pastikanHasil(db, tahun);
    const [inov, self, verified] = await Promise.all([
      regionIds.length
        ? db
            .select({
              profil_id: iga2020Inovasi.profil_id,
              total: sql<number>`count(*)::int`,
              penerapan: sql<number>`count(*) filter (where ${iga2020Inovasi.inovasi_status} = 2)::int`,
              dikirim: sql<number>`count(${nomorRegistrasi.id})::int`,
              terverifikasi: sql<number>`count(*) filter (where ${nomorRegistrasi.status_nomor} = 1)::int`,
            })
            .from(iga2020Inovasi)
            .leftJoin(nomorRegistrasi, eq(nomorRegistrasi.inovasi_id, iga2020Inovasi.id))
            .where(semua(whereInovasi(user, { profilIds: regionIds, tahun: q.tahun_inovasi ?? null })))
            .groupBy(iga2020Inovasi.profil_id)
        : Promise.resolve([] as { profil_id: number; total: number; penerapan: number; dikirim: number; terverifikasi: number }[]),
      ada ? hasilDaerah(db, tahun, 'self', regionIds) : Promise.resolve([] as Awaited<ReturnType<typeof hasilDaerah>>),
      ada ? hasilDaerah(db, tahun, 'verified', regionIds) : Promise.resolve([] as Awaited<ReturnType<typeof hasilDaerah>>),
    ]);
    const nama = new Map(regions.map((r) => [r.id, r]));
    const rowsBy = new Map<number, { inov: typeof inov; self: typeof self; verified: typeof verified }>();
    const slot = (g: number) => rowsBy.get(g) ?? (rowsBy.set(g, { inov: [], self: [], verified: [] }), rowsBy.get(g)!);
    for (const id of regionIds) slot(grup.get(id)!);
    for (const r of inov) slot(grup.get(r.profil_id)!).inov.push(r);
    for (const r of self) slot(grup.get(r.profil_id)!).self.push(r);
    for (const r of verified) slot(grup.get(r.profil_id)!).verified.push(r);
    const data = [...rowsBy.entries()]
      .map(([g, v]) => {
        const s = statIndeks(v.self);
        const vv = statIndeks(v.verified);
        const sum = (k: 'total' | 'penerapan' | 'dikirim' | 'terverifikasi') => v.inov.reduce((a, r) => a + Number(r[k]), 0);
        return {
          id: g,
          nama: nama.get(g)?.nama ?? String(g),
          jenis: nama.get(g)?.jenis ?? null,
          jumlah_daerah: v.self.length || regionIds.filter((i) => grup.get(i) === g).length,
          inovasi: sum('total'),
          penerapan: sum('penerapan'),
          dikirim: sum('dikirim'),
          terverifikasi: sum('terverifikasi'),
          rata_rata_self: s.rata_rata,
          rata_rata_verified: vv.rata_rata,
          jumlah_dinilai: vv.jumlah_dinilai,
        };
      })
      .sort((a, b) => (propinsi ? (a.id === propinsi ? -1 : b.id === propinsi ? 1 : 0) : 0) || a.nama.localeCompare(b.nama, 'id'));
    return { status: 1, data, total: data.length, tahun, propinsi: propinsi ? { id: propinsi, nama: nama.get(propinsi)?.nama ?? '' } : null };
  });

  /**
   * Distribution of answers per indicator (per-indikator): for every scored
   * indicator of the year, how many answers reached each level (score =
   * weight x level; 0 = answered without a level), and the mean score, from
   * self answers or verified ones (the verifier's score where given).
   */
  rute(app, K_LAPORAN.perIndikator, async ({ query: q }) => {
    const tahun = tahunIndeks(await settings(), q.tahun);
    const { tipe, sumber } = q;
    const defs = await db
      .select({ id: igaIndikator.id, no_urut: igaIndikator.no_urut, kode: igaIndikator.kode, nama: igaIndikator.indikator, bobot: igaIndikator.bobot, skor_maks: igaIndikator.skor_maks, jenis: igaIndikator.jenis, group_id: igaIndikator.group_id, required: igaIndikator.required })
      .from(igaIndikator)
      .where(and(eq(igaIndikator.tahun, tahun), eq(igaIndikator.tipe, tipe)))
      .orderBy(asc(igaIndikator.no_urut), asc(igaIndikator.kode));
    const t = tipe === 'P' ? indikatorDaerah : indikatorInovasi;
    const skor =
      sumber === 'verified'
        ? tipe === 'P'
          ? skorTerverifikasiSql(indikatorDaerah, adaBuktiSql('daerah', indikatorDaerah.profil_id, indikatorDaerah.indikator_id))
          : skorTerverifikasiSql(indikatorInovasi, adaBuktiSql('inovasi', indikatorInovasi.inovasi_id, indikatorInovasi.indikator_id))
        : sql`${t.skor}`;
    const level = sql`round((${skor} / nullif(${igaIndikator.bobot}, 0))::numeric)::int`;
    const ids = defs.map((d) => d.id);
    const agg = ids.length
      ? await db
          .select({
            indikator_id: t.indikator_id,
            level: sql<number>`coalesce(${level}, 0)`,
            jumlah: sql<number>`count(*)::int`,
            skor: sql<number>`coalesce(sum(${skor}), 0)::float8`,
          })
          .from(t)
          .innerJoin(igaIndikator, eq(igaIndikator.id, t.indikator_id))
          .where(and(inArray(t.indikator_id, ids), tipe === 'I' ? eq(indikatorInovasi.jenis, 'penerapan') : undefined))
          .groupBy(t.indikator_id, sql`2`)
      : [];
    const data = defs
      .filter((d) => d.jenis !== 'A')
      .map((d) => {
        const mine = agg.filter((a) => a.indikator_id === d.id);
        const jumlah = mine.reduce((s, a) => s + Number(a.jumlah), 0);
        const total = mine.reduce((s, a) => s + Number(a.skor), 0);
        const lv = (l: number) => mine.filter((a) => Number(a.level) === l).reduce((s, a) => s + Number(a.jumlah), 0);
        return {
          indikator_id: d.id,
          nomor: d.kode?.replace(/^(SPD|SID)-0?/, '') ?? String(d.no_urut),
          kode: d.kode,
          nama: d.nama,
          bobot: d.bobot,
          skor_maks: d.skor_maks,
          required: d.required,
          jumlah_jawaban: jumlah,
          rata_rata_skor: jumlah ? bulat(total / jumlah) : 0,
          distribusi: [0, 1, 2, 3].map((l) => ({ level: l, jumlah: lv(l) })),
        };
      });
    return { status: 1, data, total: data.length, tahun, tipe, sumber };
  });
}
