export * from './src/index';
