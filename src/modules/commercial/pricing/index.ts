export * from './money';
export * from './shelf-price';
export * from './promotion-choice';
export * from './tax';
export * from './price-cart';
