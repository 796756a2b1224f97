/** Tables of this area, re-exported by ../schema.ts. Import core tables from './inti'. */
export {};
