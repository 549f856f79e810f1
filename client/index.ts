/**
 * @xr/client: the HTTP API of XR Web Capture, typed from the OpenAPI document the server serves
 * (src/api.ts is generated: `npm run generate -w @xr/client`). `createXrClient(origin)` is an
 * openapi-fetch client on `<origin>/weberfassung` that sends the access token of `login()`.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './src/api';

export type { components, operations, paths } from './src/api';

/** The model's documents and the calls' bodies by name (`Schemas['Invoice']`, `Schemas['SavePayload']`, ...). */
export type Schemas = components['schemas'];
/** Error answer of every call (`{ status, code, messageKey, message, ...details }`, server/API.md). */
export type ApiErrorBody = Schemas['Error'];

/** An error answer as an exception: `messageKey` names the case, `message` is German or English. */
export class XrApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(`${status} ${body.messageKey}: ${body.message}`);
  }
}

export interface XrClient extends Client<paths> {
  /** Logs in; later calls send the access token. */
  login(login: string, password: string): Promise<Schemas['LoginResponse']>;
  /** Sets (or clears) the bearer token sent with every call, e.g. after a token refresh. */
  setAccessToken(token: string | undefined): void;
}

export function createXrClient(origin: string, options: Omit<ClientOptions, 'baseUrl'> = {}): XrClient {
  const client = createClient<paths>({ ...options, baseUrl: `${origin.replace(/\/+$/, '')}/weberfassung` });
  let accessToken: string | undefined;
  client.use({
    onRequest({ request }) {
      if (accessToken) request.headers.set('Authorization', `Bearer ${accessToken}`);
      return request;
    },
  });
  return Object.assign(client, {
    async login(login: string, password: string) {
      const { data, error, response } = await client.POST('/public-api/authenticate/', {
        body: { login, password },
      });
      if (!data) throw new XrApiError(response.status, error as ApiErrorBody);
      accessToken = data.accessToken;
      return data;
    },
    setAccessToken(token: string | undefined) {
      accessToken = token;
    },
  });
}
