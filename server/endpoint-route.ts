import type { Endpoint } from '#common/api/endpoints.ts';
import { API_PREFIX } from '#common/api/routes.ts';

/** What the API documentation says of a route besides its schemas. */
type RouteDocs = { summary: string; tags: string[]; produces?: string[] };

type EndpointSchema<E extends Endpoint> = RouteDocs &
  (E extends { params: infer Params } ? { params: Params } : unknown) &
  (E extends { query: infer Query } ? { querystring: Query } : unknown) &
  (E extends { body: infer Body } ? { body: Body } : unknown) &
  (E extends { multipart: true } ? { consumes: string[] } : unknown) &
  (E extends { response: infer Response } ? { response: Response } : unknown);

/**
 * A route's method, url (inside the /api prefix) and schema, from its endpoint in the common table:
 * `app.route({ ...endpointRoute(ENDPOINTS.x, docs), handler })`.
 */
export function endpointRoute<const E extends Endpoint>(endpoint: E, docs: RouteDocs) {
  const { method, path, params, query, body, multipart, response } = endpoint;
  const schema = {
    ...docs,
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    ...(multipart && { consumes: ['multipart/form-data'] }),
    ...(response && { response }),
  } as EndpointSchema<E>;
  return { method, url: path.slice(API_PREFIX.length), schema };
}
