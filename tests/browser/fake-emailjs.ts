/**
 * A fake of the e-mail provider's REST API on 127.0.0.1, for the browser tests: the built site is
 * pointed at it through VITE_EMAILJS_ORIGIN (scripts/test.sh sets the same variables for the build
 * and for the tests). It answers CORS preflights like the real API, records every send, and can be
 * switched to fail (500), to refuse (400, as for a bad template) and back.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const FAKE_EMAILJS_PORT = Number(process.env.FAKE_EMAILJS_PORT ?? 47411);
export const FAKE_EMAILJS_ORIGIN = `http://127.0.0.1:${FAKE_EMAILJS_PORT}`;
/** The values scripts/test.sh builds the site with. */
export const TEST_EMAIL_SETTINGS = {
  publicKey: 'test-public-key',
  serviceId: 'test-service',
  templateId: 'test-message-template',
  commentTemplateId: 'test-comment-template',
};

export interface SendRequest {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

export interface RecordedSend {
  body: SendRequest;
  /** The status the fake answered with. */
  status: number;
  origin: string | undefined;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 400: 'The template ID is invalid', 500: 'Internal Server Error' };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export class FakeEmailProvider {
  readonly sends: RecordedSend[] = [];
  readonly preflights: string[] = [];
  private answer = 200;
  private server: Server | undefined;

  /** Sends the provider accepted (answered 200). */
  get accepted(): RecordedSend[] {
    return this.sends.filter((send) => send.status === 200);
  }

  /** Answers every send with 500 until recover() is called. */
  fail(): void {
    this.answer = 500;
  }

  /** Answers every send with 400, the provider's word for a request it will never accept. */
  refuse(): void {
    this.answer = 400;
  }

  recover(): void {
    this.answer = 200;
  }

  reset(): void {
    this.sends.length = 0;
    this.preflights.length = 0;
    this.answer = 200;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${FAKE_EMAILJS_PORT} is taken; run the tests with another FAKE_EMAILJS_PORT (scripts/test.sh builds with it).`,
              )
            : error,
        ),
      );
      this.server!.listen(FAKE_EMAILJS_PORT, '127.0.0.1', resolve);
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', FAKE_EMAILJS_ORIGIN).pathname;
    if (request.method === 'OPTIONS') {
      this.preflights.push(path);
      response.writeHead(204, CORS).end();
      return;
    }
    if (request.method !== 'POST' || path !== '/api/v1.0/email/send') {
      response.writeHead(404, { ...CORS, 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    const body = JSON.parse(await readBody(request)) as SendRequest;
    const status = this.answer;
    this.sends.push({ body, status, origin: request.headers.origin });
    response.writeHead(status, { ...CORS, 'Content-Type': 'text/plain' }).end(STATUS_TEXT[status]);
  }
}
