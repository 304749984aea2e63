/** The map API's answers: the domain's schemas (packages/domain/src/map, ARCHITECTURE rule 1). */
export {
  mapShipSchema,
  mapShipListResponseSchema as mapShipsResponseSchema,
  trackResponseSchema,
  forecastRouteResponseSchema,
  forecastRouteListResponseSchema as forecastRoutesResponseSchema,
  etaSpeedsResponseSchema,
  cameraListResponseSchema as camerasResponseSchema,
  type MapShip,
  type TrackResponse as ShipTrack,
  type ForecastRoute,
  type EtaMode,
  type EtaSpeeds,
  type Camera,
} from '@keel/domain';
