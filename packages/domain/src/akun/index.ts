/** Account rules (ACC-*): password and username policy, account row actions, fields per role. */
export * from './sandi';
export * from './aksi';
export * from './kolom';
