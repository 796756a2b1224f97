/** Account rules (ACC-*): password and username policy, account row actions, fields per role, the account screens. */
export * from './sandi';
export * from './sandi-skema';
export * from './aksi';
export * from './kolom';
export * from './layar';
