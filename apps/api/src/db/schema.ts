/**
 * Database schema: the core tables (skema/inti.ts) and each area's own file. Table and column names follow the
 * spec so the API contract and old integrations keep working. An area file imports the core tables it refers to
 * from ./inti (never from this file: no import cycle). drizzle-kit, the Drizzle client and the delete check
 * (crud/rujukan.ts) read this file, so every table must be re-exported here.
 */
export * from './skema/inti';
export * from './skema/iga';
export * from './skema/lomba';
export * from './skema/diklat';
export * from './skema/konten-akun';
export * from './skema/akses-kuesioner';
export * from './skema/publik';
export * from './skema/skala';
export * from './skema/pengingat';
export * from './skema/idempoten';
export * from './skema/replikasi';
export * from './skema/unggah';
