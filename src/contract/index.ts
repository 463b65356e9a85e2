export * from './constants';
export * from './entities';
export * from './messages';
export * from './money';
export * from './validation';
export * from './api';
export * from './imageUrls';
export * from './review';
