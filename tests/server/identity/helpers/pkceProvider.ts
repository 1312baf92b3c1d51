import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { MockPass } from '../../../../scripts/mockpass';

/**
 * MockPass's Myinfo v3 does not take PKCE; a provider that does (Myinfo v4 and later, RFC 7636) keeps
 * the S256 challenge the authorise address carried with the code it issues, and answers the token call
 * only when the verifier hashes to it. This stands in front of MockPass and adds exactly that: every
 * request goes through, the Host header as the caller sent it (MockPass checks the bank's signature over
 * the address the bank used). A sign-in started without a challenge is answered as MockPass answers it.
 */
export interface PkceProvider {
  /** Stands for MockPass's origin: its authorise, login, consent, token and person addresses. */
  origin: string;
  /** The token calls refused for a verifier that does not match. */
  refusals: () => number;
  stop(): Promise<void>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startPkceProvider(mockpass: MockPass): Promise<PkceProvider> {
  const target = new URL(mockpass.base);
  const challengeOfState = new Map<string, string>();
  const challengeOfCode = new Map<string, string>();
  let refused = 0;

  const forward = (req: IncomingMessage, body: Buffer, answer: (status: number, headers: Record<string, string>, body: Buffer) => void) => {
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && name !== 'transfer-encoding') headers[name] = Array.isArray(value) ? value.join(', ') : value;
        answer(res.statusCode ?? 502, headers, Buffer.concat(chunks));
      });
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://proxy');
      if (url.pathname.endsWith('/authorise')) {
        const challenge = url.searchParams.get('code_challenge');
        const state = url.searchParams.get('state');
        if (challenge && state && url.searchParams.get('code_challenge_method') === 'S256') challengeOfState.set(state, challenge);
      }
      if (url.pathname.endsWith('/token')) {
        const form = new URLSearchParams(body.toString());
        const challenge = challengeOfCode.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier');
        if (challenge && (!verifier || s256(verifier) !== challenge)) {
          refused += 1;
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 400, message: 'invalid_grant: the code_verifier does not match the code_challenge' }));
          return;
        }
      }
      forward(req, body, (status, headers, answer) => {
        // The consent answer sends the browser back with the code: the code inherits its sign-in's challenge.
        const location = headers['location'];
        if (location && url.pathname.endsWith('/consent/oauth2/authorize')) {
          const back = new URL(location, 'http://bank');
          const challenge = challengeOfState.get(back.searchParams.get('state') ?? '');
          const code = back.searchParams.get('code');
          if (challenge && code) challengeOfCode.set(code, challenge);
        }
        res.writeHead(status, headers);
        res.end(answer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the PKCE provider has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    refusals: () => refused,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
