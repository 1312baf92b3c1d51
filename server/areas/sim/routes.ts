import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { paths, type OtpOutboxResponse, type PersonaList } from '../../../src/contract';
import type { BankContext } from '../../context';
import { OutboxParams } from '../../http/params';
import { parseParams } from '../../http/validate';
import { PERSONAS } from '../../personas';
import { outboxFor } from '../otp/store';

/**
 * Tester aids, registered only in SIM mode: in any other mode the paths do not exist (404), so an
 * OTP can never be read back from a deployment that talks to real people.
 */
export function simRoutes(app: FastifyInstance, ctx: BankContext): void {
  app.get(paths.simPersonas, async (): Promise<z.infer<typeof PersonaList>> => ({
    personas: PERSONAS.map((p) => ({
      uen: p.company.Company_UEN,
      companyName: p.company.Company_Name,
      entityType: p.company.Entity_Type_Code,
      description: p.description,
      persons: p.persons.map((person) => ({ nric: person.IDNumber, name: person.Person_Name, role: person.role })),
    })),
  }));

  app.get('/api/sim/otp-outbox/:mobile', async (request): Promise<OtpOutboxResponse> => {
    const { mobile } = parseParams(OutboxParams, request.params);
    const rows = await outboxFor(ctx.db, mobile);
    return { messages: rows.map((r) => ({ mobile: r.mobile, otp: r.otp, text: r.text, sentAt: r.sent_at.toISOString() })) };
  });
}
