export * from './alur';
export * from './persetujuan';
export * from './label';
