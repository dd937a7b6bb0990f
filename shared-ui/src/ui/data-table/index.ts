export * from './save-file';
export * from './data-table';
