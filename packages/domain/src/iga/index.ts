export * from './alur';
export * from './skor';
