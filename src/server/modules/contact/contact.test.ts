import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '@/server/db/schema/index.ts';
import { createTestApp, type TTestContext } from '../../../../test/app.ts';
import { createClient } from '../../../../test/http.ts';
import { startMailbox } from '../../../../test/mailbox.ts';

let ctx: TTestContext;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

describe('POST /api/frontend/contact', () => {
  it('stores the message, e-mails the office, and names invalid fields', async () => {
    const client = createClient(ctx.app);
    await client.get('/api/sanctum/csrf-cookie');
    const bad = await client.post('/api/frontend/contact', {
      message: { name: 'A', email: 'x', subject: 'Hola', body: 'corto' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'message.name': 'Escribe tu nombre.',
      'message.email': 'El correo electrónico no es válido.',
      'message.body': 'El mensaje debe tener al menos 10 caracteres.',
    });
    const sent = await client.post('/api/frontend/contact', {
      message: {
        name: 'Rosa Martí',
        email: 'rosa@example.com',
        subject: 'Visita a la nave',
        body: '¿Se puede visitar la nave el jueves por la mañana?',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect((await ctx.db.select().from(contactMessages)).at(-1)).toMatchObject({
      name: 'Rosa Martí',
      subject: 'Visita a la nave',
    });
    await ctx.app.jobs.drain();
    expect(mailbox.to('info@lonja.example').at(-1)).toMatchObject({
      subject: 'Contacto web: Visita a la nave',
    });
  });

  it("answers in the language the page asks for, zod's own messages included", async () => {
    const client = createClient(ctx.app, { language: 'en' });
    await client.get('/api/sanctum/csrf-cookie');
    const bad = await client.post('/api/frontend/contact', {
      message: { name: 'A', email: 'rosa@example.com', subject: 7, body: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'message.name': 'Please write your name.',
      'message.subject': 'Please write a subject.',
      'message.body': 'The message must be at least 10 characters long.',
    });
    const sent = await client.post('/api/frontend/contact', {
      message: {
        name: 'Rose Martin',
        email: 'rose@example.com',
        subject: 'A visit',
        body: 'May I visit on Thursday?',
      },
    });
    expect(sent.json().data.message).toBe(
      'Thank you. We have received your message and will answer as soon as we can.',
    );
    const spanishClient = createClient(ctx.app);
    await spanishClient.get('/api/sanctum/csrf-cookie');
    const spanish = await spanishClient.post('/api/frontend/contact', { message: { name: 'A' } });
    expect(spanish.json().error.fields['message.name']).toBe('Escribe tu nombre.');
  });
});
