/**
 * Drives MockPass's sign-in the way a browser does, with fetch and manual redirects: the authorise
 * address, the Singpass login page's "own user" form (the NRIC as a field), the consent page's form,
 * and back to the bank's redirect address with code and state.
 */
export interface ProviderReturn {
  code: string;
  state: string;
  /** The full address the browser is sent back to. */
  returnUrl: string;
}

export async function signInAtMockPass(authoriseUrl: string, nric: string, decision: 'allow' | 'deny' = 'allow'): Promise<ProviderReturn> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('Cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  const redirectOf = (response: Response, from: string) => {
    if (response.status < 300 || response.status >= 400) throw new Error(`expected a redirect from ${from}, got ${response.status}`);
    return new URL(response.headers.get('location') ?? '', from).toString();
  };

  // Authorise sends the browser to the Singpass login page.
  const loginUrl = redirectOf(await go(authoriseUrl), authoriseUrl);
  const loginPage = await go(loginUrl);
  const login = formOf(await loginPage.text(), '/singpass/authorize/custom-profile');
  const signIn = new URL(login.action, loginUrl);
  for (const [name, value] of Object.entries({ ...login.fields, nric })) signIn.searchParams.set(name, value);

  // The login answers with the assertion address, which sets the session and leads to the consent page.
  const assertUrl = redirectOf(await go(signIn.toString()), signIn.toString());
  const consentUrl = redirectOf(await go(assertUrl), assertUrl);
  const consentPage = await go(consentUrl);
  const consent = formOf(await consentPage.text(), '/consent/oauth2/authorize');
  const submit = new URL(consent.action, consentUrl).toString();
  const answered = await go(submit, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...consent.fields, decision }).toString(),
  });
  const returnUrl = redirectOf(answered, submit);
  const back = new URL(returnUrl);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', returnUrl };
}

/** The named form's action and its text and hidden fields, as the page's markup gives them. */
function formOf(html: string, action: string): { action: string; fields: Record<string, string> } {
  const start = [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].find((form) => unescapeHtml(form[1]) === action)?.index;
  if (start === undefined) throw new Error(`no form posting to ${action} on the page`);
  const form = html.slice(start, html.indexOf('</form>', start));
  const fields: Record<string, string> = {};
  for (const input of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1];
    const type = /\btype="([^"]*)"/.exec(input[0])?.[1];
    if (!name || value === undefined || type === 'radio' || type === 'submit') continue;
    fields[name] = unescapeHtml(value);
  }
  return { action, fields };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x2F;': '/', '&#x60;': '`', '&#x3D;': '=' };
const unescapeHtml = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|#x2F|#x60|#x3D);/g, (entity) => ENTITIES[entity]);
