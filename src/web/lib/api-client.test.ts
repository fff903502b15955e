import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, api, setApiTransport, setStepUpHandler } from './api-client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stepUp = () =>
  json(403, { error: { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma tu identidad…' } });

afterEach(() => {
  setStepUpHandler(null);
  setApiTransport((input, init) => fetch(input, init));
});

describe('step-up in the API client', () => {
  it('asks for the second factor and sends the refused request again, once', async () => {
    const answers = [stepUp(), json(200, { data: { ok: true } })];
    const sent: string[] = [];
    setApiTransport(async (input) => {
      sent.push(String(input));
      return answers.shift()!;
    });
    let asked = 0;
    setStepUpHandler(async () => {
      asked++;
      return true;
    });
    await expect(api.get('/admin/accounting/invoices.csv')).resolves.toEqual({ data: { ok: true } });
    expect(asked).toBe(1);
    expect(sent).toEqual(['/api/admin/accounting/invoices.csv', '/api/admin/accounting/invoices.csv']);
  });

  it('gives the refusal back when the dialog is closed, or when the retry is refused again', async () => {
    setApiTransport(async () => stepUp());
    setStepUpHandler(async () => false);
    await expect(api.get('/admin/x')).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED', status: 403 });
    let asked = 0;
    setStepUpHandler(async () => {
      asked++;
      return true;
    });
    const error = await api.get('/admin/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(asked).toBe(1);
  });
});
