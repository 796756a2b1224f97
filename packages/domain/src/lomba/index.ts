export * from './resource';
export * from './kebijakan';
export * from './penjurian';
