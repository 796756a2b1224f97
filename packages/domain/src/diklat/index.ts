/** Training (diklat) reports and accounts (DKL-01): the rules of reports, videos and the diklat account screen. */
export * from './laporan';
export * from './akun';
export * from './video';
