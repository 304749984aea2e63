export * from './sphere';
export * from './speed-colour';
export * from './forecast-route';
export * from './distance-tool';
export { RouteFileError, escapeXml, type ExchangeRoute, type ExchangeWaypoint } from './route-exchange';
export * from './rtz';
export * from './gpx';
export * from './track-downsample';
export * from './tile-template';
