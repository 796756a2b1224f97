export * from './jadwal';
