export * from './auctions.ts';
export * from './bids.ts';
export * from './media.ts';
export * from './metadata.ts';
export * from './reference.ts';
export * from './sales.ts';
export * from './site.ts';
export * from './users.ts';
