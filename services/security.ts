import { KeepAliveResponse, TokenResponse, paths } from '../src/contract';
import { call } from './client';
import { api } from './http';
import { noteBankCall } from './sessionActivity';

/** The application id the bank issued to this front end. */
export const APP_ID = 'SMEDigitalFinancing';

/** A new token's idle time counts from its issue, so the request counts as the session's first use. */
export const fetchToken = () => {
  noteBankCall();
  return call(TokenResponse, api(paths.token), { method: 'post', json: { appId: APP_ID } });
};

/** "Stay signed in": a use of the token like any other call, so the bank's idle timer starts again. */
export const keepAlive = (token: string) => call(KeepAliveResponse, api(paths.keepAlive), { method: 'post', token });
