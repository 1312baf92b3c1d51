import { z } from 'zod';
import { POSTAL_CODE_LENGTH } from '../domain/constants';
import { POSTAL_CODE_PATTERN } from '../domain/schemas';
import { Text } from './common';

/** Spec 1, 3.6: the first entry of the list is used. */
export const PostalResult = z.object({
  addR_TYP_CODE: Text,
  addR_FMT_CODE: Text,
  blK_NO: Text,
  bldG_NAME: Text,
  sT_NAME: Text,
  poboX_NO: Text,
  staT_CITY_NAME: Text,
  uniT_NO: Text,
  strY_NO: Text,
});
export type PostalResult = z.infer<typeof PostalResult>;

export const PostalLookupResponse = z.object({
  isSucess: z.boolean(),
  message: z.string().optional(),
  model: z.array(PostalResult),
});
export type PostalLookupResponse = z.infer<typeof PostalLookupResponse>;

export const PostalCode = z.string().regex(POSTAL_CODE_PATTERN, `Postal code must be ${POSTAL_CODE_LENGTH} digits`);
