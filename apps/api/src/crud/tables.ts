import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceName } from '@sigap/domain';
import * as s from '../db/schema';

/** The Drizzle table of each generic resource. */
export const TABLES: Partial<Record<ResourceName, PgTable>> = {
  m_daerah: s.mDaerah,
  iga_urusan_pemerintahan: s.igaUrusanPemerintahan,
  iga2020_bentuk_inovasi: s.iga2020BentukInovasi,
  iga2020_tematik: s.iga2020Tematik,
  iga2020_covid: s.iga2020Covid,
  iga_klaster: s.igaKlaster,
  iga_klaster_daerah: s.igaKlasterDaerah,
  wilayah: s.wilayah,
  wilayah_daerah: s.wilayahDaerah,
  iga_indikator: s.igaIndikator,
  iga_skala: s.igaSkala,
  jenis_pelatihan: s.jenisPelatihan,
  metodologi: s.metodologi,
  iga_penilai: s.igaPenilai,
  content_categories: s.contentCategories,
  contents: s.contents,
  announcements: s.announcements,
  help_faq: s.helpFaq,
  tuxe_contents: s.tuxeContents,
  news: s.news,
  albums: s.albums,
  gallery: s.gallery,
  banners: s.banners,
  winner_category: s.winnerCategory,
  // competition entries are innovation rows (is_lomba = 1; modules/lomba/hooks.ts keeps the two apart)
  lomba_inovasi: s.iga2020Inovasi,
  lomba_kriteria: s.lombaKriteria,
  winners: s.winners,
  app_settings: s.appSettings,
  opd_perangkat: s.opdPerangkat,
  upt: s.upt,
  usr_asn: s.usrAsn,
  profil_pemda: s.profilPemda,
  iga2020_inovasi: s.iga2020Inovasi,
  laporan_diklat: s.laporanDiklat,
};
