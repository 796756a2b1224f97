import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  adaJawaban,
  can,
  cekDokumen,
  evaluasiDaerahTerlihat,
  evaluasiInovasiTerlihat,
  hariIniWib,
  jenisDokumen,
  K_INDIKATOR,
  kematangan,
  PEMILIK_INDIKATOR,
  periksaIndikator,
  periksaInovasi,
  periksaProfil,
  skorIndikator,
  skorSpd,
  TAUTAN,
  tanpaHambatan,
  validasiDokumenMasuk,
  validasiJawaban,
  type EvaluasiTerlihat,
  type ItemPeriksa,
  type JawabanIndikator,
  type JawabanMasuk,
  type SessionUser,
  type TipeIndikator,
} from '@sigap/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { dokumenIndikator, igaIndikator, indikatorDaerah, indikatorInovasi, media } from '../../db/schema';
import { logActivity } from '../../lib/activity';
import { kosongkanRujukan } from '../../lib/rujukan';
import { AppError, validationError } from '../../lib/errors';
import type { SettingsMap } from '../../lib/settings';
import { canReadMedia } from '../media';
import { perbaruiIndeksDaerah } from '../indeks';
import { rute } from '../../plugins/kontrak';
import { alasanKunciDaerah, alasanKunciInovasi, inovasiDalamScope, profilDalamScope, tolak, type InovasiRecord, type ProfilRow } from './akses';
import { perbaruiInovasi } from './cek';
import { registrasiOf } from '../../db/registrasi';
import { tempelBuktiReplikasi } from '../../db/replikasi';
import {
  buktiDari,
  dokumenDari,
  jawabanDaerah,
  jawabanDari,
  jawabanInovasi,
  katalog,
  keperiksa,
  susunIndikator,
  tahunPenilaian,
  type Def,
  type DokumenRow,
  type JawabanRow,
  type Pemilik,
} from './data';

/** Most documents per indicator. */
const MAKS_DOKUMEN = 20;

/** The answer fields a save may change (the rest of the stored answer stays). */
const KOLOM_JAWABAN = ['nilai', 'nilai_sebelum', 'nilai_sesudah', 'skala_id', 'informasi'] as const;
/** An upsert of many answers in one statement: each row keeps its own values (`excluded`), as one save writes them. */
const JAWABAN_BARU = {
  nilai: sql`excluded.nilai`,
  nilai_sebelum: sql`excluded.nilai_sebelum`,
  nilai_sesudah: sql`excluded.nilai_sesudah`,
  skala_id: sql`excluded.skala_id`,
  informasi: sql`excluded.informasi`,
  skor: sql`excluded.skor`,
  updated_by: sql`excluded.updated_by`,
  updated_at: sql`now()`,
};

const tipeOf = (p: Pemilik): TipeIndikator => (p === 'daerah' ? 'P' : 'I');
const LABEL: Record<Pemilik, string> = { daerah: 'indikator daerah', inovasi: 'indikator inovasi', ujicoba: 'hasil uji coba inovasi' };

interface Owner {
  pemilik: Pemilik;
  id: number;
  profil_id: number;
  profil?: ProfilRow;
  inovasi?: InovasiRecord;
}

/** The owner inside the read scope (404 otherwise). */
async function ownerBaca(db: DbOrTx, user: SessionUser, pemilik: Pemilik, id: number): Promise<Owner> {
  if (pemilik === 'daerah') {
    const profil = await profilDalamScope(db, user, id);
    return { pemilik, id, profil_id: profil.id, profil };
  }
  const inovasi = await inovasiDalamScope(db, user, id);
  return { pemilik, id, profil_id: inovasi.profil_id, inovasi };
}

/** The owner locked for a change, after the edit rules (404, 403 or 409 with the reason). */
async function ownerTulis(tx: Tx, user: SessionUser, settings: SettingsMap, pemilik: Pemilik, id: number, tahun: number): Promise<Owner> {
  if (pemilik === 'daerah') {
    const kunci = alasanKunciDaerah(user, settings, id, tahun);
    if (kunci?.code === 'NOT_FOUND') tolak(kunci);
    const profil = await profilDalamScope(tx, user, id, 'tulis', true);
    tolak(kunci);
    return { pemilik, id, profil_id: profil.id, profil };
  }
  // read scope first, so another region's record is 404 whatever the write rules say
  const inovasi = await inovasiDalamScope(tx, user, id, 'baca', true);
  tolak(await alasanKunciInovasi(tx, user, settings, inovasi, true));
  return { pemilik, id, profil_id: inovasi.profil_id, inovasi };
}

async function muatJawaban(db: DbOrTx, o: Owner, tahun: number, ids?: number[]): Promise<Map<number, JawabanRow>> {
  return o.pemilik === 'daerah' ? jawabanDaerah(db, o.id, tahun, ids) : jawabanInovasi(db, o.id, o.pemilik === 'ujicoba' ? 'ujicoba' : 'penerapan', ids);
}

/**
 * Who sees the verifier's evaluation (self vs verified): the roles of matrix
 * `indikator.lihat_evaluasi` always; anyone else who may read the owner (its
 * region) once a decision is made: for an innovation when its registration is
 * verified or rejected, for a region when the year's filling is closed
 * (iga_status 0, the period over, or a past assessment year). The rules are
 * the domain's `evaluasiInovasiTerlihat` and `evaluasiDaerahTerlihat` (the
 * score breakdown, modules/indeks/rincian.ts, uses the same).
 */
async function evaluasiTerlihat(db: DbOrTx, user: SessionUser, settings: SettingsMap, o: Owner, tahun: number, reg?: Registrasi): Promise<EvaluasiTerlihat> {
  const lihat_evaluasi = can(user, 'lihat_evaluasi', 'indikator');
  if (o.pemilik === 'ujicoba') return lihat_evaluasi ? { terlihat: true, alasan: null } : { terlihat: false, alasan: 'Hasil uji coba tidak diverifikasi.' };
  if (o.pemilik === 'inovasi') return evaluasiInovasiTerlihat({ lihat_evaluasi, status_nomor: lihat_evaluasi ? null : (reg === undefined ? await registrasiOf(db, o.id) : reg)?.status_nomor });
  return evaluasiDaerahTerlihat({ lihat_evaluasi, settings, hariIni: hariIniWib(), tahun });
}

/** The owner after a change of its answers or documents: only the derived columns of the innovation row it locked changed. */
const diperbarui = (o: Owner, turunan: { kematangan: number; submitable: 0 | 1 } | null): Owner => (turunan && o.inovasi ? { ...o, inovasi: { ...o.inovasi, ...turunan } } : o);

/** The registration of the innovation (null when never sent), read once per answer; undefined for a region or trial results. */
type Registrasi = Awaited<ReturnType<typeof registrasiOf>> | undefined;

async function muat(db: DbOrTx, user: SessionUser, o: Owner, tahun: number, settings: SettingsMap, reg?: Registrasi) {
  const defs = await katalog(db, tahun, tipeOf(o.pemilik));
  const ids = defs.map((d) => d.id);
  const [jawaban, dokumen, ev] = await Promise.all([muatJawaban(db, o, tahun), dokumenDari(db, o.pemilik, [o.id], ids), evaluasiTerlihat(db, user, settings, o, tahun, reg)]);
  const total = o.pemilik === 'daerah' ? skorSpd : kematangan;
  const hasil = susunIndikator(defs, jawaban, dokumen, { tahun, lihatEvaluasi: ev.terlihat, total });
  if (!ev.terlihat) hasil.ringkasan.skor_verifikasi = null;
  return { defs, jawaban, dokumen, evaluasi: ev, ...hasil };
}

function jawabanDomain(jawaban: Map<number, JawabanRow>): Map<number, JawabanIndikator> {
  const out = new Map<number, JawabanIndikator>();
  for (const [k, r] of jawaban) out.set(k, jawabanDari(r)!);
  return out;
}

/**
 * The checker for an owner: profile (fields + region indicators), innovation (fields + indicators: the year's
 * catalogue, answers and documents just loaded, as `periksaInovasiDb` reads them), or trial results.
 */
function periksaOwner(o: Owner, defs: Def[], jawaban: Map<number, JawabanRow>, dokumen: DokumenRow[]): ItemPeriksa[] {
  const ind = defs.map(keperiksa);
  const j = jawabanDomain(jawaban);
  const bukti = dokumen.map(buktiDari);
  if (o.pemilik === 'daerah') return periksaProfil(o.profil!, ind, j, bukti);
  if (o.pemilik === 'ujicoba') return periksaIndikator(ind, j, bukti, (id) => TAUTAN.indikatorInovasi(o.id, id, true));
  return periksaInovasi({ ...o.inovasi!, id: o.id }, ind, j, bukti);
}

const ringkasPeriksa = (items: ItemPeriksa[]) => ({ blocking: items.filter((i) => i.blocking).length, catatan: items.filter((i) => !i.blocking).length, lengkap: tanpaHambatan(items) });

function pemilikInfo(o: Owner) {
  if (o.pemilik === 'daerah') return { profil_id: o.id, nama: o.profil!.nama };
  const i = o.inovasi!;
  return { inovasi_id: i.id, profil_id: i.profil_id, nama: i.nama, tahun: i.tahun, inovasi_status: i.inovasi_status, kematangan: i.kematangan, submitable: i.submitable };
}

/** The editor payload (GET and the answer to every change). */
async function payload(db: DbOrTx, user: SessionUser, settings: SettingsMap, o: Owner, tahun: number) {
  const reg: Registrasi = o.pemilik === 'daerah' ? undefined : await registrasiOf(db, o.id);
  const m = await muat(db, user, o, tahun, settings, reg);
  // SID-31 "Replikasi": the implemented replications beside the answer (read only, decision 108)
  if (o.pemilik === 'inovasi') await tempelBuktiReplikasi(db, o.id, m.defs, m.items);
  const kunci = o.pemilik === 'daerah' ? alasanKunciDaerah(user, settings, o.id, tahun) : await alasanKunciInovasi(db, user, settings, o.inovasi!, false, reg);
  const periksa = periksaOwner(o, m.defs, m.jawaban, m.dokumen);
  return {
    status: 1 as const,
    data: m.items,
    ringkasan: { ...m.ringkasan, periksa: ringkasPeriksa(periksa) },
    pemilik: pemilikInfo(o),
    tahun,
    boleh_ubah: kunci === null,
    alasan_kunci: kunci?.pesan ?? null,
    evaluasi_terlihat: m.evaluasi.terlihat,
    alasan_evaluasi_tersembunyi: m.evaluasi.alasan,
    // the innovation's registration as the editor shows it (null when never sent)
    ...(o.pemilik === 'daerah' ? {} : { registrasi: reg ? { nomor: reg.nomor, status_nomor: reg.status_nomor, qc: reg.qc } : null }),
  };
}

export async function indikatorRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const settingsOf = () => app.ctx.settings.all();
  // the catalogue is read from memory (lib/rujukan.ts): a change through the API drops it in this process at once
  for (const r of ['iga_indikator', 'iga_skala'] as const) app.crudHooks.set(r, { afterCommit: () => kosongkanRujukan(db) });

  // ------------------------------------------------------------ answers
  async function simpan(user: SessionUser, pemilik: Pemilik, id: number, tahun: number, items: JawabanMasuk[], tunggal: boolean) {
    const settings = await settingsOf();
    const o = await db.transaction(async (tx) => {
      const owner = await ownerTulis(tx, user, settings, pemilik, id, tahun);
      const defs = await katalog(tx, tahun, tipeOf(pemilik), db);
      const byId = new Map(defs.map((d) => [d.id, d]));
      const errors: Record<string, string> = {};
      const seen = new Set<number>();
      const valid: { def: Def; jawaban: JawabanIndikator }[] = [];
      const lama = await muatJawaban(tx, owner, tahun, [...new Set(items.map((it) => it.indikator_id))]);
      // optimistic concurrency (issue 14 item 7): an answer saved by someone else since the editor read it
      const konflik: Record<string, string> = {};
      for (const it of items) {
        if (it.updated_at === undefined) continue;
        const kini = lama.get(it.indikator_id)?.updated_at ?? null;
        const sama = kini === null ? it.updated_at === null : it.updated_at !== null && (it.updated_at === kini || Date.parse(it.updated_at.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')) === Date.parse(String(kini).replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')));
        if (!sama) konflik[`${tunggal ? '' : `${it.indikator_id}.`}updated_at`] = 'Jawaban indikator ini telah diubah oleh pengguna lain sejak halaman dibuka.';
      }
      if (Object.keys(konflik).length) {
        const terkini = [...lama.values()].filter((r) => items.some((it) => it.indikator_id === r.indikator_id)).map((r) => ({ indikator_id: r.indikator_id, updated_at: r.updated_at, nilai: r.nilai, nilai_sebelum: r.nilai_sebelum, nilai_sesudah: r.nilai_sesudah, skala_id: r.skala_id }));
        throw new AppError('DIUBAH_PENGGUNA_LAIN', undefined, konflik, terkini);
      }
      for (const it of items) {
        const indId = it.indikator_id;
        const pre = tunggal ? '' : `${indId}.`;
        const def = byId.get(indId);
        if (!def) {
          errors[`${pre}indikator_id`] = `Indikator tidak ditemukan pada katalog ${LABEL[pemilik]} tahun ${tahun}.`;
          continue;
        }
        if (seen.has(indId)) {
          errors[`${pre}indikator_id`] = 'Indikator ini dikirim lebih dari sekali.';
          continue;
        }
        seen.add(indId);
        // only the fields sent change; the rest of the stored answer stays
        const merged: Record<string, unknown> = { ...(jawabanDari(lama.get(indId)) ?? {}) };
        for (const k of KOLOM_JAWABAN) if (Object.prototype.hasOwnProperty.call(it, k)) merged[k] = it[k];
        const r = validasiJawaban(def, merged);
        for (const [f, msg] of Object.entries(r.errors)) errors[`${pre}${f}`] = msg;
        if (!Object.keys(r.errors).length) valid.push({ def, jawaban: r.jawaban });
      }
      if (Object.keys(errors).length) throw validationError(errors);

      // one statement for every answer kept (each row its own values, `excluded`), one for the emptied ones
      const log: Record<string, unknown>[] = [];
      const hapus: number[] = [];
      const tulis: (JawabanIndikator & { indikator_id: number; skor: ReturnType<typeof skorIndikator> })[] = [];
      for (const { def, jawaban } of valid) {
        const skor = skorIndikator(def, jawaban);
        const old = lama.get(def.id);
        if (!adaJawaban(jawaban) && old && old.verifikasi_skor == null && old.verified_at == null) hapus.push(old.id);
        else if (adaJawaban(jawaban) || old) tulis.push({ ...jawaban, indikator_id: def.id, skor });
        log.push({ indikator: def.kode, skor, ...(adaJawaban(jawaban) ? {} : { dikosongkan: true }) });
      }
      const oleh = { updated_by: user.id, updated_at: sql`now()` };
      if (owner.pemilik === 'daerah') {
        if (hapus.length) await tx.delete(indikatorDaerah).where(inArray(indikatorDaerah.id, hapus));
        if (tulis.length)
          await tx
            .insert(indikatorDaerah)
            .values(tulis.map((t) => ({ profil_id: id, tahun, ...t, ...oleh })))
            .onConflictDoUpdate({ target: [indikatorDaerah.profil_id, indikatorDaerah.tahun, indikatorDaerah.indikator_id], set: JAWABAN_BARU });
      } else {
        const jenis = owner.pemilik === 'ujicoba' ? 'ujicoba' : 'penerapan';
        if (hapus.length) await tx.delete(indikatorInovasi).where(inArray(indikatorInovasi.id, hapus));
        if (tulis.length)
          await tx
            .insert(indikatorInovasi)
            .values(tulis.map((t) => ({ inovasi_id: id, jenis, ...t, ...oleh })))
            .onConflictDoUpdate({ target: [indikatorInovasi.inovasi_id, indikatorInovasi.jenis, indikatorInovasi.indikator_id], set: JAWABAN_BARU });
      }
      let turunan: { kematangan: number; submitable: 0 | 1 } | null = null;
      // this transaction writes no reference data: the catalogue and the methodology come from memory (`db`)
      if (owner.pemilik === 'daerah') await perbaruiIndeksDaerah(tx, String(tahun), id, user.id, db);
      else if (owner.pemilik === 'inovasi') turunan = await perbaruiInovasi(tx, id, settings, user.id, { akar: db, baris: owner.inovasi });
      await logActivity(tx, user, `Isi ${LABEL[pemilik]}`, {
        profil_id: owner.profil_id,
        ...(owner.pemilik === 'daerah' ? {} : { inovasi_id: id }),
        tahun,
        jawaban: log,
        ...turunan,
      });
      return diperbarui(owner, turunan);
    });
    return { ...(await payload(db, user, settings, o, tahun)), message: 'Indikator berhasil disimpan.' };
  }

  // ------------------------------------------------------------ documents
  /** The indicator a document is for: of the owner's tipe, not automatic. */
  async function indikatorUntuk(tx: DbOrTx, pemilik: Pemilik, indikatorId: number) {
    const [ind] = await tx.select().from(igaIndikator).where(eq(igaIndikator.id, indikatorId));
    if (!ind || ind.tipe !== tipeOf(pemilik)) return null;
    return ind;
  }

  /** Status of one indicator and of the whole owner after a document change (`o` as the change left it). */
  async function statusSetelah(user: SessionUser, settings: SettingsMap, fresh: Owner, tahun: number, indikatorId: number) {
    const m = await muat(db, user, fresh, tahun, settings);
    const flat = m.items.flatMap((i) => [i, ...i.subs]);
    const it = flat.find((i) => i.id === indikatorId);
    return {
      indikator: it ? { id: it.id, nomor: it.nomor, nama: it.nama, jenis_dokumen: it.jenis_dokumen, jumlah_dokumen: it.jumlah_dokumen, terisi: it.terisi, status: it.status } : null,
      ringkasan: m.ringkasan,
      ...(fresh.inovasi ? { submitable: fresh.inovasi.submitable } : {}),
    };
  }

  async function tambahDokumen(user: SessionUser, pemilik: Pemilik, id: number, raw: Record<string, unknown>) {
    const settings = await settingsOf();
    // the owner first: another region's record is 404 before anything is said about the input's content
    await ownerBaca(db, user, pemilik, id);
    const { values, errors } = validasiDokumenMasuk(raw);
    if (!values) throw validationError(errors);
    const result = await db.transaction(async (tx) => {
      const ind = await indikatorUntuk(tx, pemilik, values.indikator_id);
      // edit rules before the input: a frozen record answers 409/403 whatever is sent
      const owner = await ownerTulis(tx, user, settings, pemilik, id, ind?.tahun ?? tahunPenilaian(settings));
      if (!ind) throw validationError({ indikator_id: `Indikator tidak ditemukan pada katalog ${LABEL[pemilik]}.` });
      if (ind.jenis === 'A') throw validationError({ indikator_id: 'Indikator ini dihitung otomatis oleh sistem dan tidak memerlukan bukti dukung.' });
      let mime: string | null = null;
      if (values.file_url) {
        const [m] = await tx.select().from(media).where(eq(media.file_url, values.file_url));
        if (!m || !canReadMedia(user, m)) throw validationError({ file_url: 'Berkas tidak ditemukan atau tidak dapat Anda akses. Unggah ulang berkasnya.' });
        mime = m.mime;
      }
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(dokumenIndikator)
        .where(and(eq(dokumenIndikator.pemilik, pemilik), eq(dokumenIndikator.pemilik_id, id), eq(dokumenIndikator.indikator_id, ind.id)));
      if (Number(n) >= MAKS_DOKUMEN) throw validationError({ _: `Paling banyak ${MAKS_DOKUMEN} dokumen untuk satu indikator.` });
      const [doc] = await tx
        .insert(dokumenIndikator)
        .values({ pemilik, pemilik_id: id, tahun: ind.tahun, ...values, created_by: user.id })
        .returning();
      // this transaction writes no reference data: the catalogue and the methodology come from memory (`db`)
      const turunan = pemilik === 'inovasi' ? await perbaruiInovasi(tx, id, settings, user.id, { akar: db, baris: owner.inovasi }) : null;
      await logActivity(tx, user, `Tambah bukti dukung ${LABEL[pemilik]}`, {
        profil_id: owner.profil_id,
        ...(pemilik === 'daerah' ? {} : { inovasi_id: id }),
        indikator: ind.kode,
        dokumen_id: doc!.id,
        nama: values.nama,
        file_url: values.file_url,
        youtube: values.youtube,
      });
      return { owner: diperbarui(owner, turunan), doc: doc!, ind, mime };
    });
    const masalah = cekDokumen(jenisDokumen(result.ind), { ...result.doc, mime: result.mime });
    return {
      status: 1 as const,
      message: 'Dokumen berhasil disimpan.',
      data: { ...result.doc, mime: result.mime, masalah },
      ...(await statusSetelah(user, settings, result.owner, result.ind.tahun, result.ind.id)),
    };
  }

  /** The documents of an owner for the year, or of one indicator (`indId`, its own year). */
  async function daftarDokumen(user: SessionUser, pemilik: Pemilik, id: number, tahunKueri: number | undefined, indId?: number) {
    const settings = await settingsOf();
    const o = await ownerBaca(db, user, pemilik, id);
    let tahun = tahunKueri ?? tahunPenilaian(settings);
    let defs: Def[];
    if (indId !== undefined) {
      const ind = await indikatorUntuk(db, pemilik, indId);
      if (!ind) throw new AppError('NOT_FOUND', 'Indikator tidak ditemukan.');
      tahun = ind.tahun;
      defs = (await katalog(db, tahun, tipeOf(pemilik))).filter((d) => d.id === indId);
    } else defs = await katalog(db, tahun, tipeOf(pemilik));
    const ids = defs.map((d) => d.id);
    const [jawaban, dokumen] = await Promise.all([muatJawaban(db, o, tahun, ids), dokumenDari(db, pemilik, [o.id], ids)]);
    const { items } = susunIndikator(defs, jawaban, dokumen, { tahun, lihatEvaluasi: false, total: () => 0 });
    const flat = items.flatMap((i) => [i, ...i.subs]);
    const data = flat.flatMap((i) => i.files.map((f) => ({ ...f, indikator: { id: i.id, nomor: i.nomor, nama: i.nama } })));
    const satu = indId !== undefined ? flat[0] : undefined;
    return {
      status: 1 as const,
      data,
      total: data.length,
      ...(satu
        ? {
            indikator: {
              id: satu.id,
              nomor: satu.nomor,
              nama: satu.nama,
              jenis_dokumen: satu.jenis_dokumen,
              jenis_dokumen_label: satu.jenis_dokumen_label,
              jumlah_dokumen: satu.jumlah_dokumen,
              terisi: satu.terisi,
              status: satu.status,
            },
          }
        : {}),
      ...(data.length ? {} : { message: 'tidak ada dokumen.' }),
    };
  }

  async function hapusDokumen(user: SessionUser, pemilik: Pemilik, id: number, dokId: number) {
    const settings = await settingsOf();
    await ownerBaca(db, user, pemilik, id);
    const result = await db.transaction(async (tx) => {
      const [doc] = await tx
        .select()
        .from(dokumenIndikator)
        .where(and(eq(dokumenIndikator.id, dokId), eq(dokumenIndikator.pemilik, pemilik), eq(dokumenIndikator.pemilik_id, id)))
        .for('update');
      if (!doc) throw new AppError('NOT_FOUND', 'Dokumen tidak ditemukan.');
      const [ind] = await tx.select().from(igaIndikator).where(eq(igaIndikator.id, doc.indikator_id));
      const tahun = ind?.tahun ?? doc.tahun ?? tahunPenilaian(settings);
      const owner = await ownerTulis(tx, user, settings, pemilik, id, tahun);
      await tx.delete(dokumenIndikator).where(eq(dokumenIndikator.id, doc.id));
      // this transaction writes no reference data: the catalogue and the methodology come from memory (`db`)
      const turunan = pemilik === 'inovasi' ? await perbaruiInovasi(tx, id, settings, user.id, { akar: db, baris: owner.inovasi }) : null;
      await logActivity(tx, user, `Hapus bukti dukung ${LABEL[pemilik]}`, {
        profil_id: owner.profil_id,
        ...(pemilik === 'daerah' ? {} : { inovasi_id: id }),
        indikator: ind?.kode ?? doc.indikator_id,
        dokumen_id: doc.id,
        nama: doc.nama,
      });
      return { owner: diperbarui(owner, turunan), doc, tahun };
    });
    return { status: 1 as const, message: 'Dokumen berhasil dihapus.', ...(await statusSetelah(user, settings, result.owner, result.tahun, result.doc.indikator_id)) };
  }

  // ------------------------------------------------------------ pre-submit checker
  async function periksa(user: SessionUser, pemilik: Pemilik, id: number, tahunKueri: number | undefined) {
    const settings = await settingsOf();
    const o = await ownerBaca(db, user, pemilik, id);
    const tahun = tahunKueri ?? tahunPenilaian(settings);
    const defs = await katalog(db, tahun, tipeOf(pemilik));
    const ids = defs.map((d) => d.id);
    const [jawaban, dokumen] = await Promise.all([muatJawaban(db, o, tahun, ids), dokumenDari(db, pemilik, [o.id], ids)]);
    const items = periksaOwner(o, defs, jawaban, dokumen);
    return {
      status: 1 as const,
      data: items,
      total: items.length,
      tahun,
      pemilik: pemilikInfo(o),
      ringkasan: ringkasPeriksa(items),
      ...(pemilik === 'inovasi' ? { submitable: tanpaHambatan(items) ? (1 as const) : (0 as const) } : {}),
    };
  }

  // ------------------------------------------------------------ routes of each owner (region, innovation, trial results)
  for (const pemilik of PEMILIK_INDIKATOR) {
    const K = K_INDIKATOR[pemilik];
    rute(app, K.baca, async ({ user, params, query }) => {
      const settings = await settingsOf();
      const o = await ownerBaca(db, user, pemilik, params.id);
      return payload(db, user, settings, o, query.tahun ?? tahunPenilaian(settings));
    });
    rute(app, K.simpan, async ({ user, params, query, body }) => {
      const tahun = query.tahun ?? body.tahun ?? tahunPenilaian(await settingsOf());
      return simpan(user, pemilik, params.id, tahun, body.items, body.tunggal);
    });
    rute(app, K.tambahDokumen, async ({ user, params, body, reply }) => {
      const r = await tambahDokumen(user, pemilik, params.id, body);
      reply.code(201);
      return r;
    });
    rute(app, K.dokumen, async ({ user, params, query }) => daftarDokumen(user, pemilik, params.id, query.tahun));
    rute(app, K.dokumenIndikator, async ({ user, params, query }) => daftarDokumen(user, pemilik, params.id, query.tahun, params.indikator_id));
    rute(app, K.hapusDokumen, async ({ user, params, body }) => hapusDokumen(user, pemilik, params.id, body.id));
    rute(app, K.hapusDokumenId, async ({ user, params }) => hapusDokumen(user, pemilik, params.id, params.dokumen_id));
    rute(app, K.periksa, async ({ user, params, query }) => periksa(user, pemilik, params.id, query.tahun));
  }

  // ------------------------------------------------------------ catalogue
  async function katalogSaja(tipe: TipeIndikator, tahunKueri: number | undefined) {
    const settings = await settingsOf();
    const tahun = tahunKueri ?? tahunPenilaian(settings);
    const defs = await katalog(db, tahun, tipe);
    const { items, ringkasan } = susunIndikator(defs, new Map(), [], { tahun, lihatEvaluasi: false, total: () => 0 });
    return { status: 1 as const, data: items, total: defs.length, tahun, skor_maks: ringkasan.skor_maks, wajib: ringkasan.wajib };
  }
  rute(app, K_INDIKATOR.katalog, async ({ query }) => katalogSaja(query.tipe ?? 'P', query.tahun));
  rute(app, K_INDIKATOR.katalogInovasi, async ({ query }) => katalogSaja('I', query.tahun));
  rute(app, K_INDIKATOR.katalogUjicoba, async ({ query }) => katalogSaja('I', query.tahun));
}
