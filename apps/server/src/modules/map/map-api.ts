/** The API prefix the map's file URLs are written with. */
export const API = '/api/v1';
