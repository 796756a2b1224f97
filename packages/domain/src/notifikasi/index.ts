export * from './jenis';
