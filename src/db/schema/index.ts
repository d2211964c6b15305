export * from './catalogue';
export * from './commerce';
export * from './communication';
export * from './identity';
export * from './settings';
export * from './operations';
export * from './back-in-stock';
export * from './stock-movements';
