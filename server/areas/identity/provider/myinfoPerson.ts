import { z } from 'zod';

/**
 * The parts of a Myinfo v3 person the bank reads. Every item may be missing or `unavailable` (the
 * person did not consent to it, or the government holds none): the mapping leaves those fields empty.
 */
const Scalar = z.union([z.string(), z.number()]);
const Valued = z.object({ value: Scalar.optional() });
const Coded = z.object({ code: z.string().optional(), desc: z.string().optional() });

const RegisteredAddress = z.object({
  type: z.string().optional(),
  block: Valued.optional(),
  building: Valued.optional(),
  floor: Valued.optional(),
  unit: Valued.optional(),
  street: Valued.optional(),
  postal: Valued.optional(),
  country: Coded.optional(),
  line1: Valued.optional(),
  line2: Valued.optional(),
});

const Contribution = z.object({
  month: Valued.optional(),
  date: Valued.optional(),
  amount: Valued.optional(),
  employer: Valued.optional(),
});

/** One notice of assessment; the -basic variants carry only the year and the amount. */
const Assessment = z.object({
  yearofassessment: Valued.optional(),
  amount: Valued.optional(),
  category: Valued.optional(),
  employment: Valued.optional(),
  trade: Valued.optional(),
  rent: Valued.optional(),
  interest: Valued.optional(),
  taxclearance: Valued.optional(),
});
const Assessments = z.object({ noas: z.array(Assessment).optional() });

export const MyinfoPerson = z.object({
  uinfin: Valued.optional(),
  name: Valued.optional(),
  aliasname: Valued.optional(),
  hanyupinyinname: Valued.optional(),
  hanyupinyinaliasname: Valued.optional(),
  marriedname: Valued.optional(),
  sex: Coded.optional(),
  race: Coded.optional(),
  dob: Valued.optional(),
  nationality: Coded.optional(),
  birthcountry: Coded.optional(),
  residentialstatus: Coded.optional(),
  regadd: RegisteredAddress.optional(),
  cpfcontributions: z.object({ history: z.array(Contribution).optional() }).optional(),
  noahistory: Assessments.optional(),
  'noahistory-basic': Assessments.optional(),
  noa: Assessment.optional(),
  'noa-basic': Assessment.optional(),
});
export type MyinfoPerson = z.infer<typeof MyinfoPerson>;
export type MyinfoAssessment = z.infer<typeof Assessment>;
export type MyinfoValued = z.infer<typeof Valued>;
