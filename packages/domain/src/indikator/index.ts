export * from './jawaban';
export * from './dokumen';
export * from './status';
export * from './periksa';
export * from './peta';
export * from './kontrak';
export * from './def';
export * from './evaluasi';
