import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { halaman, hariIniWib, hariMenujuTutup, isiPengingat, K_PENGINGAT, kunciPengingat, parseHariPengingat, perluPengingat, polaLike, titikPengingatHariIni } from '@sigap/domain';
import { pengingatBerhenti, pengingatLog, profilPemda, usrAsn } from '../../db/schema';
import { whereAll } from '../../crud/query';
import { rute } from '../../plugins/kontrak';
import { tahunPenilaian } from '../indikator';
import { barisTenggat } from '../tenggat';
import { antreanSurel, kirimNotifikasi, padaHasilSurel } from '../notifikasi';

/**
 * Reminders before the close (issue 20, decisions 105 and 109). Every process enqueues today's schedule job under the
 * key `jadwal:{date}:{close}:{point}` (one exists; a close date changed during the day schedules anew); the schedule job, on a reminder day (settings `pengingat_hari`), reads the deadline
 * board (`barisTenggat`) and enqueues one `kirim_pengingat` per account of every region at risk under the key
 * `pengingat:{account}:{close}:{point}`; each such job writes a notification and a log row and enqueues its e-mail
 * (`kirim_surel`: SMTP, or the outbox in demo mode) in one transaction. Keys are unique in the queue, so two
 * processes never send twice.
 */

const PERAN_PENERIMA = ['pemda', 'opd'] as const;

const tandaBerhenti = (secret: string, id: number) => crypto.createHmac('sha256', secret).update(`berhenti-pengingat:${id}`).digest('base64url').slice(0, 32);
const tokenBerhenti = (secret: string, id: number) => `${id}.${tandaBerhenti(secret, id)}`;
function bacaTokenBerhenti(secret: string, token: string): number | null {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const a = Buffer.from(tandaBerhenti(secret, id));
  const b = Buffer.from(m[2]!);
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? id : null;
}

const halamanHtml = (judul: string, isi: string) =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${judul}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.4rem}</style></head>` +
  `<body><h1>${judul}</h1><p>${isi}</p><p><a href="/login">Masuk ke SIGAP Inovasi</a></p></body></html>`;

export async function pengingatRoutes(app: FastifyInstance) {
  const { db, config, settings } = app.ctx;
  const antrian = app.antrian;
  const antreSurel = antreanSurel(app);
  const alamatAplikasi = () => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

  /** Today's schedule: which point it is, and one send job per account of each region at risk. */
  antrian.daftarkan('jadwal_pengingat', async () => {
    const s = await settings.all();
    const selesai = s.periode_selesai || null;
    const titik = titikPengingatHariIni(hariMenujuTutup(hariIniWib(), selesai), parseHariPengingat(s.pengingat_hari));
    if (titik === null || !selesai) return;
    const tahun = tahunPenilaian(s);
    const berisiko = (await barisTenggat(db, null, tahun, {})).filter((r) => perluPengingat(r.risiko));
    if (!berisiko.length) return;
    const akun = await db
      .select({ id: usrAsn.id, m_daerah_id: usrAsn.m_daerah_id })
      .from(usrAsn)
      .leftJoin(pengingatBerhenti, eq(pengingatBerhenti.usr_asn_id, usrAsn.id))
      .where(and(inArray(usrAsn.role, [...PERAN_PENERIMA]), inArray(usrAsn.m_daerah_id, berisiko.map((r) => r.profil_id)), eq(usrAsn.is_active, 1), isNull(pengingatBerhenti.usr_asn_id)));
    const perDaerah = new Map(berisiko.map((r) => [r.profil_id, r]));
    for (const a of akun) {
      const r = perDaerah.get(a.m_daerah_id!);
      if (!r) continue;
      await antrian.tambah(db, 'kirim_pengingat', kunciPengingat(a.id, selesai, titik), { usr_asn_id: a.id, profil_id: r.profil_id, nama_daerah: r.nama, tahun, periode_selesai: selesai, titik, alasan: r.alasan });
    }
  });

  /**
   * One reminder: notification, log row and (when the account has an address) its e-mail, enqueued in one
   * transaction (decision 114); the log row says `menunggu` until the e-mail job reports `terkirim`, or `gagal`
   * with the error after its last attempt (the notice in the app was written either way).
   */
  antrian.daftarkan('kirim_pengingat', async (d) => {
    const id = Number(d.usr_asn_id);
    const [a] = await db.select({ email: usrAsn.email, berhenti: pengingatBerhenti.usr_asn_id }).from(usrAsn).leftJoin(pengingatBerhenti, eq(pengingatBerhenti.usr_asn_id, usrAsn.id)).where(eq(usrAsn.id, id));
    if (!a || a.berhenti != null) return;
    const isi = isiPengingat({
      nama_daerah: String(d.nama_daerah),
      tahun: Number(d.tahun),
      hari_sisa: Number(d.titik),
      periode_selesai: String(d.periode_selesai),
      alasan: Array.isArray(d.alasan) ? d.alasan.map(String) : [],
      alamat_aplikasi: alamatAplikasi(),
      alamat_berhenti: `${alamatAplikasi()}/pengingat/berhenti?token=${tokenBerhenti(config.JWT_SECRET, id)}`,
    });
    await db.transaction(async (tx) => {
      await kirimNotifikasi(tx, { usr_asn_id: id }, { jenis: 'pengingat', judul: isi.judul, isi: isi.teks, tautan: '/dashboard/simulasi-skor' });
      const [log] = await tx
        .insert(pengingatLog)
        .values({
          usr_asn_id: id,
          profil_id: Number(d.profil_id),
          tahun: Number(d.tahun),
          periode_selesai: String(d.periode_selesai),
          titik: Number(d.titik),
          email: a.email ?? null,
          status: a.email ? 'menunggu' : 'tanpa_email',
          judul: isi.judul.slice(0, 255),
        })
        .returning({ id: pengingatLog.id });
      if (a.email) await antreSurel(tx, { to: a.email, subject: isi.judul, text: isi.teks }, { asal: { jenis: 'pengingat', id: log!.id } });
    });
  });

  /** The e-mail job tells the log how the reminder's e-mail went. */
  padaHasilSurel(antrian, 'pengingat', async (tx, logId, hasil) => {
    await tx
      .update(pengingatLog)
      .set(hasil.terkirim ? { status: 'terkirim', galat: null } : { status: 'gagal', galat: hasil.galat })
      .where(eq(pengingatLog.id, logId));
  });

  /** Today's schedule job, only on a reminder day; its key names the close and point it is for. */
  const jadwalkan = async () => {
    const s = await settings.all();
    const hari = hariIniWib();
    const titik = titikPengingatHariIni(hariMenujuTutup(hari, s.periode_selesai || null), parseHariPengingat(s.pengingat_hari));
    if (titik === null || !s.periode_selesai) return;
    await antrian.tambah(db, 'jadwal_pengingat', `jadwal:${hari}:${s.periode_selesai}:${titik}`);
  };
  antrian.sebelumPutaran(jadwalkan);

  rute(app, K_PENGINGAT.proses, async () => {
    const s = await settings.all();
    const hariSisa = hariMenujuTutup(hariIniWib(), s.periode_selesai || null);
    await jadwalkan();
    // the schedule job, then the send jobs it made
    let dijalankan = 0;
    for (let i = 0; i < 100; i++) {
      const n = await antrian.proses();
      dijalankan += n;
      if (n === 0) break;
    }
    return { status: 1 as const, data: { hari_sisa: hariSisa, titik: titikPengingatHariIni(hariSisa, parseHariPengingat(s.pengingat_hari)), dijalankan } };
  });

  rute(app, K_PENGINGAT.langganan, async ({ user }) => {
    const [b] = await db.select({ id: pengingatBerhenti.usr_asn_id }).from(pengingatBerhenti).where(eq(pengingatBerhenti.usr_asn_id, user.id));
    return { status: 1 as const, data: { aktif: !b } };
  });

  rute(app, K_PENGINGAT.ubahLangganan, async ({ user, body }) => {
    if (body.aktif) await db.delete(pengingatBerhenti).where(eq(pengingatBerhenti.usr_asn_id, user.id));
    else await db.insert(pengingatBerhenti).values({ usr_asn_id: user.id }).onConflictDoNothing();
    return { status: 1 as const, data: { aktif: body.aktif }, message: body.aktif ? 'Pengingat tenggat diaktifkan.' : 'Anda tidak akan menerima pengingat tenggat lagi.' };
  });

  rute(app, K_PENGINGAT.berhenti, async ({ query, reply }) => {
    const id = bacaTokenBerhenti(config.JWT_SECRET, query.token);
    const [a] = id ? await db.select({ id: usrAsn.id }).from(usrAsn).where(eq(usrAsn.id, id)) : [];
    if (!a) {
      return reply.code(400).header('Content-Type', 'text/html; charset=utf-8').send(halamanHtml('Tautan tidak berlaku', 'Tautan berhenti berlangganan ini tidak dikenali. Masuk ke aplikasi untuk mengatur pengingat.'));
    }
    await db.insert(pengingatBerhenti).values({ usr_asn_id: a.id }).onConflictDoNothing();
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(halamanHtml('Pengingat dihentikan', 'Anda tidak akan menerima pengingat tenggat lagi. Anda dapat mengaktifkannya kembali setelah masuk ke aplikasi.'));
  });

  rute(app, K_PENGINGAT.log, async ({ query }) => {
    const { offset, perPage } = halaman(query, { perPage: 20 });
    const cari = query.search ? polaLike(query.search) : null;
    const where = whereAll([
      query.status ? eq(pengingatLog.status, query.status) : undefined,
      query.titik !== undefined ? eq(pengingatLog.titik, query.titik) : undefined,
      cari ? or(ilike(usrAsn.nama_lengkap, cari), ilike(profilPemda.nama, cari), ilike(pengingatLog.email, cari)) : undefined,
    ]);
    const [rows, [n]] = await Promise.all([
      db
        .select({
          id: pengingatLog.id,
          created_at: pengingatLog.created_at,
          usr_asn_id: pengingatLog.usr_asn_id,
          nama_akun: usrAsn.nama_lengkap,
          profil_id: pengingatLog.profil_id,
          nama_daerah: profilPemda.nama,
          tahun: pengingatLog.tahun,
          periode_selesai: pengingatLog.periode_selesai,
          titik: pengingatLog.titik,
          email: pengingatLog.email,
          status: pengingatLog.status,
          // every reminder is a notice in the app; an e-mail too when it went
          kanal: sql<string>`case when ${pengingatLog.status} = 'terkirim' then 'surel_aplikasi' else 'aplikasi' end`,
          judul: pengingatLog.judul,
          galat: pengingatLog.galat,
        })
        .from(pengingatLog)
        .leftJoin(usrAsn, eq(usrAsn.id, pengingatLog.usr_asn_id))
        .leftJoin(profilPemda, eq(profilPemda.id, pengingatLog.profil_id))
        .where(where)
        .orderBy(desc(pengingatLog.id))
        .limit(perPage)
        .offset(offset),
      db
        .select({ n: count() })
        .from(pengingatLog)
        .leftJoin(usrAsn, eq(usrAsn.id, pengingatLog.usr_asn_id))
        .leftJoin(profilPemda, eq(profilPemda.id, pengingatLog.profil_id))
        .where(where),
    ]);
    return { status: 1 as const, data: rows, total: n?.n ?? 0 };
  });
}
