export * from './mesin';
export * from './sambung';
