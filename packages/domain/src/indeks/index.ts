export * from './types';
export * from './skor-indikator';
export * from './predikat';
export * from './indeks';
export * from './metodologi';
export * from './verifikasi';
export * from './iga';
export * from './rincian';
