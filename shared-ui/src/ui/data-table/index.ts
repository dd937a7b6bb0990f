export * from './csv';
export * from './data-table';
