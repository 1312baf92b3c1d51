import type { FastifyInstance } from 'fastify';
import type { PostalLookupResponse } from '../../../src/contract';
import { PostalParams } from '../../http/params';
import { parseParams } from '../../http/validate';
import { lookupPostal } from './postal';

/** The address service takes no Authorization header (spec 1, 7), so it sits outside the token scope. */
export function addressRoutes(app: FastifyInstance): void {
  app.get('/api/address/:postalCode', async (request): Promise<PostalLookupResponse> => {
    const { postalCode } = parseParams(PostalParams, request.params);
    const found = lookupPostal(postalCode);
    if (!found) return { isSucess: false, message: `No address was found for postal code ${postalCode}.`, model: [] };
    return { isSucess: true, model: [found] };
  });
}
