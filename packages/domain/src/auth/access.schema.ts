import { z } from 'zod';

/** `GET /api/v1/access/actions/`: every action with its description. */
export const actionListResponseSchema = z.object({
  data: z.array(z.object({ name: z.string(), description: z.string() })),
});

/** `GET /api/v1/access/actions/me/`: the user's actions per ship. */
export const myActionsResponseSchema = z.object({
  data: z.array(z.object({ ship_id: z.string(), actions: z.array(z.string()) })),
});

/** `GET /api/v1/access/sidebar/me/`: the user's sidebar permissions. */
export const mySidebarResponseSchema = z.object({ data: z.array(z.string()) });

/** A ship the signed-in user may see, for pickers and the dashboard. */
export const myShipSchema = z.object({
  id: z.string(),
  name: z.string(),
  imo: z.string(),
  family: z.string().nullable(),
});
/** `GET /api/v1/access/ships/me/`. */
export const myShipsResponseSchema = z.object({ data: z.array(myShipSchema) });
/** A ship of the user's scope. */
export type MyShip = z.infer<typeof myShipSchema>;
