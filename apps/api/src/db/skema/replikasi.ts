/** Tables of the replikasi area (issue 20), re-exported by ../schema.ts. Import core tables from './inti'. */
export {};
