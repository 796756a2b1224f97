export * from './alur';
