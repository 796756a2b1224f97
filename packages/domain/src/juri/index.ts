export * from './nilai';
export * from './konflik';
export * from './penugasan';
export * from './visibilitas';
