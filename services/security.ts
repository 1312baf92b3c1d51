import { TokenResponse, paths } from './contract';
import { api, call } from './http';

/** The application id the bank issued to this front end. */
export const APP_ID = 'SMEDigitalFinancing';

export const fetchToken = () => call(TokenResponse, api(paths.token), { method: 'post', json: { appId: APP_ID } });
